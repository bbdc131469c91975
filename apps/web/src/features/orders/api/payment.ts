import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import type { ApiClient } from '@/lib/api-client.ts';

const paymentUrlEndpoint = endpoint('orders', 'paymentUrl');
const cardPaymentEndpoint = endpoint('orders', 'cardPayment');

/**
 * The payment page of an unpaid order (cart-and-ordering.md §4 "Order page payment"). A failure
 * is only logged: the shopper stays on the order page with its button.
 */
export async function requestPaymentUrl(api: ApiClient, orderCode: string, paymentType: number): Promise<string | null> {
  try {
    const reply = await api.call(paymentUrlEndpoint, { params: { orderCode }, query: { paymentType } });
    return reply.paymentUrl;
  } catch (error) {
    console.error('Pay query error', error);
    return null;
  }
}

/**
 * Card payment through the card provider (payment type 1, §7 "card payment"): the provider's page.
 * A failing call is ignored (§8 "Card payment failure: ignored"): null, no toast, no log.
 */
export async function requestCardPayment(api: ApiClient, invoiceNumber: string, referrer: string): Promise<string | null> {
  try {
    const reply = await api.call(cardPaymentEndpoint, { params: { invoiceNumber }, body: { referrer } });
    return reply.payUrl;
  } catch {
    return null;
  }
}
