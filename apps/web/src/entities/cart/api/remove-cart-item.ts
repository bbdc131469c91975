import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { applyRemoveReply, cartQueryKey, withoutLine } from './cart-cache.ts';
import type { LineRef } from './cart-cache.ts';
import { isQueued, sendOrQueue } from '../offline/send-or-queue.ts';

export const removeItemEndpoint = endpoint('cart', 'removeItem');

export function removeCartItem(api: ApiClient, { assortmentId, colorId }: LineRef, headers: Record<string, string> = {}) {
  return api.call(removeItemEndpoint, {
    params: { assortmentId },
    query: { colorId: colorId ?? undefined },
    headers,
  });
}

export function useRemoveCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LineRef, { client }) =>
      sendOrQueue(client, { assortmentId: input.assortmentId, colorId: input.colorId ?? null }, { kind: 'remove' }, (headers) =>
        removeCartItem(apiOf(client), input, headers),
      ),
    scope: { id: 'cart' },
    // Offline the change is queued (offline/send-or-queue.ts), not paused until the network returns.
    networkMode: 'always',
    onMutate: async (ref) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<Cart>(cartQueryKey);
      if (previous) queryClient.setQueryData<Cart>(cartQueryKey, withoutLine(previous, ref));
      return { previous };
    },
    onError: (_error, _ref, context) => {
      if (context?.previous) queryClient.setQueryData<Cart>(cartQueryKey, context.previous);
    },
    onSuccess: (reply, ref) => {
      if (isQueued(reply)) return;
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? applyRemoveReply(cart, reply, ref) : cart));
    },
  });
}
