import { randomBytes } from 'node:crypto';
import type { OrderOwner, OrderRow } from './store.ts';
import type { Store } from '../db/store.ts';
import { CARD_PAYMENT_TYPES } from '@shop/contracts/rules/ordering-data.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';

export const PAYMENT_TEXT = {
  orderNotFound: 'Заказ не найден',
  alreadyPaid: 'Заказ уже оплачен',
  notOnline: 'Этот способ оплаты не оплачивается онлайн: откройте счёт на оплату',
} as const;

export interface PaymentOptions {
  /** Where the shop runs: the payment page returns the shopper there. */
  shopOrigin: string;
  /** Where this server's payment page is reached by the shopper's browser. */
  paymentPageUrl: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin to return the shopper to after paying. The payment page redirects, so an origin
 * taken from the request must not send the shopper to another site: only the configured shop
 * origin, or a loopback one (the shop on a developer's machine, any port), is accepted.
 */
export function returnOrigin(referrer: string | undefined, shopOrigin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.origin === new URL(shopOrigin).origin || LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
  } catch {
    // not a URL: the configured origin is used
  }
  return null;
}

/**
 * The demo stands in for the card provider: an unguessable token per order opens a payment page
 * on this server, which marks the order paid and sends the shopper back to the order page.
 */
export function createPaymentService(store: Store, options: PaymentOptions) {
  const { checkout } = store;
  const base = options.paymentPageUrl.replace(/\/+$/, '');

  function payUrlFor(order: OrderRow, referrer: string | undefined): Outcome<string> {
    if (order.paid_at) return refuse(200, PAYMENT_TEXT.alreadyPaid);
    const payToken = order.pay_token ?? randomBytes(24).toString('base64url');
    checkout.setPayToken(order.id, payToken, returnOrigin(referrer, options.shopOrigin));
    return done(`${base}/demo-pay/${payToken}/`);
  }

  return {
    cardPayment(owner: OrderOwner, invoiceNumber: string, referrer: string | undefined): Outcome<string> {
      const order = checkout.ownedByInvoice(owner, invoiceNumber);
      if (!order) return refuse(404, PAYMENT_TEXT.orderNotFound);
      return store.db.transaction(() => payUrlFor(order, referrer)).immediate();
    },

    payUrlByOrder(owner: OrderOwner, orderCode: string, paymentType: number): Outcome<string> {
      const order = checkout.ownedByCode(owner, orderCode);
      if (!order) return refuse(404, PAYMENT_TEXT.orderNotFound);
      if (!CARD_PAYMENT_TYPES.has(paymentType)) return refuse(400, PAYMENT_TEXT.notOnline);
      return store.db.transaction(() => payUrlFor(order, undefined)).immediate();
    },

    order: (payToken: string) => checkout.byPayToken(payToken),

    /** Where the shopper goes after the payment page: the shop's order page. */
    orderPageUrl: (order: OrderRow) => `${order.pay_return_origin ?? options.shopOrigin.replace(/\/+$/, '')}/o/${order.order_code}/`,

    /** True when this call paid the order. */
    pay: (order: OrderRow) => checkout.markPaid(order.id),
  };
}
