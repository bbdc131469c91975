import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Widget, WidgetReply } from '@shop/contracts/widgets.ts';
import { widgetRoutes } from '@shop/contracts/widgets.ts';
import { registerContractRoute } from '../http/contract-route.ts';

/**
 * Widgets whose content is the same for every shopper: banners, HTML, category tiles.
 * Product tiles carry the shopper's favourites (favoritesHas) and the 'products' template may
 * be the cart's companions, so those, and the shopper's own types, are never shared.
 */
export function isSharedWidget(widget: Widget): boolean {
  switch (widget.widgetTypeName) {
    case 'tabloid':
    case 'billboard':
    case 'carousel':
    case 'classified':
    case 'announcements':
      return true;
    case 'template':
      return widget.template === 'categories';
    default:
      return false;
  }
}

/** A not-modified answer names no type: only a full reply of a shared type is cached. */
const sharedWidgetReply = (data: unknown) => {
  const widget = (data as WidgetReply).widgetData;
  return widget !== undefined && isSharedWidget(widget);
};

/** Widgets (product-widgets-monitoring.md §7): keyed, the shopper's own, and the cart page's. */
async function routes(app: FastifyInstance) {
  const { upstream } = app;

  registerContractRoute(
    app,
    widgetRoutes.getWidget,
    ({ params, query, request }) =>
      upstream.call({ method: 'GET', path: '/api/v1/widgets/getWidget/', query: { key: params.key, hash: query.hash }, request }),
    { shared: { shareable: sharedWidgetReply } },
  );
  registerContractRoute(app, widgetRoutes.getDefinedWidget, ({ params, query, request }) =>
    upstream.call({ method: 'GET', path: '/api/v1/widgets/getDefinedWidget/', query: { type: params.type, hash: query.hash }, request }),
  );
  registerContractRoute(app, widgetRoutes.getCartWidget, ({ query, request }) =>
    upstream.call({ method: 'POST', path: '/cart/getWidget/', body: { key: query.key }, request }),
  );
}

export const widgetRoutesPlugin = fp(routes, { name: 'widget-routes', dependencies: ['upstream'] });
