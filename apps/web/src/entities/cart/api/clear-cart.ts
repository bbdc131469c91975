import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { cartQueryKey, emptyCart } from './cart-cache.ts';

export const clearEndpoint = endpoint('cart', 'clear');

export function clearCart(api: ApiClient) {
  return api.call(clearEndpoint);
}

export function useClearCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_: void, { client }) => clearCart(apiOf(client)),
    scope: { id: 'cart' },
    onSuccess: () => {
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? emptyCart(cart) : cart));
    },
  });
}
