import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { cartRoutes } from '@shop/contracts/cart.ts';
import { callApi } from '@/lib/api-client.ts';
import { cartQueryKey, emptyCart } from './cart-cache.ts';

const oneClickOrderEndpoint = endpoint<typeof cartRoutes.oneClickOrder>('POST', '/api/cart/one-click-order');

/** Orders the whole cart by phone; the server empties the cart. */
export function oneClickOrder(phone: string) {
  return callApi(oneClickOrderEndpoint, { body: { phone } });
}

export function useOneClickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: oneClickOrder,
    scope: { id: 'cart' },
    onSuccess: () => {
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? emptyCart(cart) : cart));
    },
  });
}
