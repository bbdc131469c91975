import { contract } from '@shop/contracts/routes.ts';
import { widgetReply } from '@shop/contracts/widget-parts.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { cartRelatesWidget, categoryItems, keyedWidgets, shopperCategories, shopperGoods, userWidget } from '../fixtures/widgets.ts';
import { cartLines } from '../state.ts';

const routes = contract.widgets;

export const widgetHandlers = [
  handle(routes.getWidget, ({ params, query }) => {
    const widget = keyedWidgets[params.key];
    return widget ? ok(widgetReply(params.key, widget, query.hash)) : failure(404, 'Виджет не найден');
  }),

  handle(routes.getDefinedWidget, ({ params, query }) =>
    ok(
      widgetReply(
        params.type,
        userWidget(params.type, shopperGoods[params.type] ?? [], categoryItems.slice(0, shopperCategories[params.type] ?? 0)),
        query.hash,
      ),
    ),
  ),

  handle(routes.getCartWidget, ({ query }) => {
    const inCart = new Set(cartLines().map((line) => line.assortmentId));
    const goods = inCart.size === 0 ? [] : [102, 103, 106].filter((id) => !inCart.has(id));
    return ok(widgetReply(query.key, cartRelatesWidget(goods), undefined));
  }),
];
