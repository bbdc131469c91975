import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { cartQueryKey, emptyCart } from './cart-cache.ts';

const oneClickOrderEndpoint = endpoint('cart', 'oneClickOrder');

/** Orders the whole cart by phone; the server empties the cart. */
export function oneClickOrder(api: ApiClient, phone: string) {
  return api.call(oneClickOrderEndpoint, { body: { phone } });
}

export function useOneClickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof oneClickOrder>[1], { client }) => oneClickOrder(apiOf(client), input),
    scope: { id: 'cart' },
    onSuccess: () => {
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? emptyCart(cart) : cart));
    },
  });
}
