import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { cartRoutes } from '@shop/contracts/cart.ts';
import { callApi } from '@/lib/api-client.ts';
import { cartQueryKey, emptyCart } from './cart-cache.ts';

const clearEndpoint = endpoint<typeof cartRoutes.clear>('DELETE', '/api/cart');

export function clearCart() {
  return callApi(clearEndpoint);
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
