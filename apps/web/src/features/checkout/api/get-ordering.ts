import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { OrderingPage, orderingRoutes } from '@shop/contracts/ordering.ts';
import { callApi } from '@/lib/api-client.ts';

const getOrderingEndpoint = endpoint<typeof orderingRoutes.getOrdering>('GET', '/api/ordering');

export const orderingQueryKey = ['ordering'] as const;

export const getOrderingQueryOptions = () =>
  queryOptions<OrderingPage>({
    queryKey: orderingQueryKey,
    queryFn: ({ signal }) => callApi(getOrderingEndpoint, {}, { signal }),
    staleTime: Infinity,
  });

export function useOrdering() {
  return useQuery(getOrderingQueryOptions());
}
