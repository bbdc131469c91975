import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { SEARCH_TERM_MAX, viewModeSchema } from '@shop/contracts/catalogue.ts';
import { idSchema } from '@shop/contracts/fields.ts';
import { sitePathSchema } from '@shop/contracts/page.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, readInput } from '../http/input.ts';
import { failBody, okBody } from '../http/reply-shapes.ts';
import type { ReplyShape } from '../http/reply-shapes.ts';
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

const notFound = (reply: FastifyReply, shape: ReplyShape, error: string) => reply.code(404).send(failBody(shape, { error }));
/**
 * catalogue.md §6 leaves a guest's favourite open: favourites are kept for signed-in shoppers only,
 * and a guest is refused with statusCode 401 in the body, on which the web opens the sign-in.
 */
const signInFirst = (reply: FastifyReply, shape: ReplyShape) =>
  reply.code(200).send(failBody(shape, { error: CATALOGUE_TEXT.signIn }, { statusCode: 401 }));

/** Catalogue menu, search, view mode and favourites (catalogue.md §7) in the legacy shapes. */
export function catalogueListingRoutes(app: FastifyInstance, store: Store): void {
  app.get('/api/v1/catalogMenu/getMenu/', { config: { shape: 'rqStatus' } }, async (request) => {
    const active = store.cataloguePrefs.of(sessionOf(request).id).menu_section_id;
    const menu = catalogueMenu(store, active);
    return okBody('rqStatus', { mobileCatalogMenu: menu, desktopCatalogMenu: menu });
  });

  app.get('/api/v1/catalogMenu/getAllMarks/', { config: { shape: 'rqStatus' } }, async () =>
    okBody('rqStatus', { allMarks: allMarks(store) }),
  );

  app.post('/api/v1/catalogMenu/setMenuSection/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, sectionBody, request.body);
    if (!input) return reply;
    const section = store.catalogue.category(input.id);
    if (!section || section.parent_id !== null) return notFound(reply, 'status', CATALOGUE_TEXT.sectionNotFound);
    store.cataloguePrefs.setMenuSection(sessionOf(request).id, section.id);
    return okBody('status', { id: section.id });
  });

  app.post('/s/SearchHint/', { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, hintBody, request.body);
    if (!input) return reply;
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
    return okBody('result', { hints: { categories, products }, count });
  });

  app.get('/shortSearchUrl/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, shortUrlQuery, request.query);
    if (!input) return reply;
    const { q: term } = input;
    // A term that is a category's name leads to the category rather than to search results.
    const category = store.search.categories().find((entry) => searchNormalise(entry.name) === searchNormalise(term));
    return okBody('status', { term, url: category ? `/${category.slug}/` : searchPath(term) });
  });

  app.get('/api/v1/Search/getFilteredColors/', { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, colorsQuery, request.query);
    if (!input) return reply;
    // The spec does not say what systemId is: here, the assortment whose colours are searched.
    if (!store.catalogue.assortment(input.systemId)) return notFound(reply, 'result', CATALOGUE_TEXT.productNotFound);
    const wanted = searchNormalise(input.search.trim());
    const colors = store.search
      .colorsOf(input.systemId)
      .filter((color) => searchNormalise(color.name).includes(wanted))
      .map((color) => ({ ...color, url: `/img/c/${color.id}.svg` }));
    return okBody('result', { colors });
  });

  // catalogue.md §7 does not show the view-mode call; the shop keeps the choice per session.
  app.post('/catalog/setViewMode/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, viewBody, request.body);
    if (!input) return reply;
    store.cataloguePrefs.setView(sessionOf(request).id, input.view);
    return okBody('status', { view: input.view });
  });

  for (const [method, favorite] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: favorite ? '/api/v1/favorites/put/' : '/api/v1/favorites/remove/',
      config: { shape: 'result' },
      handler: async (request, reply) => {
        const input = readInput(reply, favoriteBody, request.body);
        if (!input) return reply;
        const { user_id: userId } = sessionOf(request);
        if (userId === null) return signInFirst(reply, 'result');
        const { productId, quantity } = input;
        // productId is a product (a card's id), whichever of its varieties the card shows.
        if (!store.favorites.productExists(productId)) return notFound(reply, 'result', CATALOGUE_TEXT.productNotFound);
        const favoriteCount = store.favorites.setProduct(userId, productId, favorite);
        // The quantity flag asks for the shopper's new number of favourites.
        return okBody('result', isSet(quantity) ? { favoriteCount, productId } : { productId });
      },
    });

    app.route({
      method,
      url: favorite ? '/api/v1/favoriteCategories/put/' : '/api/v1/favoriteCategories/remove/',
      config: { shape: 'status' },
      handler: async (request, reply) => {
        const input = readInput(reply, favoriteCategoryBody, request.body);
        if (!input) return reply;
        const { user_id: userId } = sessionOf(request);
        if (userId === null) return signInFirst(reply, 'status');
        if (!store.catalogue.category(input.id)) return notFound(reply, 'status', CATALOGUE_TEXT.categoryNotFound);
        store.favorites.setCategory(userId, input.id, favorite);
        return okBody('status', { categoryId: input.id });
      },
    });
  }
}
