import { catalogueRoutes as routes } from '@shop/contracts/catalogue.ts';
import { siteVersionSchema } from '@shop/contracts/enums.ts';
import { filterFormPath } from '@shop/contracts/rules/filter-form.ts';
import { filterFormOf } from '@shop/contracts/rules/filter-form-query.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import {
  allMarksFixture,
  colorsFixture,
  mockCards,
  mockCount,
  mockMenu,
  mockProducts,
  parseMockListing,
  searchHintsOf,
  searchUrlOf,
} from '../fixtures/listings.ts';
import type { MockListingRequest } from '../fixtures/listings.ts';
import { sortOf } from '../fixtures/page.ts';
import { findVariety } from '../fixtures/product.ts';
import * as state from '../state.ts';

const SIGN_IN = 'Войдите, чтобы добавлять в избранное';

const inListing = <T>(path: string, answer: (listing: MockListingRequest) => T) => {
  const listing = parseMockListing(path);
  return listing ? ok(answer(listing)) : failure(404, 'Это не страница каталога');
};
const shopperOf = (request: Request) => ({
  siteVersion: siteVersionSchema.catch('desktop').parse(request.headers.get('site-version')),
  favorites: state.favoriteIds(),
});

export const catalogueHandlers = [
  handle(routes.products, ({ query, request }) => {
    const sort = sortOf(new URLSearchParams(query.path.split('?')[1] ?? ''));
    return inListing(query.path, (listing) => mockProducts(listing, { ...shopperOf(request), ...(sort ? { sort } : {}) }));
  }),
  handle(routes.count, ({ query }) => inListing(query.path, (listing) => mockCount(listing, state.favoriteIds()))),
  handle(routes.sorted, ({ query, request }) =>
    inListing(query.path, (listing) =>
      mockProducts({ ...listing, page: 1 }, { ...shopperOf(request), sort: { field: query.sortField, dir: query.sortDir } }),
    ),
  ),
  handle(routes.setView, ({ body }) => ok({ view: body.view })),
  handle(routes.menu, () => ok({ mobileCatalogMenu: mockMenu, desktopCatalogMenu: mockMenu })),
  handle(routes.marks, () => ok({ allMarks: allMarksFixture })),
  handle(routes.setMenuSection, ({ body }) =>
    mockMenu.catalog.some((section) => section.id === body.id) ? ok({ id: body.id }) : failure(404, 'Раздел каталога не найден'),
  ),
  handle(routes.searchHints, ({ body }) => ok(searchHintsOf(body.term))),
  handle(routes.searchUrl, ({ query }) => ok({ term: query.q, url: searchUrlOf(query.q) })),
  handle(routes.filteredUrl, ({ query }) => ok({ url: filterFormPath(filterFormOf(query)) })),
  handle(routes.searchColors, ({ query }) => {
    const matching = (color: { name: string }) => color.name.includes(query.search.toLowerCase());
    // A product page's variety searches its own colours (the colours modal).
    const variety = findVariety(query.systemId);
    if (variety) return ok({ colors: variety.colors.map((color) => ({ ...color, url: `/img/c/${color.id}.svg` })).filter(matching) });
    if (!mockCards.some((card) => card.assortmentId === query.systemId)) return failure(404, 'Товар не найден');
    return ok({ colors: colorsFixture.filter(matching) });
  }),
  ...[routes.addFavoriteProduct, routes.removeFavoriteProduct].map((route) =>
    handle(route, ({ params }) => {
      if (!state.isSignedIn()) return failure(401, SIGN_IN);
      return ok({ favoriteCount: state.setFavorite(params.productId, route === routes.addFavoriteProduct), productId: params.productId });
    }),
  ),
  ...[routes.addFavoriteCategory, routes.removeFavoriteCategory].map((route) =>
    handle(route, ({ params }) => (state.isSignedIn() ? ok({ categoryId: params.categoryId }) : failure(401, SIGN_IN))),
  ),
];
