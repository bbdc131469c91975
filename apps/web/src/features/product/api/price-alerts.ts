import { useMutation } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { Message } from '@shop/contracts/envelope.ts';
import type { productRoutes } from '@shop/contracts/product.ts';
import type { RouteInput } from '@shop/contracts/browser/route.ts';
import { apiOf } from '@/lib/query-client.ts';

const subscribeEndpoint = endpoint('product', 'subscribePriceChange');
const discountEndpoint = endpoint('product', 'requestDiscount');

/** A form shows the reply's words itself (success beside the form, refusals beside the fields). */
type FormMessages = { onMessages: (messages: readonly Message[]) => void };

/** E-mail me when the price of this variety changes (§7 addAssortPriceChange). */
export function useSubscribePriceChange({ onMessages }: FormMessages) {
  return useMutation({
    mutationFn: (body: RouteInput<typeof productRoutes.subscribePriceChange>['body'], { client }) =>
      apiOf(client).call(subscribeEndpoint, { body }, { onMessages }),
    meta: { quietFailure: true },
  });
}

/** Ask for a lower price for a quantity (§7 discountRequest). */
export function useRequestDiscount({ onMessages }: FormMessages) {
  return useMutation({
    mutationFn: (body: RouteInput<typeof productRoutes.requestDiscount>['body'], { client }) =>
      apiOf(client).call(discountEndpoint, { body }, { onMessages }),
    meta: { quietFailure: true },
  });
}
