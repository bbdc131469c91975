import { stableHash } from './rules/stable-hash.ts';
import { WidgetType } from './widgets.ts';
import type { ClassifiedItem, TemplateWidget, Widget, WidgetProduct, WidgetReply, WidgetTypeName } from './widgets.ts';

/**
 * The parts widgets are built from (product-widgets-monitoring.md §2, §7), and the reply with its
 * hash: the demo upstream fills them from its database, the mocks from their fixtures.
 */

const ALL = 'Все';

/** The fields every widget starts with. */
export const widgetBase = <T extends WidgetTypeName>(key: string, type: T, empty: boolean) => ({
  widget_key: key,
  widgetTypeName: type,
  widgetType: WidgetType[type],
  is_empty_content: empty,
});

/** A strip of goods: palisades, goods templates, the shopper's viewed and favourite goods. */
export const goodsStrip = (header: string, allLink: string, products: WidgetProduct[]) => ({
  palisade_header: header,
  tab_color: '',
  button_all_label: ALL,
  all_button_link: allLink,
  goods_quantity: products.length,
  multi: [],
  defaultProducts: products,
});

/** A list of categories: classified widgets, the shopper's viewed and favourite categories. */
export const categoryList = (header: string, allLink: string, items: ClassifiedItem[]) => ({
  palisade_header: header,
  button_all_label: ALL,
  all_button_link: allLink,
  multi: [],
  defaultItems: items,
});

/** A template widget of goods, or of categories when it has them. */
export const templateWidget = (
  key: string,
  header: string,
  allLink: string,
  products: WidgetProduct[],
  items: ClassifiedItem[] = [],
): TemplateWidget => ({
  ...widgetBase(key, 'template', products.length === 0 && items.length === 0),
  ...goodsStrip(header, allLink, products),
  template: items.length > 0 ? 'categories' : 'products',
  items,
});

/** The shopper's own widgets: goods and categories viewed, and favourite. */
export const USER_WIDGET_TITLES = {
  product_history: { header: 'Вы смотрели', allLink: '/history/' },
  product_favorites: { header: 'Избранные товары', allLink: '/favorites/' },
  category_history: { header: 'Вы смотрели категории', allLink: '/history/' },
  category_favorites: { header: 'Избранные категории', allLink: '/favorites/' },
} as const;

/** The widget, or not-modified without it when the hash the caller holds is still the widget's. */
export function widgetReply(key: string, widget: Widget, held: string | undefined): WidgetReply {
  const widgetHash = stableHash(widget);
  return held === widgetHash
    ? { widgetKey: key, widgetHash, notModified: true }
    : { widgetKey: key, widgetHash, notModified: false, widgetData: widget };
}
