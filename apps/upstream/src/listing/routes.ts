import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SEARCH_TERM_MAX, viewModeSchema } from '@shop/contracts/catalogue.ts';
import { idSchema } from '@shop/contracts/fields.ts';
import { sitePathSchema } from '@shop/contracts/page.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, legacyRoute } from '../http/input.ts';
import { okBody, refusal } from '../http/reply-shapes.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import { sessionOf } from '../http/session.ts';
import { allMarks, catalogueMenu } from './catalogue-menu.ts';
import { searchPath, searchWords } from './listing-request.ts';
import { searchNormalise } from './seed.ts';
import { productPictureUrl } from '../images/product-picture.ts';

export const CATALOGUE_TEXT = {
  badRequest: BAD_REQUEST,
  emptyTerm: 'Введите поисковый запрос',
  longTerm: `Поисковый запрос не длиннее ${SEARCH_TERM_MAX} символов`,
  sectionNotFound: 'Раздел каталога не найден',
  productNotFound: 'Товар не найден',
  categoryNotFound: 'Категория не найдена',
  signIn: 'Войдите, чтобы добавлять в избранное',
} as const;

const HINT_CATEGORIES = 5;
const HINT_PRODUCTS = 8;

const termSchema = z
  .string({ error: CATALOGUE_TEXT.emptyTerm })
  .transform((term) => term.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, CATALOGUE_TEXT.emptyTerm).max(SEARCH_TERM_MAX, CATALOGUE_TEXT.longTerm));
/** Legacy clients send flags as 1, '1', true or 'true'. */
const flagSchema = z.union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])]).optional();
const isSet = (flag: z.infer<typeof flagSchema>) => flag === true || flag === 1 || flag === '1' || flag === 'true';

const sectionBody = z.object({ id: idSchema }, { error: CATALOGUE_TEXT.badRequest });
const hintBody = z.object({ term: termSchema }, { error: CATALOGUE_TEXT.emptyTerm });
const shortUrlQuery = z.object({ q: termSchema }, { error: CATALOGUE_TEXT.emptyTerm });
const colorsQuery = z.object(
  { systemId: idSchema, search: z.string().max(50, 'Название цвета не длиннее 50 символов').default('') },
  { error: CATALOGUE_TEXT.badRequest },
);
const viewBody = z.object({ view: viewModeSchema, path: sitePathSchema }, { error: CATALOGUE_TEXT.badRequest });
const favoriteBody = z.object({ productId: idSchema, quantity: flagSchema }, { error: CATALOGUE_TEXT.badRequest });
const favoriteCategoryBody = z.object({ id: idSchema }, { error: CATALOGUE_TEXT.badRequest });

/**
 * catalogue.md §6 leaves a guest's favourite open: favourites are saved for signed-in shoppers only,
 * and a guest is refused with statusCode 401 in the body, on which the web opens the sign-in.
 */
const SIGN_IN_FIRST = refusal(401, CATALOGUE_TEXT.signIn);

/** Catalogue menu, search, view mode and favourites (catalogue.md §7) in the legacy shapes. */
export function registerCatalogueListingRoutes(app: FastifyInstance, store: Store): void {
  app.get('/api/v1/catalogMenu/getMenu/', { config: { shape: 'rqStatus' } }, async (request) => {
    const active = store.cataloguePrefs.of(sessionOf(request).id).menu_section_id;
    const menu = catalogueMenu(store, active);
    return okBody('rqStatus', { mobileCatalogMenu: menu, desktopCatalogMenu: menu });
  });

  app.get('/api/v1/catalogMenu/getAllMarks/', { config: { shape: 'rqStatus' } }, async () =>
    okBody('rqStatus', { allMarks: allMarks(store) }),
  );

  legacyRoute(app, 'POST', '/api/v1/catalogMenu/setMenuSection/', 'status', { body: sectionBody }, (input, request) => {
    const section = store.catalogue.category(input.id);
    if (!section || section.parent_id !== null) return refuse(404, CATALOGUE_TEXT.sectionNotFound);
    store.cataloguePrefs.setMenuSection(sessionOf(request).id, section.id);
    return done({ id: section.id });
  });

  legacyRoute(app, 'POST', '/s/SearchHint/', 'result', { body: hintBody }, (input) => {
    const words = searchWords(input.term);
    const categories = store.search
      .categories()
      .filter((category) => words.every((word) => searchNormalise(category.name).includes(word)))
      .sort((a, b) => a.level - b.level || a.name.localeCompare(b.name, 'ru'))
      .slice(0, HINT_CATEGORIES)
      .map((category) => ({ id: category.id, name: category.name, url: `/${category.slug}/` }));
    const products = store.search
      .hintProducts(words, HINT_PRODUCTS)
      .map((row) => ({ id: row.id, name: row.name, url: `/${row.url}/`, price: row.price, image: productPictureUrl(row.id) }));
    const count = store.catalogueListing.count({ kind: 'search', words }, { values: [], price: null });
    return done({ hints: { categories, products }, count });
  });

  legacyRoute(app, 'GET', '/shortSearchUrl/', 'status', { query: shortUrlQuery }, ({ q: term }) => {
    // A term that is a category's name leads to the category rather than to search results.
    const category = store.search.categories().find((entry) => searchNormalise(entry.name) === searchNormalise(term));
    return done({ term, url: category ? `/${category.slug}/` : searchPath(term) });
  });

  legacyRoute(app, 'GET', '/api/v1/Search/getFilteredColors/', 'result', { query: colorsQuery }, (input) => {
    // The spec does not say what systemId is: here, the assortment whose colours are searched.
    if (!store.catalogue.assortment(input.systemId)) return refuse(404, CATALOGUE_TEXT.productNotFound);
    const wanted = searchNormalise(input.search.trim());
    const colors = store.search
      .colorsOf(input.systemId)
      .filter((color) => searchNormalise(color.name).includes(wanted))
      .map((color) => ({ ...color, url: `/img/c/${color.id}.svg` }));
    return done({ colors });
  });

  // catalogue.md §7 does not show the view-mode call; the shop keeps the choice per session.
  legacyRoute(app, 'POST', '/catalog/setViewMode/', 'status', { body: viewBody }, (input, request) => {
    store.cataloguePrefs.setView(sessionOf(request).id, input.view);
    return done({ view: input.view });
  });

  for (const [method, favorite] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    const url = favorite ? '/api/v1/favorites/put/' : '/api/v1/favorites/remove/';
    legacyRoute(app, method, url, 'result', { body: favoriteBody }, ({ productId, quantity }, request) => {
      const { user_id: userId } = sessionOf(request);
      if (userId === null) return SIGN_IN_FIRST;
      // productId is a product (a card's id), whichever of its varieties the card shows.
      if (!store.favorites.productExists(productId)) return refuse(404, CATALOGUE_TEXT.productNotFound);
      const favoriteCount = store.favorites.setProduct(userId, productId, favorite);
      // The quantity flag asks for the shopper's new number of favourites.
      return done(isSet(quantity) ? { favoriteCount, productId } : { productId });
    });

    const categoryUrl = favorite ? '/api/v1/favoriteCategories/put/' : '/api/v1/favoriteCategories/remove/';
    legacyRoute(app, method, categoryUrl, 'status', { body: favoriteCategoryBody }, (input, request) => {
      const { user_id: userId } = sessionOf(request);
      if (userId === null) return SIGN_IN_FIRST;
      if (!store.catalogue.category(input.id)) return refuse(404, CATALOGUE_TEXT.categoryNotFound);
      store.favorites.setCategory(userId, input.id, favorite);
      return done({ categoryId: input.id });
    });
  }
}
