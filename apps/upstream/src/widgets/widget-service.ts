import { createHash } from 'node:crypto';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { WidgetType } from '@shop/contracts/widgets.ts';
import type { ClassifiedItem, PageWidget, TemplateWidget, Widget, WidgetProduct, WidgetReply } from '@shop/contracts/widgets.ts';
import type { CartOwner } from '../cart/store.ts';
import type { VarietyRow } from '../product/store.ts';
import type { Store } from '../db/store.ts';
import { widgetSettingsSchema } from './settings.ts';
import type { WidgetSettings } from './settings.ts';
import { COMPANIONS } from './companions.ts';
import { categoryItems, productTiles } from './tiles.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';

/** Goods in a widget strip and in the product page's related and analogs tabs. */
export const STRIP_GOODS = 12;
export const TAB_GOODS = 48;
const CATEGORY_ITEMS = 12;
const HISTORY_ITEMS = 18;
const BILLBOARD_AUTOPLAY = 30;
const ALL = 'Все';

/** Whose widgets: views and favourites follow the session and the signed-in user. */
export interface WidgetContext {
  sessionId: string | null;
  userId: number | null;
  cartOwner: CartOwner | null;
}

export const WIDGET_TEXT = {
  notFound: 'Виджет не найден',
  productOnly: 'Этот виджет показывается на странице товара',
} as const;

export const bannerUrl = (key: string, index: number, background = false) => `/img/w/${key}-${index + 1}${background ? '-bg' : ''}.png`;

export const widgetHash = (data: Widget) => createHash('sha1').update(JSON.stringify(data)).digest('hex').slice(0, 16);

export function createWidgetService(store: Store) {
  const { widgets } = store;

  const favorites = (context: WidgetContext) => store.favorites.idsOf(context.userId);
  const tiles = (ids: readonly number[], context: WidgetContext) => productTiles(store, ids, favorites(context));

  const base = <T extends Widget['widgetTypeName']>(key: string, type: T, empty: boolean) => ({
    widget_key: key,
    widgetTypeName: type,
    widgetType: WidgetType[type],
    is_empty_content: empty,
  });

  const strip = (header: string, allLink: string, products: WidgetProduct[], total = products.length) => ({
    palisade_header: header,
    tab_color: '',
    button_all_label: ALL,
    all_button_link: allLink,
    goods_quantity: total,
    multi: [],
    defaultProducts: products,
  });

  const classified = (header: string, allLink: string, items: ClassifiedItem[]) => ({
    palisade_header: header,
    button_all_label: ALL,
    all_button_link: allLink,
    multi: [],
    defaultItems: items,
  });

  const sectionOf = (slug: string) => store.catalogue.categoryBySlug(slug);

  /** The cart's goods' companions, without what is in the cart already. */
  function cartRelates(context: WidgetContext): number[] {
    if (!context.cartOwner) return [];
    const lines = store.cart.lines(context.cartOwner);
    const inCart = new Set(lines.map((line) => line.assortment_id));
    const groups = new Set<string>();
    for (const line of lines) {
      const variety = store.product.variety(line.assortment_id);
      const group = variety ? groupOf(variety.category_id) : undefined;
      for (const companion of group ? (COMPANIONS[group] ?? []) : []) groups.add(companion);
    }
    const categories = [...groups].flatMap((slug) => widgets.leavesUnder(slug));
    const salt = lines[0]?.assortment_id ?? 0;
    return store.product
      .companionIds(categories, salt, STRIP_GOODS + inCart.size)
      .filter((id) => !inCart.has(id))
      .slice(0, STRIP_GOODS);
  }

  /** The second-level category (group) a leaf belongs to. */
  function groupOf(categoryId: number): string | undefined {
    const category = store.catalogue.category(categoryId);
    if (!category) return undefined;
    const lineage = store.catalogue.lineage(category);
    return lineage[1]?.slug;
  }

  function build(key: string, settings: WidgetSettings, context: WidgetContext): Widget {
    switch (settings.type) {
      case 'tabloid':
        return { ...base(key, 'tabloid', !settings.htmlCode), htmlCode: settings.htmlCode };
      case 'billboard':
        return {
          ...base(key, 'billboard', settings.slides.length === 0),
          autoplayDelay: BILLBOARD_AUTOPLAY,
          multi: settings.slides.map((slide, index) => ({
            ...slide,
            mainFile: bannerUrl(key, index),
            backgroundFile: bannerUrl(key, index, true),
          })),
        };
      case 'carousel':
        return {
          ...base(key, 'carousel', settings.slides.length === 0),
          multi: settings.slides.map((slide, index) => ({ ...slide, mainFile: bannerUrl(key, index) })),
        };
      case 'palisade': {
        const multi = settings.tabs.flatMap((slug) => {
          const section = sectionOf(slug);
          if (!section) return [];
          const products = tiles(widgets.goods(settings.goods, widgets.leavesUnder(slug), STRIP_GOODS), context);
          return products.length > 0 ? [{ tabName: section.name, url: `/${section.slug}/`, tabProducts: products }] : [];
        });
        const all = tiles(widgets.goods(settings.goods, null, STRIP_GOODS), context);
        return {
          ...base(key, 'palisade', all.length === 0),
          ...strip(settings.header, settings.allLink, all),
          tab_color: settings.tabColor,
          multi,
        };
      }
      case 'classified': {
        const multi = settings.tabs.flatMap((slug) => {
          const section = sectionOf(slug);
          if (!section) return [];
          return [
            { tabName: section.name, url: `/${section.slug}/`, tabData: categoryItems(widgets.categories(widgets.leavesUnder(slug))) },
          ];
        });
        const items = categoryItems(widgets.popularCategories(CATEGORY_ITEMS));
        return { ...base(key, 'classified', items.length === 0), ...classified(settings.header, settings.allLink, items), multi };
      }
      case 'announcements':
        return { ...base(key, 'announcements', settings.items.length === 0), palisade_header: settings.header, multi: settings.items };
      case 'template': {
        const categories =
          settings.source === 'saleCategories'
            ? widgets.saleCategories(CATEGORY_ITEMS)
            : settings.source === 'popularCategories'
              ? widgets.popularCategories(CATEGORY_ITEMS)
              : null;
        if (categories) {
          const items = categoryItems(categories);
          return {
            ...base(key, 'template', items.length === 0),
            ...strip(settings.header, settings.allLink, []),
            template: 'categories',
            items,
          };
        }
        const ids =
          settings.source === 'saleGoods'
            ? widgets.goods('sale', null, STRIP_GOODS)
            : settings.source === 'popularGoods'
              ? widgets.goods('popular', null, STRIP_GOODS)
              : cartRelates(context);
        const products = tiles(ids, context);
        return {
          ...base(key, 'template', products.length === 0),
          ...strip(settings.header, settings.allLink, products),
          template: 'products',
          items: [],
        };
      }
      case 'product_history': {
        const views = context.sessionId ? store.product.recentViews(context.sessionId, HISTORY_ITEMS) : [];
        const products = tiles(
          views.map((view) => view.assortment_id),
          context,
        );
        return { ...base(key, 'product_history', products.length === 0), ...strip('Вы смотрели', '/history/', products) };
      }
      case 'product_favorites': {
        const products = tiles(widgets.favoriteGoods(context.userId, HISTORY_ITEMS), context);
        return { ...base(key, 'product_favorites', products.length === 0), ...strip('Избранные товары', '/favorites/', products) };
      }
      case 'category_history': {
        const views = context.sessionId ? store.product.recentViews(context.sessionId, HISTORY_ITEMS * 3) : [];
        const ids = [...new Set(views.flatMap((view) => store.catalogue.assortment(view.assortment_id)?.category_id ?? []))];
        const items = categoryItems(widgets.categories(ids.slice(0, CATEGORY_ITEMS)));
        return { ...base(key, 'category_history', items.length === 0), ...classified('Вы смотрели категории', '/history/', items) };
      }
      case 'category_favorites': {
        const items = categoryItems(widgets.categories(widgets.favoriteCategoryIds(context.userId)), true);
        return { ...base(key, 'category_favorites', items.length === 0), ...classified('Избранные категории', '/favorites/', items) };
      }
    }
  }

  function settingsOf(key: string): WidgetSettings | undefined {
    const row = widgets.widget(key);
    return row ? widgetSettingsSchema.parse({ type: row.type, ...(JSON.parse(row.settings) as object) }) : undefined;
  }

  /** A reply with the data, or not-modified when the caller's hash is still the widget's. */
  function answer(key: string, data: Widget, hash: string | undefined): WidgetReply {
    const widgetHashNow = widgetHash(data);
    return hash === widgetHashNow
      ? { widgetKey: key, widgetHash: widgetHashNow, notModified: true }
      : { widgetKey: key, widgetHash: widgetHashNow, notModified: false, widgetData: data };
  }

  /** The product page's strips: accessories from the companion groups, analogs of a near price. */
  function productStrip(kind: 'sputnik' | 'analogs', variety: VarietyRow, context: WidgetContext, limit = STRIP_GOODS) {
    const ids =
      kind === 'analogs'
        ? store.product.analogIds(variety, limit)
        : store.product.companionIds(
            (COMPANIONS[groupOf(variety.category_id) ?? ''] ?? []).flatMap((slug) => widgets.leavesUnder(slug)),
            variety.product_id,
            limit,
          );
    return tiles(ids, context);
  }

  return {
    /** A keyed widget; product-page strips need their product, see productWidget. */
    reply(key: string, context: WidgetContext, hash?: string): Outcome<WidgetReply> {
      if (key === 'product_page_sputnik' || key === 'product_page_analogs') return refuse(400, WIDGET_TEXT.productOnly);
      const settings = settingsOf(key);
      if (!settings) return refuse(404, WIDGET_TEXT.notFound);
      return done(answer(key, build(key, settings, context), hash));
    },
    productWidget(key: 'product_page_sputnik' | 'product_page_analogs', variety: VarietyRow, context: WidgetContext): TemplateWidget {
      const sputnik = key === 'product_page_sputnik';
      const products = productStrip(sputnik ? 'sputnik' : 'analogs', variety, context);
      const header = sputnik ? 'С этим товаром покупают' : variety.missing_item === 0 ? 'Похожие товары' : 'Аналоги';
      const allLink = `/${variety.url}/${sputnik ? 'related' : 'analogs'}/`;
      return {
        ...base(key, 'template', products.length === 0),
        ...strip(header, allLink, products),
        template: 'products',
        items: [],
      };
    },
    /** The related and analogs tabs' grids. */
    tabProducts: (tab: 'related' | 'analogs', variety: VarietyRow, context: WidgetContext) =>
      productStrip(tab === 'related' ? 'sputnik' : 'analogs', variety, context, TAB_GOODS),
    pageWidgets(siteVersion: SiteVersion, context: WidgetContext): PageWidget[] {
      return widgets.layout(siteVersion).flatMap(({ widget_key: key, position }) => {
        const settings = settingsOf(key);
        if (!settings) return [];
        const data = build(key, settings, context);
        return [{ widgetKey: key, widgetHash: widgetHash(data), position, widgetData: data }];
      });
    },
    answer,
  };
}
