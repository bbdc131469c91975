import { endpoint } from '@shop/contracts/endpoint.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contracts/wire.ts';
import type { OrderingDataInput, ordersRoutes } from '@shop/contracts/ordering.ts';
import { callApi } from '@/lib/api-client.ts';

const sendEndpoint = endpoint<typeof ordersRoutes.sendOrder>('POST', '/api/orders');
const cardPaymentEndpoint = endpoint<typeof ordersRoutes.cardPayment>('POST', '/api/orders/:invoiceNumber/card-payment');

/** One idempotency key per attempt: however often it is sent, it is one order. */
export function sendOrder(ordering: OrderingDataInput, idempotencyKey: string) {
  return callApi(sendEndpoint, { body: ordering, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export function startCardPayment(invoiceNumber: string, referrer: string) {
  return callApi(cardPaymentEndpoint, { params: { invoiceNumber }, body: { referrer } });
}
