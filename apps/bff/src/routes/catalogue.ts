import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogueRoutes } from '@shop/contracts/catalogue.ts';
import { ok } from '@shop/contracts/envelope.ts';
import { filterFormPath } from '@shop/contracts/rules/filter-form.ts';
import { filterFormOf } from '@shop/contracts/rules/filter-form-query.ts';
import { registerContractRoute } from '../http/contract-route.ts';
import { pageReply } from '../upstream-client/reshape.ts';

const NOT_A_LISTING = 'Это не страница каталога';
/** A re-sort starts again from the first page (catalogue.md §7: the category path). */
const PAGE_SUFFIX = /page-\d+\/$/;

type Sections = Record<string, unknown>;

/** A page fetch of a listing answers page data; the route's reply is part of its sections. */
const LISTING = { route: 'catalog', notFound: NOT_A_LISTING };
const productsOf = ({ sections: { products, productsParams, pagination } }: { sections: Sections }) => ({
  products,
  productsParams,
  pagination,
});
const countOf = ({ sections: { count, contentTitleLabel } }: { sections: Sections }) => ({ count, contentTitleLabel });

/** The listing's path from page 1 with the sort in its query, any earlier sort replaced. */
function sortedPath(path: string, sortField: string, sortDir: string): string {
  const url = new URL(path, 'http://shop.invalid');
  url.pathname = url.pathname.replace(PAGE_SUFFIX, '');
  url.searchParams.set('sort_field', sortField);
  url.searchParams.set('sort_dir', sortDir);
  return url.pathname + url.search;
}

/** Catalogue listings, menu, search and favourites (catalogue.md §7) on the legacy paths. */
async function routes(app: FastifyInstance) {
  const { upstream } = app;
  const r = catalogueRoutes;

  registerContractRoute(app, r.products, async ({ query, request }) =>
    pageReply(
      await upstream.call({
        method: 'GET',
        path: query.path,
        query: { onlyOnePage: 1, scenario: 'catalogOnlyProds', isPrevPageLoad: query.direction === 'prev' ? 1 : undefined },
        pageFetch: true,
        request,
      }),
      LISTING,
      productsOf,
    ),
  );
  registerContractRoute(app, r.count, async ({ query, request }) =>
    pageReply(
      await upstream.call({ method: 'GET', path: query.path, query: { countAssorts: 1 }, pageFetch: true, request }),
      LISTING,
      countOf,
    ),
  );
  registerContractRoute(app, r.sorted, async ({ query, request }) =>
    pageReply(
      await upstream.call({ method: 'GET', path: sortedPath(query.path, query.sortField, query.sortDir), pageFetch: true, request }),
      LISTING,
      productsOf,
    ),
  );
  // The view switch posts as a form before the app runs, and comes back to the listing.
  registerContractRoute(
    app,
    r.setView,
    ({ body, request }) => upstream.call({ method: 'POST', path: '/catalog/setViewMode/', body, request }),
    {
      form: { fallback: '/' },
    },
  );

  registerContractRoute(app, r.menu, ({ request }) => upstream.call({ method: 'GET', path: '/api/v1/catalogMenu/getMenu/', request }));
  // The menu is not shared: its activeSection is the shopper's last choice, stored per session.
  registerContractRoute(
    app,
    r.marks,
    ({ request }) => upstream.call({ method: 'GET', path: '/api/v1/catalogMenu/getAllMarks/', request }),
    {
      shared: {},
    },
  );
  registerContractRoute(app, r.setMenuSection, ({ body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/catalogMenu/setMenuSection/', body: { id: body.id }, request }),
  );

  registerContractRoute(app, r.searchHints, ({ body, request }) =>
    upstream.call({ method: 'POST', path: '/s/SearchHint/', body: { term: body.term }, request }),
  );
  // The header's search form works without the app too: the browser is sent on to the results.
  registerContractRoute(
    app,
    r.searchUrl,
    ({ query, request }) => upstream.call({ method: 'GET', path: '/shortSearchUrl/', query: { q: query.q }, request }),
    { navigate: (data) => data.url },
  );
  // Worked out here by the shop's own rule: no legacy call stands behind it.
  // The desktop filters' form without the app: the browser is sent on to the filtered listing.
  registerContractRoute(app, r.filteredUrl, async ({ query }) => ({ envelope: ok({ url: filterFormPath(filterFormOf(query)) }) }), {
    navigate: (data) => data.url,
  });
  registerContractRoute(app, r.searchColors, ({ query, request }) =>
    upstream.call({
      method: 'GET',
      path: '/api/v1/Search/getFilteredColors/',
      query: { systemId: query.systemId, search: query.search },
      request,
    }),
  );

  // quantity: 1 asks the upstream for the new number of favourites, which the header shows.
  registerContractRoute(app, r.addFavoriteProduct, ({ params, request }) =>
    upstream.call({ method: 'PUT', path: '/api/v1/favorites/put/', body: { productId: params.productId, quantity: 1 }, request }),
  );
  registerContractRoute(app, r.removeFavoriteProduct, ({ params, request }) =>
    upstream.call({ method: 'DELETE', path: '/api/v1/favorites/remove/', body: { productId: params.productId, quantity: 1 }, request }),
  );
  registerContractRoute(app, r.addFavoriteCategory, ({ params, request }) =>
    upstream.call({ method: 'PUT', path: '/api/v1/favoriteCategories/put/', body: { id: params.categoryId }, request }),
  );
  registerContractRoute(app, r.removeFavoriteCategory, ({ params, request }) =>
    upstream.call({ method: 'DELETE', path: '/api/v1/favoriteCategories/remove/', body: { id: params.categoryId }, request }),
  );
}

export const catalogueRoutesPlugin = fp(routes, { name: 'catalogue-routes', dependencies: ['upstream'] });
