import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { applyUpdateReply, cartQueryKey, withLineQuantity } from './cart-cache.ts';
import { isQueued, sendOrQueue } from '../offline/send-or-queue.ts';

export const updateItemEndpoint = endpoint('cart', 'updateItem');

export type UpdateCartItemInput = {
  assortmentId: number;
  colorId?: number | null;
  quantity: number;
  /** Id of the line's unit (multism). */
  multism: number;
};

export function updateCartItem(
  api: ApiClient,
  { assortmentId, colorId, quantity, multism }: UpdateCartItemInput,
  headers: Record<string, string> = {},
) {
  return api.call(updateItemEndpoint, {
    params: { assortmentId },
    body: { quantity, multism, colorId: colorId ?? undefined },
    headers,
  });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCartItemInput, { client }) =>
      sendOrQueue(
        client,
        { assortmentId: input.assortmentId, colorId: input.colorId ?? null },
        { kind: 'set', quantity: input.quantity, multism: input.multism },
        (headers) => updateCartItem(apiOf(client), input, headers),
      ),
    // Cart changes go to the server one at a time, in the order the shopper made them.
    scope: { id: 'cart' },
    // Offline the change is queued (offline/send-or-queue.ts), not paused until the network returns.
    networkMode: 'always',
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
      if (isQueued(reply)) return;
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) =>
        cart ? applyUpdateReply(cart, context.previous ?? cart, reply, input) : cart,
      );
    },
  });
}
