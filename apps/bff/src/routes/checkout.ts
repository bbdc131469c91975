import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { fail, failEnvelopeSchema, type Envelope } from '@shop/contracts/envelope.ts';
import { checkoutRoutes } from '@shop/contracts/checkout.ts';
import { IDEMPOTENCY_KEY_HEADER, ORDER_INVOICE_PATH, ORDER_NOT_FOUND, orderCodeSchema, ordersRoutes } from '@shop/contracts/orders.ts';
import { buildUrl } from '@shop/contracts/browser/route.ts';
import { registerContractRoute, sendEnvelope } from '../http/contract-route.ts';
import { field, isObject, reshape } from '../upstream-client/reshape.ts';

/** The legacy send reply names the card provider; the contract calls the flag isCardProviderPay. */
export const CARD_PROVIDER_PAY_FIELD = 'isYookassaPay';
/** cart-and-ordering.md §7 leaves `{card payment}` and `{payment provider}` open; the demo's choice. */
export const CARD_PAYMENT_PATH = '/api/v1/cart/cardPayment/';
export const PAY_URL_PATH = '/api/v1/yookassa/getPayUrlByOrder/';

/** An invoice opened as a document runs nothing and loads nothing, whatever the upstream wrote. */
const INVOICE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox allow-modals";

/**
 * The upstream's invoice link (`/order/invoice/{code}/?token=…`) becomes this BFF's, which streams
 * the document with the same token: the SPA never links to the upstream.
 */
export function invoiceLink(orderCode: string, upstreamUrl: unknown): string {
  if (typeof upstreamUrl !== 'string' || upstreamUrl === '') return '';
  const token = new URL(upstreamUrl, 'http://upstream.invalid').searchParams.get('token') ?? undefined;
  return buildUrl(ORDER_INVOICE_PATH, { orderCode }, { token });
}

function withInvoiceLinks(orderCode: string, data: Record<string, unknown>) {
  const orderData = isObject(data.orderData)
    ? { ...data.orderData, invoiceUrl: invoiceLink(orderCode, data.orderData.invoiceUrl) }
    : data.orderData;
  return { ...data, orderData, invoiceUrl: invoiceLink(orderCode, data.invoiceUrl) };
}

function orderNotFound(envelope: Envelope<unknown>): Envelope<unknown> {
  if (envelope.status !== 'FAIL' || envelope.error?.statusCode !== 404) return envelope;
  return fail({ message: ORDER_NOT_FOUND, statusCode: 404, route: 'order' }, [{ kind: 'error', text: ORDER_NOT_FOUND }]);
}

/** This site's origin as the shopper's browser reached it. */
function requestOrigin(protocol: string, host: string): string | undefined {
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}

const invoiceQuery = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Неверная ссылка на счёт')
    .optional(),
});
const invoiceParams = z.object({ orderCode: orderCodeSchema });

/** Checkout, orders, payment and history on the legacy paths (cart-and-ordering.md §7). */
async function routes(app: FastifyInstance) {
  const { upstream } = app;

  registerContractRoute(app, checkoutRoutes.getCheckout, ({ request }) => upstream.call({ method: 'GET', path: '/ordering/', request }));

  // The legacy path takes the ordering data as JSON text.
  registerContractRoute(app, checkoutRoutes.updateOrderingData, ({ body, request }) =>
    upstream.call({
      method: 'POST',
      path: '/cart/updateOrderingData/',
      body: { orderingData: JSON.stringify(body.orderingData) },
      request,
    }),
  );

  // A repeat of the shopper's idempotency key is answered with the first accepted order, by
  // whichever instance placed it; the upstream dedupes by the same key behind that.
  registerContractRoute(app, ordersRoutes.sendOrder, async ({ body, headers, request }) => {
    const idempotencyKey = headers[IDEMPOTENCY_KEY_HEADER];
    const outcome = await app.idempotency.run(app.idempotency.keyOf(request.headers.cookie, idempotencyKey), async () => {
      const reply = await upstream.call({
        method: 'POST',
        path: '/cart/send/',
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        request,
      });
      return reshape(reply, (data) => {
        if (!isObject(data)) return data;
        const { [CARD_PROVIDER_PAY_FIELD]: cardProviderPay, ...rest } = data;
        return { ...rest, isCardProviderPay: cardProviderPay };
      });
    });
    if (outcome.replayed) {
      app.metrics.replayed();
      request.log.info({ idempotencyKey }, 'order request repeated: the first reply is sent again');
    }
    return outcome;
  });

  registerContractRoute(app, ordersRoutes.cardPayment, ({ params, body, request }) =>
    upstream.call({
      method: 'POST',
      path: CARD_PAYMENT_PATH,
      body: {
        invoiceNumber: params.invoiceNumber,
        orderingPage: true,
        // Where the payment page sends the shopper back; the upstream accepts only the shop's own.
        referrer: body.referrer ?? request.headers.referer ?? requestOrigin(request.protocol, request.host),
      },
      request,
    }),
  );

  registerContractRoute(app, ordersRoutes.paymentUrl, ({ params, query, request }) =>
    upstream.call({ method: 'GET', path: PAY_URL_PATH, query: { orderCode: params.orderCode, paymentType: query.paymentType }, request }),
  );

  registerContractRoute(app, ordersRoutes.getHistory, async ({ request }) =>
    reshape(await upstream.call({ method: 'GET', path: '/order/history/', pageFetch: true, request }), field('sections')),
  );

  registerContractRoute(app, ordersRoutes.removeHistoryOrder, ({ params, request }) =>
    upstream.call({ method: 'DELETE', path: '/order/removeHistoryOrder/', query: { orderId: params.orderId }, request }),
  );

  registerContractRoute(app, ordersRoutes.changeHistoryComment, ({ params, body, request }) =>
    upstream.call({
      method: 'POST',
      path: '/order/changeHistoryComment/',
      body: { orderId: params.orderId, comment: body.comment },
      request,
    }),
  );

  registerContractRoute(app, ordersRoutes.getOrder, async ({ params, request }) => {
    const reply = await upstream.call({ method: 'GET', path: `/o/${params.orderCode}/`, pageFetch: true, request });
    const found = reshape(reply, (page) => {
      const sections = field('sections')(page);
      return isObject(sections) ? withInvoiceLinks(params.orderCode, sections) : sections;
    });
    return { ...found, envelope: orderNotFound(found.envelope) };
  });

  app.get(
    ORDER_INVOICE_PATH,
    {
      schema: {
        summary: 'The order’s invoice (payment type 4): a printable HTML document, streamed',
        description: `\`invoiceUrl\` of the order's data links here. Streamed with the shopper's cookie (the owner needs no token; the token lets a shared link work), as \`text/html\` with \`content-security-policy: ${INVOICE_CSP}\`: it runs and loads nothing`,
        tags: ['orders'],
        params: invoiceParams,
        querystring: invoiceQuery,
        response: { 200: z.any(), '4xx': failEnvelopeSchema, '5xx': failEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { orderCode } = request.params as z.output<typeof invoiceParams>;
      const { token } = request.query as z.output<typeof invoiceQuery>;
      const path = `/order/invoice/${orderCode}/${token ? `?token=${token}` : ''}`;
      // The owner opens it with their session; anyone the link was shared with, by its token.
      const result = await upstream.stream(path, request, { withCookie: true, accepts: ['text/html'] });
      if (!result.ok) return sendEnvelope(reply, orderNotFound(result.envelope));
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', INVOICE_CSP)
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(result.body);
    },
  );
}

export const checkoutRoutesPlugin = fp(routes, { name: 'checkout-routes', dependencies: ['upstream'] });
