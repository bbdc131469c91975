import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cartRoutes } from '@shop/contracts/cart.ts';
import { IDEMPOTENCY_KEY_HEADER, orderCodeSchema } from '@shop/contracts/orders.ts';
import { registerContractRoute } from '../http/contract-route.ts';
import { field, isObject, reshape } from '../upstream-client/reshape.ts';
import type { FormOptions } from '../http/forms.ts';
import type { UpstreamReply } from '../upstream-client/client.ts';

/** The cart's own actions also work as plain HTML forms, back to the cart page unless the form names its page. */
const cartForm: FormOptions = { fallback: '/cart/' };

/** The cart routes of the contract on the legacy cart paths (cart-and-ordering.md §7). */
async function routes(app: FastifyInstance) {
  const { upstream } = app;

  /**
   * A change queued offline carries the key made when the shopper made it: a repeat by the same
   * shopper (the page closed before the reply came) gets the first reply, and the upstream is
   * asked once. Without a key (a plain form, an old tab) the change is sent as it is.
   */
  const once = (headers: Record<string, unknown>, cookie: string | undefined, change: () => Promise<UpstreamReply>) => {
    const key = headers[IDEMPOTENCY_KEY_HEADER];
    return app.idempotency.run(typeof key === 'string' ? app.idempotency.keyOf(cookie, key) : undefined, change);
  };

  registerContractRoute(app, cartRoutes.getCart, ({ request }) => upstream.call({ method: 'GET', path: '/cart/getCartData/', request }));

  registerContractRoute(
    app,
    cartRoutes.addItem,
    ({ body, headers, request }) =>
      once(headers, request.headers.cookie, () =>
        upstream.call({
          method: 'PUT',
          path: '/api/v1/Cart/put/',
          query: { quantity: body.quantity, assortmentId: body.assortmentId, colorId: body.colorId },
          request,
        }),
      ),
    { form: cartForm },
  );

  registerContractRoute(
    app,
    cartRoutes.updateItem,
    ({ params, body, headers, request }) =>
      once(headers, request.headers.cookie, () =>
        upstream.call({
          method: 'PUT',
          path: `/cart/update/${params.assortmentId}/`,
          query: { quantity: body.quantity, multism: body.multism, onlyOne: true, colorId: body.colorId },
          request,
        }),
      ),
    { form: cartForm },
  );

  registerContractRoute(
    app,
    cartRoutes.removeItem,
    ({ params, query, headers, request }) =>
      once(headers, request.headers.cookie, () =>
        upstream.call({
          method: 'DELETE',
          path: '/api/v1/Cart/remove/',
          body: { assortmentId: params.assortmentId, colorId: query.colorId },
          request,
        }),
      ),
    { form: cartForm },
  );

  registerContractRoute(
    app,
    cartRoutes.clear,
    ({ request }) => upstream.call({ method: 'DELETE', path: '/api/v1/Cart/clearBasket/', request }),
    { form: cartForm },
  );

  registerContractRoute(app, cartRoutes.oneClickOrder, async ({ body, request }) => {
    const placed = await upstream.call({ method: 'PUT', path: '/api/v1/Cart/createOneClickOrder/', query: { phone: body.phone }, request });
    // §7 gives the one-click reply the order code alone: the invoice number comes from the order's page.
    const code = orderCodeSchema.safeParse(field('orderCode')(placed.envelope.status === 'OK' ? placed.envelope.data : undefined));
    if (!code.success) return placed;
    const page = await upstream.call({ method: 'GET', path: `/o/${code.data}/`, pageFetch: true, request });
    const sections = page.envelope.status === 'OK' ? field('sections')(page.envelope.data) : undefined;
    const invoiceNumber = isObject(sections) ? field('invoice_number')(sections.orderData) : undefined;
    return reshape(placed, (data) => ({
      ...(isObject(data) ? data : {}),
      invoiceNumber: typeof invoiceNumber === 'string' ? invoiceNumber : null,
    }));
  });
}

export const cartRoutesPlugin = fp(routes, { name: 'cart-routes', dependencies: ['upstream'] });
