import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { ordersRoutes } from '@shop/contracts/ordering.ts';
import { callApi } from '@/lib/api-client.ts';

const historyEndpoint = endpoint<typeof ordersRoutes.getHistory>('GET', '/api/orders/history');

/** The session's orders for a guest, the user's for a signed-in shopper; newest first. */
export const historyQueryKey = ['orders', 'history'] as const;

export const historyQueryOptions = () =>
  queryOptions({
    queryKey: historyQueryKey,
    queryFn: ({ signal }) => callApi(historyEndpoint, undefined, { signal, quietFailure: true }),
  });

export function useOrderHistory() {
  return useQuery(historyQueryOptions());
}
