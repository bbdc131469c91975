import type { PageData, PageRoute, PageSectionsOf, Seo } from '@shop/contracts/page.ts';
import type { ProductTab } from '@shop/contracts/product.ts';
import { priceText } from '@shop/contracts/rules/roubles.ts';
import type { Store } from '../db/store.ts';
import { createProductService, shopperOf } from '../product/product-service.ts';
import { createWidgetService } from '../widgets/widget-service.ts';
import type { PageAnswer, PageContext } from './page-data.ts';

type PageBuilder = <R extends PageRoute>(route: R, ident: PageData['ident'], seo: Seo, sections: PageSectionsOf<R>) => PageData;

/** '/{assortmentUrl}/', '/{assortmentUrl}/related/', '/{assortmentUrl}/analogs/'. */
const PRODUCT_PATH = /^\/([^/]+)\/(?:(related|analogs)\/)?$/;
const TAB_TITLES: Record<ProductTab, string> = { index: '', related: 'Аксессуары к ', analogs: 'Аналоги: ' };
const ID = /^[1-9]\d{0,9}$/;

/**
 * Page data of a product (route 'assortment'): the index tab, the related and analogs tabs, and
 * the selector scenario (`?scenario=selector&sourceAssId=`, the same data for the variety chosen).
 * `?priceGraph=1` opens the price-dynamics modal on arrival (the price-change e-mail links so).
 * Null when the path is not a product's.
 */
export function resolveProductPage(store: Store, rawPath: string, context: PageContext, page: PageBuilder): PageAnswer | null {
  const [path = '/', search = ''] = rawPath.split('?');
  const match = PRODUCT_PATH.exec(path);
  if (!match?.[1]) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const variety = store.product.varietyByUrl(slug);
  if (!variety) return null;

  const query = new URLSearchParams(search);
  const tab: ProductTab = match[2] === 'related' || match[2] === 'analogs' ? match[2] : 'index';
  const source = query.get('sourceAssId') ?? '';
  const shopper = shopperOf(store, context.sessionId ?? null, typeof context.user.id === 'number' ? context.user.id : null);
  const sections = createProductService(store).page(variety, shopper, {
    tab,
    sourceAssId: query.get('scenario') === 'selector' && ID.test(source) ? Number(source) : null,
    priceGraphOpened: query.get('priceGraph') === '1',
  });
  if (shopper.sessionId && tab === 'index') store.product.recordView(shopper.sessionId, variety.id);

  const category = store.catalogue.category(variety.category_id);
  const seo: Seo = {
    seo_title: `${TAB_TITLES[tab]}${variety.name} — купить по цене ${priceText(variety.price)}`,
    seo_desc: `${variety.name}: ${priceText(variety.price)}, ${variety.brand}. Отзывы, характеристики, доставка.`,
    seo_keys: [variety.brand, category?.name ?? ''].filter(Boolean).join(', ').toLowerCase(),
    seo_canonical: `/${variety.url}/`,
  };
  return { found: true, page: page('assortment', variety.id, seo, sections) };
}

/** The main page's widgets for the layout asked for, built for the shopper. */
export function mainPageWidgets(store: Store, context: PageContext): PageData['widgets'] {
  const userId = typeof context.user.id === 'number' ? context.user.id : null;
  return createWidgetService(store).pageWidgets(context.siteVersion, shopperOf(store, context.sessionId ?? null, userId));
}
