import { catalogueRoutes as routes } from '@shop/contracts/catalogue.ts';
import { filterFormPath } from '@shop/contracts/rules/filter-form.ts';
import { filterFormOf } from '@shop/contracts/rules/filter-form-query.ts';
import { failure, handle, ok, siteVersionOf } from '../contract-handler.ts';
import {
  allMarksFixture,
  colorsOf,
  mockCount,
  mockMenu,
  mockProducts,
  parseMockListing,
  searchHintsOf,
  searchUrlOf,
} from '../fixtures/listings.ts';
import type { MockListingRequest } from '../fixtures/listings.ts';
import { sortOf } from '../fixtures/page.ts';
import * as state from '../state.ts';

const SIGN_IN = 'Войдите, чтобы добавлять в избранное';

const inListing = <T>(path: string, answer: (listing: MockListingRequest) => T) => {
  const listing = parseMockListing(path);
  return listing ? ok(answer(listing)) : failure(404, 'Это не страница каталога');
};
const shopperOf = (request: Request) => ({ siteVersion: siteVersionOf(request), favorites: state.favoriteIds() });

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
    const colors = colorsOf(query.systemId)?.filter((color) => color.name.includes(query.search.toLowerCase()));
    return colors ? ok({ colors }) : failure(404, 'Товар не найден');
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
