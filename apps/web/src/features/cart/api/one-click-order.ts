import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { contract } from '@shop/contracts/routes.ts';
import { callApi } from '@/lib/api-client.ts';
import { cartQueryKey, emptyCart } from './cart-cache.ts';

/** Orders the whole cart by phone; the server empties the cart. */
export function oneClickOrder(phone: string) {
  return callApi(contract.cart.oneClickOrder, { body: { phone } });
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
