import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { cartRoutes } from '@shop/contracts/cart.ts';
import { callApi } from '@/lib/api-client.ts';
import { cartQueryKey } from './cart-cache.ts';

const getCartEndpoint = endpoint<typeof cartRoutes.getCart>('GET', '/api/cart');

export function getCart(signal?: AbortSignal) {
  return callApi(getCartEndpoint, {}, { signal });
}

export const getCartQueryOptions = () =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => getCart(signal),
  });

export function useCart() {
  return useQuery(getCartQueryOptions());
}

/** The header badge: the number of positions, 0 while unknown. */
export function useCartCount(): number {
  return useQuery({ ...getCartQueryOptions(), select: (cart) => cart.countpos }).data ?? 0;
}
