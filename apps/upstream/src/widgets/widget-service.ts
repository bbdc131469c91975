import type { SiteVersion } from '@shop/contracts/enums.ts';
import { categoryList, goodsStrip, templateWidget, USER_WIDGET_TITLES, widgetBase, widgetReply } from '@shop/contracts/widget-parts.ts';
import { stableHash } from '@shop/contracts/rules/stable-hash.ts';
import type { PageWidget, TemplateWidget, Widget, WidgetReply } from '@shop/contracts/widgets.ts';
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

export function createWidgetService(store: Store) {
  const { widgets } = store;

  const favorites = (context: WidgetContext) => store.favorites.idsOf(context.userId);
  const tiles = (ids: readonly number[], context: WidgetContext) => productTiles(store, ids, favorites(context));

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
        return { ...widgetBase(key, 'tabloid', !settings.htmlCode), htmlCode: settings.htmlCode };
      case 'billboard':
        return {
          ...widgetBase(key, 'billboard', settings.slides.length === 0),
          autoplayDelay: BILLBOARD_AUTOPLAY,
          multi: settings.slides.map((slide, index) => ({
            ...slide,
            mainFile: bannerUrl(key, index),
            backgroundFile: bannerUrl(key, index, true),
          })),
        };
      case 'carousel':
        return {
          ...widgetBase(key, 'carousel', settings.slides.length === 0),
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
          ...widgetBase(key, 'palisade', all.length === 0),
          ...goodsStrip(settings.header, settings.allLink, all),
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
        return { ...widgetBase(key, 'classified', items.length === 0), ...categoryList(settings.header, settings.allLink, items), multi };
      }
      case 'announcements':
        return {
          ...widgetBase(key, 'announcements', settings.items.length === 0),
          palisade_header: settings.header,
          multi: settings.items,
        };
      case 'template': {
        const categories =
          settings.source === 'saleCategories'
            ? widgets.saleCategories(CATEGORY_ITEMS)
            : settings.source === 'popularCategories'
              ? widgets.popularCategories(CATEGORY_ITEMS)
              : null;
        if (categories) return templateWidget(key, settings.header, settings.allLink, [], categoryItems(categories));
        const ids =
          settings.source === 'saleGoods'
            ? widgets.goods('sale', null, STRIP_GOODS)
            : settings.source === 'popularGoods'
              ? widgets.goods('popular', null, STRIP_GOODS)
              : cartRelates(context);
        return templateWidget(key, settings.header, settings.allLink, tiles(ids, context));
      }
      case 'product_history':
      case 'product_favorites': {
        const { header, allLink } = USER_WIDGET_TITLES[settings.type];
        const ids =
          settings.type === 'product_favorites'
            ? widgets.favoriteGoods(context.userId, HISTORY_ITEMS)
            : (context.sessionId ? store.product.recentViews(context.sessionId, HISTORY_ITEMS) : []).map((view) => view.assortment_id);
        const products = tiles(ids, context);
        return { ...widgetBase(key, settings.type, products.length === 0), ...goodsStrip(header, allLink, products) };
      }
      case 'category_history':
      case 'category_favorites': {
        const { header, allLink } = USER_WIDGET_TITLES[settings.type];
        const favorite = settings.type === 'category_favorites';
        const views = !favorite && context.sessionId ? store.product.recentViews(context.sessionId, HISTORY_ITEMS * 3) : [];
        const ids = favorite
          ? widgets.favoriteCategoryIds(context.userId)
          : [...new Set(views.flatMap((view) => store.catalogue.assortment(view.assortment_id)?.category_id ?? []))].slice(
              0,
              CATEGORY_ITEMS,
            );
        const items = categoryItems(widgets.categories(ids), favorite);
        return { ...widgetBase(key, settings.type, items.length === 0), ...categoryList(header, allLink, items) };
      }
    }
  }

  function settingsOf(key: string): WidgetSettings | undefined {
    const row = widgets.widget(key);
    return row ? widgetSettingsSchema.parse({ type: row.type, ...(JSON.parse(row.settings) as object) }) : undefined;
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
      return done(widgetReply(key, build(key, settings, context), hash));
    },
    productWidget(key: 'product_page_sputnik' | 'product_page_analogs', variety: VarietyRow, context: WidgetContext): TemplateWidget {
      const sputnik = key === 'product_page_sputnik';
      const products = productStrip(sputnik ? 'sputnik' : 'analogs', variety, context);
      const header = sputnik ? 'С этим товаром покупают' : variety.missing_item === 0 ? 'Похожие товары' : 'Аналоги';
      const allLink = `/${variety.url}/${sputnik ? 'related' : 'analogs'}/`;
      return templateWidget(key, header, allLink, products);
    },
    /** The related and analogs tabs' grids. */
    tabProducts: (tab: 'related' | 'analogs', variety: VarietyRow, context: WidgetContext) =>
      productStrip(tab === 'related' ? 'sputnik' : 'analogs', variety, context, TAB_GOODS),
    pageWidgets(siteVersion: SiteVersion, context: WidgetContext): PageWidget[] {
      return widgets.layout(siteVersion).flatMap(({ widget_key: key, position }) => {
        const settings = settingsOf(key);
        if (!settings) return [];
        const data = build(key, settings, context);
        return [{ widgetKey: key, widgetHash: stableHash(data), position, widgetData: data }];
      });
    },
  };
}
