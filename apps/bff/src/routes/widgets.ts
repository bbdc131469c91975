import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { widgetRoutes } from '@shop/contracts/widgets.ts';
import { registerContractRoute } from '../http/contract-route.ts';

/** Widgets (product-widgets-monitoring.md §7): keyed, the shopper's own, and the cart page's. */
async function routes(app: FastifyInstance) {
  const { upstream } = app;

  registerContractRoute(app, widgetRoutes.getWidget, ({ params, query, request }) =>
    upstream.call({ method: 'GET', path: '/api/v1/widgets/getWidget/', query: { key: params.key, hash: query.hash }, request }),
  );
  registerContractRoute(app, widgetRoutes.getDefinedWidget, ({ params, query, request }) =>
    upstream.call({ method: 'GET', path: '/api/v1/widgets/getDefinedWidget/', query: { type: params.type, hash: query.hash }, request }),
  );
  registerContractRoute(app, widgetRoutes.getCartWidget, ({ query, request }) =>
    upstream.call({ method: 'POST', path: '/cart/getWidget/', body: { key: query.key }, request }),
  );
}

export const widgetRoutesPlugin = fp(routes, { name: 'widget-routes', dependencies: ['upstream'] });
