import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
import { HISTORY_COMMENT_MAX, IDEMPOTENCY_KEY_HEADER } from './browser/orders.ts';
import { idSchema, moneySchema, numberInput } from './fields.ts';
import { deliveryTypeSchema } from './enums.ts';
import { paymentOptionSchema } from './cart.ts';
import { orderingDataInputSchema, paymentTypeSchema } from './checkout.ts';
import { htmlSchema } from './widgets.ts';

/**
 * Orders: placing one, paying for it, its page, the confirmation and the shopper's history
 * (cart-and-ordering.md §2-§9). Wire field names are the legacy ones; the order page's, history's
 * and confirmation's parts of the page data are exported so the web parses `pageData.sections` of
 * routes 'order', 'orderHistory' and 'confirmation' with them.
 */

export { HISTORY_COMMENT_MAX, IDEMPOTENCY_KEY_HEADER };
export const ORDER_NOT_FOUND = 'Заказ не найден';
/** The invoice document is HTML, streamed by the BFF; `invoiceUrl` in the order data points here. */
export const ORDER_INVOICE_PATH = '/api/orders/:orderCode/invoice';

export const orderCodeSchema = z.string({ error: 'Укажите номер заказа' }).regex(/^[A-Za-z0-9]{4,32}$/, 'Неверный код заказа');

export const invoiceNumberSchema = z.string({ error: 'Укажите номер счёта' }).regex(/^[\p{L}\d-]{1,32}$/u, 'Неверный номер счёта');

/** "Order send result". The legacy field names the card provider; the contract does not. */
export const orderSendReplySchema = z.object({
  orderCode: z.string(),
  invoiceNumber: z.string(),
  isCardProviderPay: z.boolean(),
  resetCart: z.boolean(),
});
export type OrderSendReply = z.infer<typeof orderSendReplySchema>;

export const orderPositionSchema = z.object({
  id: z.number().int(),
  path: z.string(),
  name: z.string(),
  MainImage: z.string(),
  price: moneySchema,
  /** The unit's text; 'empty' hides it. */
  measure: z.string(),
  quantity: z.number().nonnegative(),
  subtotal: moneySchema,
  /** Today's catalogue price of the assortment. */
  realPrice: moneySchema,
  /** Quantity in the base unit. */
  real_quantity: z.number().nonnegative(),
  multism: z.object({ unit: z.string() }),
  isNotAvailable: z.boolean(),
});
export type OrderPosition = z.infer<typeof orderPositionSchema>;

export const orderPageDataSchema = z.object({
  /** 'Заказ ИМ-000123'. */
  title: z.string(),
  orderData: z.object({
    invoice_number: z.string(),
    order_code: z.string(),
    delivery_type: deliveryTypeSchema,
    /** The invoice document (payment type 4), '' otherwise. */
    invoiceUrl: z.string(),
    /** Show 'Оплатить заказ': the order is unpaid and can be paid online or by invoice. */
    showBtn: z.boolean(),
  }),
  total: z.object({
    positions: z.number().int().nonnegative(),
    /** '3 товара'. */
    text: z.string(),
    mass: z.number().nonnegative(),
    amountWithShipment: moneySchema,
    isShipment: z.boolean(),
    shipmentPrice: moneySchema,
    ndsWithoutShipment: moneySchema,
    ndsPercent: z.number().nonnegative(),
  }),
  products: z.array(z.object({ position: orderPositionSchema })),
  /** Delivery date with its time window: 'вторник, 25 ноября, 9:00−18:00'. */
  dateValue: z.string(),
  invoiceUrl: z.string(),
  showConfirmModal: z.boolean(),
  /** How the order can be paid; empty when it is paid or needs no payment online. */
  payments: z.array(paymentOptionSchema),
  address: z.string(),
  paid: z.boolean(),
  confirmTitle: z.string(),
  confirmUpperMsg: htmlSchema,
});
export type OrderPageData = z.infer<typeof orderPageDataSchema>;

/** Page data sections of route 'confirmation' (/confirmation/). */
export const confirmationPageSchema = z.object({
  title: z.string(),
  upperMsg: z.string(),
  message: htmlSchema,
});
export type ConfirmationPage = z.infer<typeof confirmationPageSchema>;

export const orderHistoryItemSchema = z.object({
  id: z.number().int(),
  order_code: z.string(),
  invoice_number: z.string(),
  /** ISO 8601. */
  modified: z.string(),
  address: z.string(),
  summ: moneySchema,
  comment: z.string(),
});
export type OrderHistoryItem = z.infer<typeof orderHistoryItemSchema>;

/** Page data sections of route 'orderHistory' (/order/history/), newest first. */
export const orderHistorySchema = z.object({ orders: z.array(orderHistoryItemSchema) });
export type OrderHistory = z.infer<typeof orderHistorySchema>;

const orderCodeParams = z.object({ orderCode: orderCodeSchema });
const historyOrderParams = z.object({ orderId: idSchema });

export const ordersRoutes = defineRoutes(routeTable.orders, 'orders', {
  sendOrder: {
    summary: 'Place the order of the cart; the same idempotency-key header always answers the same order',
    description:
      'The app makes one key per checkout attempt and sends it again when it retries: a repeated key (the same shopper, 24 h) answers the first order. A refusal (an empty cart, a missing phone, address or payment type) is 409 with every missing field as a message',
    // Loose: the other request headers (cookie, site-version) pass through untouched.
    headers: z.looseObject({
      [IDEMPOTENCY_KEY_HEADER]: z.uuid({ error: 'Заголовок idempotency-key должен быть UUID' }),
    }),
    body: orderingDataInputSchema,
    reply: orderSendReplySchema,
    failures: [404, 409],
  },
  cardPayment: {
    summary: 'Start paying an order by card: the address of the payment page',
    description:
      "Without `referrer` the request's `Referer` goes to the upstream, else this site's origin: the upstream sends the shopper back only to its configured shop or a loopback origin. `payUrl` is the payment provider's page (with the demo upstream, its own payment page). 409: paid already",
    params: z.object({ invoiceNumber: invoiceNumberSchema }),
    body: z.object({
      referrer: z
        .url({ protocol: /^https?$/, error: 'referrer должен быть адресом страницы магазина' })
        .max(2048, 'Слишком длинный referrer')
        .optional(),
    }),
    reply: z.object({ payUrl: z.string() }),
    failures: [404, 409],
  },
  paymentUrl: {
    summary: 'The payment page of an unpaid order for a payment type',
    params: orderCodeParams,
    query: z.object({ paymentType: numberInput('Выберите способ оплаты').pipe(paymentTypeSchema) }),
    reply: z.object({ paymentUrl: z.string() }),
    failures: [404, 409],
  },
  getHistory: {
    summary: 'The shopper’s orders, newest first',
    reply: orderHistorySchema,
  },
  removeHistoryOrder: {
    summary: 'Remove an order from the shopper’s history',
    params: historyOrderParams,
    reply: z.object({ id: z.number().int() }),
    failures: [404],
  },
  changeHistoryComment: {
    summary: 'Set the shopper’s own comment on an order of the history',
    params: historyOrderParams,
    body: z.object({
      comment: z
        .string({ error: 'Комментарий должен быть строкой' })
        .max(HISTORY_COMMENT_MAX, `Комментарий не может быть длиннее ${HISTORY_COMMENT_MAX} символов`),
    }),
    reply: z.object({ orderData: orderHistoryItemSchema }),
    failures: [404],
  },
  getOrder: {
    summary: 'The order page: positions, totals, delivery date, payment',
    description:
      "`invoiceUrl` is this BFF's `/api/orders/{orderCode}/invoice?token=…`, never the upstream's. An unknown order, or another shopper's, is 404 'Заказ не найден'",
    params: orderCodeParams,
    reply: orderPageDataSchema,
    failures: [404],
  },
});
