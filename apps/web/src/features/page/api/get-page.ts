import { queryOptions, useQuery } from '@tanstack/react-query';
import { contract } from '@shop/contracts/routes.ts';
import { callApi } from '@/lib/api-client.ts';

/** Page data for a site path (pathname with its query), as the server routes it. */
export function getPage(path: string, signal?: AbortSignal) {
  // A FAIL reply is shown as the error page, not as a toast on top of it.
  return callApi(contract.page.getPage, { query: { path } }, { signal, quietFailure: true });
}

export const getPageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['page', path],
    queryFn: ({ signal }) => getPage(path, signal),
  });

export function usePage(path: string) {
  return useQuery(getPageQueryOptions(path));
}
