import { contract } from '@shop/contracts/routes.ts';
import type { Widget, WidgetReply } from '@shop/contracts/widgets.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import {
  cartRelatesWidget,
  categoryItems,
  keyedWidgets,
  shopperCategories,
  shopperGoods,
  userWidget,
  widgetHash,
} from '../fixtures/widgets.ts';
import { cartLines } from '../state.ts';

const routes = contract.widgets;

/** The data, or not-modified without it when the caller's hash is still the widget's. */
function reply(key: string, widget: Widget, hash: string | undefined): WidgetReply {
  const widgetHashNow = widgetHash(widget);
  return hash === widgetHashNow
    ? { widgetKey: key, widgetHash: widgetHashNow, notModified: true }
    : { widgetKey: key, widgetHash: widgetHashNow, notModified: false, widgetData: widget };
}

export const widgetHandlers = [
  handle(routes.getWidget, ({ params, query }) => {
    const widget = keyedWidgets[params.key];
    return widget ? ok(reply(params.key, widget, query.hash)) : failure(404, 'Виджет не найден');
  }),

  handle(routes.getDefinedWidget, ({ params, query }) =>
    ok(
      reply(
        params.type,
        userWidget(params.type, shopperGoods[params.type] ?? [], categoryItems.slice(0, shopperCategories[params.type] ?? 0)),
        query.hash,
      ),
    ),
  ),

  handle(routes.getCartWidget, ({ query }) => {
    const inCart = new Set(cartLines().map((line) => line.assortmentId));
    const goods = inCart.size === 0 ? [] : [102, 103, 106].filter((id) => !inCart.has(id));
    return ok(reply(query.key, cartRelatesWidget(goods), undefined));
  }),
];
