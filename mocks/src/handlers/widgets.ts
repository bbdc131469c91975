import { contract } from '@shop/contracts/routes.ts';
import type { Widget, WidgetReply } from '@shop/contracts/widgets.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { catalogueItems } from '../fixtures/catalogue.ts';
import { cartRelatesWidget, categoryItems, keyedWidgets, userWidget, widgetHash } from '../fixtures/widgets.ts';
import { viewedGoods } from '../product-state.ts';
import { cart } from '../state.ts';

const routes = contract.widgets;

/** The data, or not-modified without it when the caller's hash is still the widget's. */
function reply(key: string, widget: Widget, hash: string | undefined): WidgetReply {
  const widgetHashNow = widgetHash(widget);
  return hash === widgetHashNow
    ? { widgetKey: key, widgetHash: widgetHashNow, notModified: true }
    : { widgetKey: key, widgetHash: widgetHashNow, notModified: false, widgetData: widget };
}

const inCatalogue = (id: number) => catalogueItems.some((item) => item.id === id);

export const widgetHandlers = [
  handle(routes.getWidget, ({ params, query }) => {
    const widget = keyedWidgets[params.key];
    return widget ? ok(reply(params.key, widget, query.hash)) : failure(404, 'Виджет не найден');
  }),

  handle(routes.getDefinedWidget, ({ params, query }) => {
    const goods = params.type === 'product_history' ? viewedGoods().filter(inCatalogue) : params.type === 'product_favorites' ? [101, 104] : [];
    const categories = params.type === 'category_favorites' ? categoryItems.slice(0, 2) : params.type === 'category_history' ? categoryItems.slice(0, goods.length > 0 ? 3 : 0) : [];
    return ok(reply(params.type, userWidget(params.type, goods, categories), query.hash));
  }),

  handle(routes.getCartWidget, ({ query }) => {
    const inCart = new Set(cart().cartPageData.products.map((line) => line.id));
    const goods = inCart.size === 0 ? [] : [102, 103, 106].filter((id) => !inCart.has(id));
    return ok(reply(query.key, cartRelatesWidget(goods), undefined));
  }),
];
