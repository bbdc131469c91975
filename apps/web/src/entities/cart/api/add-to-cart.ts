import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@shop/contracts/cart.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';
import { apiOf } from '@/lib/query-client.ts';
import { applyAddReply, cartQueryKey, isLine } from './cart-cache.ts';
import { isQueued, sendOrQueue } from '../offline/send-or-queue.ts';

export const addItemEndpoint = endpoint('cart', 'addItem');

export type AddToCartInput = { assortmentId: number; quantity?: number; colorId?: number | null };

export function addToCart(api: ApiClient, { assortmentId, quantity = 1, colorId }: AddToCartInput, headers: Record<string, string> = {}) {
  return api.call(addItemEndpoint, { body: { assortmentId, quantity, colorId: colorId ?? undefined }, headers });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddToCartInput, { client }) => {
      const line = { assortmentId: input.assortmentId, colorId: input.colorId ?? null };
      const fresh = !client.getQueryData<Cart>(cartQueryKey)?.cartPageData.products.some((product) => isLine(product, line));
      return sendOrQueue(client, line, { kind: 'add', quantity: input.quantity ?? 1, fresh }, (headers) =>
        addToCart(apiOf(client), input, headers),
      );
    },
    scope: { id: 'cart' },
    // Offline the change is queued (offline/send-or-queue.ts), not paused until the network returns.
    networkMode: 'always',
    onSuccess: async (reply) => {
      if (isQueued(reply)) return;
      // The count and totals are in the reply; the new product line is not, so the cart reloads.
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? applyAddReply(cart, reply) : cart));
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });
}
