import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';

const getPageEndpoint = endpoint('page', 'getPage');

export const pageQueryKey = (path: string) => ['page', path] as const;

/** Page data for a site path (pathname with its query), as the server routes it. */
export function getPage(api: ApiClient, path: string, options: { signal?: AbortSignal; client?: QueryClient } = {}) {
  return api.call(
    getPageEndpoint,
    { query: { path } },
    {
      signal: options.signal,
      // The reply is already the target's page: the screen after the redirect needs no second fetch.
      onRedirect: (redirect, data) => {
        if (!redirect.external) options.client?.setQueryData(pageQueryKey(redirect.url), data);
      },
    },
  );
}

export const getPageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: pageQueryKey(path),
    queryFn: ({ signal, client }) => getPage(apiOf(client), path, { signal, client }),
    // A FAIL reply is shown as the error page, not as a toast on top of it.
    meta: { quietFailure: true },
  });

const pathnameOf = (path: string) => path.split('?')[0];

export function usePage(path: string) {
  return useQuery({
    ...getPageQueryOptions(path),
    // A new query string on the same path (a removed ?openPanel, a sort) keeps the screen mounted
    // with its page data until the new data arrives.
    placeholderData: (previous, previousQuery) =>
      previousQuery && pathnameOf(previousQuery.queryKey[1]) === pathnameOf(path) ? previous : undefined,
  });
}
