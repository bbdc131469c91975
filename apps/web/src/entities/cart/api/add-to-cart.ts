import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { applyAddReply, cartQueryKey } from './cart-cache.ts';

export const addItemEndpoint = endpoint('cart', 'addItem');

export type AddToCartInput = { assortmentId: number; quantity?: number; colorId?: number | null };

export function addToCart(api: ApiClient, { assortmentId, quantity = 1, colorId }: AddToCartInput) {
  return api.call(addItemEndpoint, { body: { assortmentId, quantity, colorId: colorId ?? undefined } });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof addToCart>[1], { client }) => addToCart(apiOf(client), input),
    scope: { id: 'cart' },
    onSuccess: async (reply) => {
      // The count and totals are in the reply; the new product line is not, so the cart reloads.
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? applyAddReply(cart, reply) : cart));
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
