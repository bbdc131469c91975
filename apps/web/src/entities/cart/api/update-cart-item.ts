import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { endpoint } from '@shop/contracts/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { applyUpdateReply, cartQueryKey, withLineQuantity } from './cart-cache.ts';

export const updateItemEndpoint = endpoint('cart', 'updateItem');

export type UpdateCartItemInput = {
  assortmentId: number;
  colorId?: number | null;
  quantity: number;
  /** Id of the line's unit (multism). */
  multism: number;
};

export function updateCartItem(api: ApiClient, { assortmentId, colorId, quantity, multism }: UpdateCartItemInput) {
  return api.call(updateItemEndpoint, {
    params: { assortmentId },
    body: { quantity, multism, colorId: colorId ?? undefined },
  });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof updateCartItem>[1], { client }) => updateCartItem(apiOf(client), input),
    // Cart changes go to the server one at a time, in the order the shopper made them.
    scope: { id: 'cart' },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<Cart>(cartQueryKey);
      if (previous) queryClient.setQueryData<Cart>(cartQueryKey, withLineQuantity(previous, input, input.quantity));
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData<Cart>(cartQueryKey, context.previous);
    },
    onSuccess: (reply, input, context) => {
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) =>
        cart ? applyUpdateReply(cart, context.previous ?? cart, reply, input) : cart,
      );
    },
  });
}
