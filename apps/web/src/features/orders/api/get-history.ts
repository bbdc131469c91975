import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { apiOf } from '@/lib/query-client.ts';

const historyEndpoint = endpoint('orders', 'getHistory');

/** The session's orders for a guest, the user's for a signed-in shopper; newest first. */
export const historyQueryKey = ['orders', 'history'] as const;

export const historyQueryOptions = () =>
  queryOptions({
    queryKey: historyQueryKey,
    // Its failure is shown by the screen itself, not as a toast.
    meta: { quietFailure: true },
    queryFn: ({ client, signal }) => apiOf(client).call(historyEndpoint, undefined, { signal }),
  });

export function useOrderHistory() {
  return useQuery(historyQueryOptions());
}
