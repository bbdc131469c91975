import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';

const getOrderEndpoint = endpoint('orders', 'getOrder');

export const orderQueryKey = (orderCode: string) => ['orders', 'order', orderCode] as const;

/** The order page's data; the BFF rewrites the invoice link to its own. */
export function getOrder(api: ApiClient, orderCode: string, signal?: AbortSignal) {
  // The page says 'Заказ не найден' itself: no toast on top of it.
  return api.call(getOrderEndpoint, { params: { orderCode } }, { signal });
}

export const orderQueryOptions = (orderCode: string) =>
  queryOptions({
    queryKey: orderQueryKey(orderCode),
    // Its failure is shown by the screen itself, not as a toast.
    meta: { quietFailure: true },
    queryFn: ({ client, signal }) => getOrder(apiOf(client), orderCode, signal),
    // An unknown (404) or malformed (400) code will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.isClientError) && count < 2,
  });

export function useOrder(orderCode: string) {
  return useQuery(orderQueryOptions(orderCode));
}

/** Not found covers a code of another shopper, an unknown one and a malformed one. */
export const isOrderMissing = (error: unknown) => error instanceof ApiError && error.isClientError;
