import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { pageDataOf } from '@shop/contracts/page.ts';
import type { PageData, PageRoute, PageSectionsOf, Seo } from '@shop/contracts/page.ts';
import type { CartOwner } from '../cart/store.ts';
import type { Store } from '../db/store.ts';
import { brandsListSections, categoriesListSections } from '../listing/catalogue-menu.ts';
import { splitListingPath } from '@shop/contracts/rules/listing-url.ts';
import { resolveListing, sqlFilters } from '../listing/listing-request.ts';
import type { ListingRequest, Shopper } from '../listing/listing-request.ts';
import { listingFilters, listingProducts, priceUrl } from '../listing/listing-view.ts';
import { productsLabel } from '@shop/contracts/rules/plural.ts';
import type { ListingViewer } from '../listing/listing-view.ts';
import type { PageContext } from './page-data.ts';

/** Full lists (route 'page'). */
export const CATEGORIES_PATH = '/categories/';
export const BRANDS_PATH = '/brands/';

const HOME = { id: null, name: 'Главная', path: '/' };

const seo = (title: string, description: string, canonical: string): Seo => ({
  seo_title: title,
  seo_desc: description,
  seo_keys: '',
  seo_canonical: canonical,
});

function breadcrumbs(store: Store, request: ListingRequest): CataloguePageSections['breadcrumbs'] {
  const { target } = request;
  if (target.category) {
    return [
      HOME,
      ...store.catalogue.lineage(target.category).map((category) => ({ id: category.id, name: category.name, path: `/${category.slug}/` })),
    ];
  }
  if (target.brand)
    return [HOME, { id: null, name: 'Бренды', path: BRANDS_PATH }, { id: target.brand.id, name: target.brand.name, path: target.basePath }];
  return [HOME, { id: null, name: target.kind === 'search' ? 'Поиск' : target.title, path: target.basePath }];
}

function listingSeo(request: ListingRequest): Seo {
  const { target, page } = request;
  const suffix = page > 1 ? ` — страница ${page}` : '';
  if (target.kind === 'category') {
    return seo(`${target.title} — купить в интернет-магазине${suffix}`, `${target.title}: цены, наличие и доставка.`, target.basePath);
  }
  if (target.kind === 'brand')
    return seo(`Товары ${target.title}${suffix}`, `Товары марки ${target.title}: цены и наличие.`, target.basePath);
  return seo(`${target.title}${suffix}`, '', target.basePath);
}

function fullSections(store: Store, request: ListingRequest, viewer: ListingViewer, shopper: Shopper): CataloguePageSections {
  const { target } = request;
  const products = listingProducts(store, request, viewer);
  const counts = store.catalogueListing.categoryCounts();
  const sessionId = shopper.sessionId;
  return {
    ...products,
    listing: { kind: target.kind, title: target.title, basePath: target.basePath },
    category: target.category
      ? { id: target.category.id, name: target.category.name, path: target.basePath, parentId: target.category.parent_id }
      : null,
    search: target.term !== null ? { term: target.term } : null,
    breadcrumbs: breadcrumbs(store, request),
    subcategories: target.category
      ? store.catalogue
          .childrenOf(target.category.id)
          .map((child) => ({ id: child.id, name: child.name, path: `/${child.slug}/`, count: counts.get(child.id) ?? 0 }))
      : [],
    contentTitleLabel: productsLabel(products.productsParams.total),
    viewMode: sessionId ? store.cataloguePrefs.of(sessionId).view_mode : 'pics',
    ...listingFilters(store, request),
    categoryIsFavorite:
      target.category !== null && shopper.userId !== null && store.favorites.isCategory(shopper.userId, target.category.id),
    // catalogue.md §2 leaves when /new/ and /history/ are allowed open: /new/ while there are new
    // goods; /history/ on desktop once the shopper has seen a product.
    showNew: store.catalogueListing.hasNewGoods(),
    showHistory: viewer.siteVersion === 'desktop' && sessionId !== null && store.catalogueListing.historySize(sessionId) > 0,
    hideSortPanel: target.kind === 'history',
    priceUrl: priceUrl(request, viewer.siteVersion),
  };
}

/**
 * Page data of the catalogue's paths: category, brand, search and base lists (route 'catalog'),
 * and the full lists of categories and brands (route 'page'). Query parameters of catalogue.md
 * §7: `countAssorts=1` answers only the count, `onlyOnePage=1` or `scenario=catalogOnlyProds` only
 * the products and pagination (`isPrevPageLoad` needs nothing else: every page is whole), and
 * `sort_field`/`sort_dir` sort. Null when the path is not the catalogue's or names nothing.
 */
export function cataloguePage(store: Store, pathname: string, rawUrl: string, context: PageContext): PageData | null {
  const page = <R extends PageRoute>(route: R, ident: PageData['ident'], pageSeo: Seo, sections: PageSectionsOf<R>) =>
    pageDataOf(route, sections, { ident, seo: pageSeo, siteVersion: context.siteVersion, widgets: [], user: context.user });
  if (pathname === CATEGORIES_PATH)
    return page('page', 'categories', seo('Все категории', '', CATEGORIES_PATH), categoriesListSections(store, CATEGORIES_PATH));
  if (pathname === BRANDS_PATH) return page('page', 'brands', seo('Все бренды', '', BRANDS_PATH), brandsListSections(store, BRANDS_PATH));

  const split = splitListingPath(pathname);
  if (!split) return null;
  const query = new URL(rawUrl, 'http://shop.invalid').searchParams;
  const shopper: Shopper = { userId: context.user.id === false ? null : context.user.id, sessionId: context.sessionId ?? null };
  const request = resolveListing(store, split.segments, split.page, query, shopper);
  if (!request) return null;

  const owner: CartOwner | null =
    shopper.userId !== null
      ? { userId: shopper.userId, sessionId: null }
      : shopper.sessionId
        ? { userId: null, sessionId: shopper.sessionId }
        : null;
  const viewer: ListingViewer = { siteVersion: context.siteVersion, userId: shopper.userId, owner };
  const { target } = request;
  const ident = target.category?.id ?? target.brand?.id ?? target.term ?? target.kind;
  const pageSeo = listingSeo(request);

  if (query.get('countAssorts') === '1') {
    const count = store.catalogueListing.count(target.scope, sqlFilters(request.choices));
    return page('catalog', ident, pageSeo, { count, contentTitleLabel: productsLabel(count) });
  }
  if (query.get('onlyOnePage') === '1' || query.get('scenario') === 'catalogOnlyProds') {
    return page('catalog', ident, pageSeo, listingProducts(store, request, viewer));
  }
  return page('catalog', ident, pageSeo, fullSections(store, request, viewer, shopper));
}
