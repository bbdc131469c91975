import { useMutation } from '@tanstack/react-query';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { OrderingDataInput } from '@shop/contracts/checkout.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contracts/browser/orders.ts';
import { apiOf } from '@/lib/query-client.ts';

const sendEndpoint = endpoint('orders', 'sendOrder');
const cardPaymentEndpoint = endpoint('orders', 'cardPayment');

/** Places the order (POST /api/orders): one idempotency key per attempt, however often it is sent. */
export function useSendOrder() {
  return useMutation({
    mutationFn: ({ checkout, key }: { checkout: OrderingDataInput; key: string }, { client }) =>
      apiOf(client).call(sendEndpoint, { body: checkout, headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
  });
}

/**
 * The card provider's page of a just-placed order (cart-and-ordering.md §4 "Checkout submit").
 * §8: a card payment failure is ignored, so it is not toasted; the order page opens instead.
 */
export function useCardPayment() {
  return useMutation({
    mutationFn: ({ invoiceNumber, referrer }: { invoiceNumber: string; referrer: string }, { client }) =>
      apiOf(client).call(cardPaymentEndpoint, { params: { invoiceNumber }, body: { referrer } }),
    meta: { quietFailure: true },
  });
}
