import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { contract } from '@shop/contracts/routes.ts';
import { callApi } from '@/lib/api-client.ts';
import { cartQueryKey, emptyCart } from './cart-cache.ts';

export function clearCart() {
  return callApi(contract.cart.clear);
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    scope: { id: 'cart' },
    onSuccess: () => {
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? emptyCart(cart) : cart));
    },
  });
}
