import { queryOptions } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';

const getSalesEndpoint = endpoint('monitoring', 'getSales');

/** The board's failures are shown on the board itself (stale mark, key message), never as toasts. */
export function getSales(api: ApiClient, key: string, signal?: AbortSignal) {
  return api.call(getSalesEndpoint, { query: { key } }, { signal });
}

export const salesQueryKey = (key: string) => ['monitoring', 'sales', key] as const;

/**
 * The dataset changes only when the updates poll says so, so it never goes stale by age and is
 * never retried by React Query: the poller decides when to read it again. One entry per key, cached
 * a minute after the board closes.
 */
export const salesQueryOptions = (key: string) =>
  queryOptions({
    queryKey: salesQueryKey(key),
    queryFn: ({ client, signal }) => getSales(apiOf(client), key, signal),
    meta: { quietFailure: true },
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
