import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { cartRoutes } from '@shop/contracts/cart.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { cartQueryKey } from './cart-cache.ts';

const getCartEndpoint = endpoint<typeof cartRoutes.getCart>('GET', '/api/cart');

export function getCart(api: ApiClient, signal?: AbortSignal) {
  return api.call(getCartEndpoint, {}, { signal });
}

export const getCartQueryOptions = () =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal, client }) => getCart(apiOf(client), signal),
  });

export function useCart() {
  return useQuery(getCartQueryOptions());
}

/** The header badge: the number of positions, 0 while unknown. */
export function useCartCount(): number {
  return useQuery({ ...getCartQueryOptions(), select: (cart) => cart.countpos }).data ?? 0;
}
