import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { cartQueryKey, isLine, type LineRef } from './cart-cache.ts';

const getCartEndpoint = endpoint('cart', 'getCart');

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

/**
 * One line of the cart, read alone: its quantity and unit id, undefined until the cart has loaded
 * and null when the line is not there. A change to other lines does not re-render its reader.
 */
export function useCartLineOf({ assortmentId, colorId = null }: LineRef) {
  return useQuery({
    ...getCartQueryOptions(),
    select: (cart) => {
      const line = cart.cartPageData.products.find((product) => isLine(product, { assortmentId, colorId }));
      return line ? { quantity: line.quantity, multism: line.multism.id } : null;
    },
  }).data;
}
