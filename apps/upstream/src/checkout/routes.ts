import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@shop/contracts/fields.ts';
import { orderingDataInputSchema, paymentTypeSchema } from '@shop/contracts/checkout.ts';
import {
  HISTORY_COMMENT_MAX,
  IDEMPOTENCY_KEY_HEADER,
  ORDER_NOT_FOUND,
  invoiceNumberSchema,
  orderCodeSchema,
} from '@shop/contracts/orders.ts';
import type { OrderOwner } from './store.ts';
import type { SessionRow } from '../db/sessions.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, legacyRoute, parseInput } from '../http/input.ts';
import { failBody, okBody } from '../http/reply-shapes.ts';
import { done, mapOutcome, refuse } from '@shop/contracts/rules/outcome.ts';
import { SESSION_COOKIE, cartOwner, sessionOf } from '../http/session.ts';
import { DOCUMENT_CSP } from './html.ts';
import { renderInvoice } from './invoice.ts';
import { historyItem } from './order-view.ts';
import { createCheckoutService } from './checkout-service.ts';
import type { CheckoutShopper } from './checkout-service.ts';
import { createPaymentService } from './payments.ts';
import type { PaymentOptions } from './payments.ts';
import { renderPayPage, renderPaymentNotFound } from './pay-page.ts';
import { createCheckoutPlaces } from './places.ts';

export type CheckoutRoutesOptions = Partial<PaymentOptions> & {
  /** Tests set the clock: delivery dates depend on the Moscow time of day. */
  clock?: () => Date;
};

export const DEFAULT_SHOP_ORIGIN = 'http://localhost:3000';
export const DEFAULT_PAYMENT_PAGE_URL = 'http://127.0.0.1:4010';

const NOT_JSON = 'Данные заказа не являются JSON';

const updateBody = z.object(
  { orderingData: z.union([z.string(), z.record(z.string(), z.unknown())], { error: 'Передайте orderingData' }) },
  { error: BAD_REQUEST },
);
/** The legacy interface takes any sane token; the BFF sends UUIDs. */
const idempotencyKeyHeader = z.object({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'Неверный ключ идемпотентности')
    .optional(),
});
const cardPaymentBody = z.object(
  { invoiceNumber: invoiceNumberSchema, orderingPage: z.boolean().optional(), referrer: z.string().max(2048).optional() },
  { error: BAD_REQUEST },
);
const payUrlQuery = z.object(
  { orderCode: orderCodeSchema, paymentType: z.coerce.number({ error: 'Выберите способ оплаты' }).pipe(paymentTypeSchema) },
  { error: BAD_REQUEST },
);
const historyRemoveQuery = z.object({ orderId: idSchema }, { error: BAD_REQUEST });
const historyCommentBody = z.object(
  {
    orderId: idSchema,
    comment: z
      .string({ error: 'Комментарий должен быть строкой' })
      .max(HISTORY_COMMENT_MAX, `Комментарий не может быть длиннее ${HISTORY_COMMENT_MAX} символов`),
  },
  { error: BAD_REQUEST },
);
const payTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const invoiceInput = z.object({ code: orderCodeSchema, token: z.string().max(64).optional() });

const orderOwnerOf = (session: SessionRow): OrderOwner => ({ userId: session.user_id, sessionId: session.id });
const shopperOf = (session: SessionRow): CheckoutShopper => ({ owner: orderOwnerOf(session), cartOwner: cartOwner(session) });

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `formReturnsTo`: the origin a form's answer redirects to. Browsers hold a form's redirects to
 * form-action too, so the pay page's buttons need the shop's origin there to lead back to it.
 */
const sendHtml = (reply: FastifyReply, status: number, html: string, formReturnsTo?: string) =>
  reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      formReturnsTo ? DOCUMENT_CSP.replace("form-action 'self'", `form-action 'self' ${formReturnsTo}`) : DOCUMENT_CSP,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .send(html);

/**
 * Checkout, payment, invoice and history paths of cart-and-ordering.md §7, in the legacy shapes.
 * The order page, the history page and the confirmation are page data (pages/order-page.ts).
 */
export function registerCheckoutRoutes(app: FastifyInstance, store: Store, options: CheckoutRoutesOptions = {}): void {
  const places = createCheckoutPlaces(store);
  const service = createCheckoutService(store, places, options.clock);
  const payments = createPaymentService(store, {
    shopOrigin: options.shopOrigin ?? DEFAULT_SHOP_ORIGIN,
    paymentPageUrl: options.paymentPageUrl ?? DEFAULT_PAYMENT_PAGE_URL,
  });

  app.get('/ordering/', { config: { shape: 'status' } }, async (request) => {
    const session = sessionOf(request);
    const favorites = store.favorites.idsOf(session.user_id);
    return okBody(
      'status',
      service.view(shopperOf(session), (id) => favorites.has(id)),
    );
  });

  legacyRoute(app, 'POST', '/cart/updateOrderingData/', 'rqStatus', { body: updateBody }, (body, request) => {
    let raw: unknown = body.orderingData;
    if (typeof raw === 'string') {
      try {
        raw = JSON.parse(raw);
      } catch {
        return refuse(400, NOT_JSON);
      }
    }
    const input = parseInput(orderingDataInputSchema, raw);
    if (!input.ok) return input;
    return mapOutcome(service.update(shopperOf(sessionOf(request)), input.value), ({ reply, messages: [notice] }) =>
      notice ? { ...reply, error: notice } : reply,
    );
  });

  legacyRoute(app, 'POST', '/cart/send/', 'result', { body: orderingDataInputSchema }, (input, request) => {
    const header = parseInput(idempotencyKeyHeader, { key: request.headers[IDEMPOTENCY_KEY_HEADER] });
    return header.ok ? service.send(shopperOf(sessionOf(request)), input, header.value.key) : header;
  });

  legacyRoute(app, 'POST', '/api/v1/cart/cardPayment/', 'result', { body: cardPaymentBody }, (input, request) =>
    mapOutcome(payments.cardPayment(orderOwnerOf(sessionOf(request)), input.invoiceNumber, input.referrer), (payUrl) => ({ payUrl })),
  );

  legacyRoute(app, 'GET', '/api/v1/yookassa/getPayUrlByOrder/', 'status', { query: payUrlQuery }, (input, request) =>
    mapOutcome(payments.payUrlByOrder(orderOwnerOf(sessionOf(request)), input.orderCode, input.paymentType), (paymentUrl) => ({
      paymentUrl,
    })),
  );

  legacyRoute(app, 'DELETE', '/order/removeHistoryOrder/', 'status', { query: historyRemoveQuery }, (input, request) => {
    const order = store.checkout.inHistory(orderOwnerOf(sessionOf(request)), input.orderId);
    if (!order) return refuse(404, ORDER_NOT_FOUND);
    store.checkout.hide(order.id);
    return done({ id: order.id });
  });

  legacyRoute(app, 'POST', '/order/changeHistoryComment/', 'status', { body: historyCommentBody }, (input, request) => {
    const owner = orderOwnerOf(sessionOf(request));
    const order = store.checkout.inHistory(owner, input.orderId);
    if (!order) return refuse(404, ORDER_NOT_FOUND);
    store.checkout.setComment(order.id, input.comment);
    const changed = store.checkout.inHistory(owner, order.id);
    if (!changed) throw new Error(`Order ${order.id} vanished after its comment changed`);
    return done({ orderData: historyItem(changed) });
  });

  // A document, read by the owner's session or through the link's token (it may be shared), so
  // it never creates a session of its own.
  app.get<{ Params: { code: string }; Querystring: { token?: string } }>(
    '/order/invoice/:code/',
    { config: { session: false } },
    async (request, reply) => {
      const input = parseInput(invoiceInput, { code: request.params.code, token: request.query.token });
      const order = input.ok ? store.checkout.byCode(input.value.code) : undefined;
      const byToken = Boolean(order?.invoice_token && input.ok && input.value.token && sameSecret(input.value.token, order.invoice_token));
      const byOwner = order !== undefined && ownsOrder(request, order.order_code);
      if (!order || !(byToken || byOwner)) return reply.code(404).send(failBody('status', { error: ORDER_NOT_FOUND }));
      const seller = store.checkout.requisites();
      if (!seller) throw new Error('The shop requisites have not been generated');
      return sendHtml(reply, 200, renderInvoice(order, store.checkout.lines(order.id), seller));
    },
  );

  function ownsOrder(request: FastifyRequest, code: string): boolean {
    const session = store.sessions.find(request.cookies[SESSION_COOKIE]);
    return session !== undefined && store.checkout.ownedByCode(orderOwnerOf(session), code) !== undefined;
  }

  // The stand-in for the card provider's page. Its forms post without fields; the token in the
  // path is the only credential, as with a provider's payment link.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    const orderOf = (params: unknown) => {
      const parsed = payTokenParams.safeParse(params);
      return parsed.success ? { token: parsed.data.token, order: payments.order(parsed.data.token) } : undefined;
    };

    scope.get('/demo-pay/:token/', { config: { session: false } }, async (request, reply) => {
      const found = orderOf(request.params);
      if (!found?.order) return sendHtml(reply, 404, renderPaymentNotFound());
      const orderPageUrl = payments.orderPageUrl(found.order);
      return sendHtml(reply, 200, renderPayPage(found.order, found.token, orderPageUrl), new URL(orderPageUrl).origin);
    });

    scope.post('/demo-pay/:token/pay', { config: { session: false } }, async (request, reply) => {
      const found = orderOf(request.params);
      if (!found?.order) return sendHtml(reply, 404, renderPaymentNotFound());
      payments.pay(found.order);
      return reply.code(303).header('location', payments.orderPageUrl(found.order)).send();
    });

    scope.post('/demo-pay/:token/cancel', { config: { session: false } }, async (request, reply) => {
      const found = orderOf(request.params);
      if (!found?.order) return sendHtml(reply, 404, renderPaymentNotFound());
      return reply.code(303).header('location', payments.orderPageUrl(found.order)).send();
    });
  });
}
