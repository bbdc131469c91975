import { catalogRoutes as routes } from '@shop/contracts/catalog.ts';
import type { SortDir, SortField } from '@shop/contracts/catalog.ts';
import { siteVersionSchema } from '@shop/contracts/enums.ts';
import { filterFormPath } from '@shop/contracts/rules/filter-form.ts';
import { filterFormOf } from '@shop/contracts/rules/filter-form-query.ts';
import { currentUser } from '../account-state.ts';
import * as state from '../catalog-state.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { allMarksFixture, colorsFixture, mockCards, mockCount, mockMenu, mockProducts, parseMockListing } from '../fixtures/catalog.ts';
import { findVariety } from '../fixtures/product.ts';

const NOT_A_LISTING = 'Это не страница каталога';
const SIGN_IN = 'Войдите, чтобы добавлять в избранное';

const siteVersionOf = (request: Request) => siteVersionSchema.catch('desktop').parse(request.headers.get('site-version'));
const signedIn = () => currentUser().id !== false;

function sortOf(path: string): { field: SortField; dir: SortDir } | undefined {
  const query = new URLSearchParams(path.split('?')[1] ?? '');
  const field = query.get('sort_field');
  const dir = query.get('sort_dir');
  if (field !== 'price' && field !== 'name' && field !== 'pop') return undefined;
  return { field, dir: dir === 'asc' || dir === 'desc' ? dir : field === 'pop' ? 'desc' : 'asc' };
}

const allSections = () => mockMenu.catalog;
const allCategories = () =>
  allSections().flatMap((section) => [section, ...section.children.flatMap((group) => [group, ...group.children])]);

export const catalogHandlers = [
  handle(routes.products, ({ query, request }) => {
    const listing = parseMockListing(query.path);
    if (!listing) return failure(404, NOT_A_LISTING);
    const sort = sortOf(query.path);
    return ok(mockProducts(listing, { siteVersion: siteVersionOf(request), favorites: state.favoriteIds(), ...(sort ? { sort } : {}) }));
  }),

  handle(routes.count, ({ query }) => {
    const listing = parseMockListing(query.path);
    if (!listing) return failure(404, NOT_A_LISTING);
    return ok(mockCount(listing, state.favoriteIds()));
  }),

  handle(routes.sorted, ({ query, request }) => {
    const listing = parseMockListing(query.path);
    if (!listing) return failure(404, NOT_A_LISTING);
    const sort = { field: query.sortField, dir: query.sortDir };
    return ok(mockProducts({ ...listing, page: 1 }, { siteVersion: siteVersionOf(request), favorites: state.favoriteIds(), sort }));
  }),

  handle(routes.setView, ({ body }) => {
    state.setView(body.view);
    return ok({ view: body.view });
  }),

  handle(routes.menu, () => {
    const menu = { ...mockMenu, activeSection: state.activeSection() };
    return ok({ mobileCatalogMenu: menu, desktopCatalogMenu: menu });
  }),

  handle(routes.marks, () => ok({ allMarks: allMarksFixture })),

  handle(routes.setMenuSection, ({ body }) => {
    if (!allSections().some((section) => section.id === body.id)) return failure(404, 'Раздел каталога не найден');
    state.setMenuSection(body.id);
    return ok({ id: body.id });
  }),

  handle(routes.searchHints, ({ body }) => {
    const words = body.term.toLowerCase().split(/\s+/).map((word) => word.slice(0, 4));
    const has = (name: string) => words.every((word) => name.toLowerCase().replace(/ё/g, 'е').includes(word));
    const products = mockCards.filter((card) => has(card.name));
    return ok({
      hints: {
        categories: allCategories().filter((category) => has(category.name)).slice(0, 5).map(({ id, name, url }) => ({ id, name, url })),
        products: products.slice(0, 8).map((card) => ({ id: card.assortmentId, name: card.name, url: card.url, price: card.price, image: card.images.productthumb })),
      },
      count: products.length,
    });
  }),

  handle(routes.searchUrl, ({ query }) => {
    const category = allCategories().find((entry) => entry.name.toLowerCase() === query.q.toLowerCase());
    return ok({ term: query.q, url: category ? category.url : `/search/${encodeURIComponent(query.q)}/` });
  }),

  handle(routes.filteredUrl, ({ query }) => ok({ url: filterFormPath(filterFormOf(query)) })),

  handle(routes.searchColors, ({ query }) => {
    const matching = (color: { name: string }) => color.name.includes(query.search.toLowerCase());
    // A product page's variety searches its own colours (the colours modal).
    const variety = findVariety(query.systemId);
    if (variety) return ok({ colors: variety.colors.map((color) => ({ ...color, url: `/img/c/${color.id}.svg` })).filter(matching) });
    if (!mockCards.some((card) => card.assortmentId === query.systemId)) return failure(404, 'Товар не найден');
    return ok({ colors: colorsFixture.filter(matching) });
  }),

  ...([
    [routes.addFavoriteProduct, true],
    [routes.removeFavoriteProduct, false],
  ] as const).map(([route, favorite]) =>
    handle(route, ({ params }) => {
      if (!signedIn()) return failure(401, SIGN_IN);
      // productId is the product (a card's id), whichever variety the card shows.
      if (!mockCards.some((card) => card.id === params.productId)) return failure(404, 'Товар не найден');
      return ok({ favoriteCount: state.setFavorite(params.productId, favorite), productId: params.productId });
    }),
  ),

  ...([
    [routes.addFavoriteCategory, true],
    [routes.removeFavoriteCategory, false],
  ] as const).map(([route, favorite]) =>
    handle(route, ({ params }) => {
      if (!signedIn()) return failure(401, SIGN_IN);
      if (!allCategories().some((category) => category.id === params.categoryId)) return failure(404, 'Категория не найдена');
      state.setFavoriteCategory(params.categoryId, favorite);
      return ok({ categoryId: params.categoryId });
    }),
  ),
];
