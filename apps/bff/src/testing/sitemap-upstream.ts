import type { Interceptable } from 'undici';
import { allMarks, catalogueMenu, catalogueProducts, listingPage, productCard } from './catalogue-fixtures.ts';
import { pageData } from './fixtures.ts';
import { LINKED_PAGES } from '../sitemap/sitemap-builder.ts';
import { answerUpstream, legacy } from './upstream-mock.ts';

/** The varieties of the fixtures' product card, each a page of its own. */
export const cardVarieties = [
  productCard.url,
  '/drel-udarnaya-tekhmash-du-2145-1100-vt-1002/',
  '/drel-udarnaya-tekhmash-du-2145-1300-vt-1003/',
];

/**
 * Answers, once each, the calls a sitemap build makes of the fixtures' catalogue: the menu (one
 * section), the marks, the section's one listing page, the linked pages and the card's product page.
 */
export function answerSitemapCalls(upstream: Interceptable) {
  answerUpstream(
    upstream,
    'GET',
    '/api/v1/catalogMenu/getMenu/',
    200,
    legacy.rq({ mobileCatalogMenu: catalogueMenu, desktopCatalogMenu: catalogueMenu }),
  );
  answerUpstream(upstream, 'GET', '/api/v1/catalogMenu/getAllMarks/', 200, legacy.rq({ allMarks }));
  const onePage = { ...catalogueProducts, pagination: { ...catalogueProducts.pagination, nextPageUrl: null } };
  answerUpstream(upstream, 'GET', '/instrumenty/', 200, legacy.status(listingPage(onePage)));
  for (const path of LINKED_PAGES) answerUpstream(upstream, 'GET', path, 200, legacy.status({ ...pageData, route: 'page' }));
  const dataset = cardVarieties.map((assUrl) => ({ assUrl }));
  answerUpstream(
    upstream,
    'GET',
    productCard.url,
    200,
    legacy.status({ ...pageData, route: 'assortment', sections: { selectorsTable: { dataset } } }),
  );
}
