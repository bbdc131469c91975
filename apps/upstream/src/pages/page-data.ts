import type { PageData, PageUser, Seo } from '@shop/contracts/page.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { PRICE_ON_REQUEST } from '@shop/contracts/limits.ts';
import type { CategoryRow } from '../db/catalog.ts';
import type { Store } from '../db/store.ts';
import { mainPageWidgets, resolveProductPage } from './product-page.ts';
import { catalogPage } from './catalog-page.ts';
import { orderingPage } from './order-page.ts';
import { contentPage, unsubscribePage } from './content-page.ts';

export const PAGE_NOT_FOUND = 'This page could not be found';
const SHOP_TITLE = 'Интернет-магазин инструментов и товаров для дома';

export interface PageContext {
  siteVersion: SiteVersion;
  user: PageUser;
  /** Whose pages: orders belong to the session or user that placed them. */
  sessionId?: string;
}

export type PageAnswer =
  | { found: true; page: PageData; forceRedirectUrl?: string }
  | { found: false; page: PageData };

const seo = (title: string, description = '', keys = '', canonical = ''): Seo => ({
  seo_title: title,
  seo_desc: description,
  seo_keys: keys,
  seo_canonical: canonical,
});

const categoryPath = (category: CategoryRow) => `/${category.slug}/`;
const categoryLink = (category: CategoryRow) => ({ id: category.id, name: category.name, path: categoryPath(category) });

const formatPrice = (price: number) =>
  price > 0 ? `${new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(price)} ₽` : PRICE_ON_REQUEST;

/** Single-segment site paths: '/{slug}/'. Trailing slash is part of the path. */
function singleSegment(path: string): string | null {
  const match = /^\/([^/]+)\/$/.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Page data for a site path (product-widgets-monitoring.md §2 catch-all): content pages (page),
 * a cancelled price subscription (message), main, cart, category (catalog), product (assortment),
 * renamed sections (forceRedirectUrl), or pagenotfound.
 */
export function resolvePage(store: Store, rawPath: string, context: PageContext): PageAnswer {
  const path = rawPath.split('?')[0] ?? '/';
  const page = (route: PageData['route'], ident: PageData['ident'], pageSeo: Seo, sections: PageData['sections'] = {}): PageData => ({
    route,
    ident,
    seo: pageSeo,
    siteVersion: context.siteVersion,
    sections,
    widgets: route === 'main' ? mainPageWidgets(store, context) : [],
    user: context.user,
  });

  const direct = (target: string): PageData | null => {
    const catalogue = catalogPage(store, target, rawPath, context);
    if (catalogue) return catalogue;
    if (target === '/') {
      const categories = store.catalog.topCategories().map(categoryLink);
      return page(
        'main',
        null,
        seo(SHOP_TITLE, 'Инструменты, электрика, сантехника, стройматериалы и товары для сада с доставкой.', '', '/'),
        { categories },
      );
    }
    if (target === '/cart/') return page('cart', null, seo('Корзина'));
    const slug = singleSegment(target);
    if (!slug) return null;
    const category = store.catalog.categoryBySlug(slug);
    if (category) {
      const lineage = store.catalog.lineage(category);
      return page(
        'catalog',
        category.id,
        seo(
          `${category.name} — купить в интернет-магазине`,
          `${category.name}: цены, наличие и доставка.`,
          category.name.toLowerCase(),
          categoryPath(category),
        ),
        {
          category: { id: category.id, name: category.name, path: categoryPath(category), parentId: category.parent_id },
          breadcrumbs: [{ id: null, name: 'Главная', path: '/' }, ...lineage.map(categoryLink)],
          children: store.catalog.childrenOf(category.id).map(categoryLink),
        },
      );
    }
    const assortment = store.catalog.assortmentByUrl(slug);
    if (assortment) {
      return page(
        'assortment',
        assortment.id,
        seo(
          assortment.name,
          `${assortment.name}: ${formatPrice(assortment.price)}, ${assortment.brand}.`,
          assortment.brand.toLowerCase(),
          `/${assortment.url}/`,
        ),
        { product: { id: assortment.id, name: assortment.name, url: assortment.url, price: assortment.price } },
      );
    }
    return null;
  };

  const content = contentPage(store, path, context) ?? unsubscribePage(store, path, context);
  if (content) return content;

  const ordering = orderingPage(store, path, context);
  if (ordering) return ordering;

  const product = resolveProductPage(store, rawPath, context, page);
  if (product) return product;

  const found = direct(path);
  if (found) return { found: true, page: found };

  const redirect = store.catalog.redirectFor(path);
  if (redirect) {
    const landing = direct(redirect.replace('{host}', '')) ?? page('page', null, seo(SHOP_TITLE));
    return { found: true, page: landing, forceRedirectUrl: redirect };
  }

  return { found: false, page: page('pagenotfound', null, seo('Страница не найдена')) };
}
