import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { pageRoutes } from '@shop/contracts/page.ts';
import { callApi } from '@/lib/api-client.ts';

const getPageEndpoint = endpoint<typeof pageRoutes.getPage>('GET', '/api/page');

export const pageQueryKey = (path: string) => ['page', path] as const;

/** Page data for a site path (pathname with its query), as the server routes it. */
export function getPage(path: string, options: { signal?: AbortSignal; client?: QueryClient } = {}) {
  return callApi(
    getPageEndpoint,
    { query: { path } },
    {
      signal: options.signal,
      // A FAIL reply is shown as the error page, not as a toast on top of it.
      quietFailure: true,
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
    queryFn: ({ signal, client }) => getPage(path, { signal, client }),
  });

export function usePage(path: string) {
  return useQuery(getPageQueryOptions(path));
}
