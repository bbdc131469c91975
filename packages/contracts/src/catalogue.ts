import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
import { idSchema, moneySchema } from './fields.ts';
import { multismSchema } from './cart.ts';
import { sitePathSchema } from './page-meta.ts';

/**
 * Catalogue, search and favourites (catalogue.md). Wire field names are the legacy ones; the
 * catalogue page's part of the page data is exported so the web parses `pageData.sections` of
 * route 'catalog' (and of the full lists, route 'page') with it.
 */

export const CATALOGUE_PER_PAGE = { desktop: 40, mobile: 20 } as const;
export const CATALOGUE_PER_ROW = { desktop: 4, mobile: 1 } as const;
export const SEARCH_TERM_MAX = 100;
/** catalogue.md §2: the default term of the search url. */
export const DEFAULT_SEARCH_TERM = 'Поиск';

export const sortFieldSchema = z.enum(['pop', 'price', 'name'], { error: 'Сортировка: pop, price или name' });
export type SortField = z.infer<typeof sortFieldSchema>;
export const sortDirSchema = z.enum(['asc', 'desc'], { error: 'Направление сортировки: asc или desc' });
export type SortDir = z.infer<typeof sortDirSchema>;
export const viewModeSchema = z.enum(['pics', 'detail'], { error: 'Вид каталога: pics или detail' });
export type ViewMode = z.infer<typeof viewModeSchema>;

/** Card pictures: the same generated picture at every size. `nature` shows it uncropped. */
export const productImagesSchema = z.object({
  hash: z.string(),
  ext: z.string(),
  nature: z.boolean(),
  productthumb: z.string(),
  productMiddleSize: z.string(),
  catalogMaxSize: z.string(),
});

export const multiAssortSchema = z.object({
  price1_min: moneySchema,
  price1_max: moneySchema,
  /** Old (pre-discount) prices of the cheapest and dearest variant; null without a discount. */
  price1_min_old: moneySchema.nullable(),
  price1_max_old: moneySchema.nullable(),
});

/**
 * One product in a list (catalogue.md §3 "Product card"). A card is a product (`id`, the one
 * favourites keep); `assortmentId` is the variant it shows (the cheapest available one that
 * matches the filters), the one the cart quantity and the link refer to.
 */
export const productCardSchema = z.object({
  id: z.number().int(),
  assortmentId: z.number().int(),
  name: z.string(),
  url: z.string(),
  images: productImagesSchema,
  /** 0 means price on request ('По телефону'). */
  price: moneySchema,
  /** The unit the price is for: 'за шт', 'за м'. */
  price_name: z.string(),
  /** 'sale' marks a discount, 'new' a novelty. */
  assVal1: z.enum(['', 'sale', 'new']),
  /** Old price; null without a discount. */
  assVal2: moneySchema.nullable(),
  /** Discount percent as text, '0' without a discount. */
  assVal3: z.string(),
  /** Price range when several variants match; null for a single one. */
  multi_assort: multiAssortSchema.nullable(),
  /** Matching variants; the card links to the choice when above 1. */
  assortment_variety_counter: z.number().int().positive(),
  /** '3 варианта'; '' for a single variant. */
  assortment_variety_counter_text: z.string(),
  active_comment_count: z.number().int().nonnegative(),
  votes: z.object({ vote: z.number().min(0).max(5), total: z.number().int().nonnegative() }),
  /** 'Доставка завтра'; '' when unavailable. */
  delivery: z.string(),
  express: z.boolean(),
  favoritesHas: z.union([z.literal(0), z.literal(1)]),
  /** What the shopper already has of this variant in the cart, in base units. */
  orderQuantity: z.number().nonnegative(),
  currentMultism: multismSchema,
  /** Not available: the card shows 'Товара нет'. */
  outOrder: z.boolean(),
  /** Price per litre or kilogram for goods sold in cans and bags; null otherwise. */
  unitPrice: z.object({ price: moneySchema, unit: z.string() }).nullable(),
  prodInfo: z.array(z.object({ infoKey: z.string(), infoValue: z.string() })),
  /** Viewing-history lists only: when the shopper last opened the product (ISO date). */
  historyDate: z.string().optional(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productsParamsSchema = z.object({
  perRow: z.number().int().positive(),
  onPage: z.number().int().positive(),
  /** Cards in the whole listing (every page). */
  total: z.number().int().nonnegative(),
  sortName: sortFieldSchema,
  sortDir: sortDirSchema,
  /** The direction a second click on the current sort gives. */
  sortDirRev: sortDirSchema,
});
export type ProductsParams = z.infer<typeof productsParamsSchema>;

export const paginationSchema = z.object({
  /** Page links to show: the first, the last and a window around the current one. */
  pages: z.array(z.object({ page: z.number().int().positive(), url: z.string() })),
  page: z.number().int().positive(),
  startPage: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
  loadedPage: z.number().int().positive(),
  nextPageUrl: z.string().nullable(),
  prevPageUrl: z.string().nullable(),
  lastPageUrl: z.string(),
  /** The page asked for is past the last one (catalogue.md §4: the client goes to lastPageUrl). */
  outOfRange: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const filterValueSchema = z.object({
  /** A number; a date filter's value ids are text ('2026-10'). */
  id: z.union([z.number().int(), z.string()]),
  val: z.string(),
  /** Cards the listing would have with this value added to the other filters. */
  count: z.number().int().nonnegative(),
  disabled: z.boolean(),
  /** Colour filters: the swatch colour. */
  code: z.string().optional(),
});
export type FilterValue = z.infer<typeof filterValueSchema>;

const filterBase = {
  id: z.number().int(),
  name: z.string(),
  realName: z.string(),
  /** The key of the filter's path segment: 'f12', 'target', 'date', 'price'. */
  target: z.string(),
};

export const listFilterSchema = z.object({
  ...filterBase,
  type: z.enum(['list', 'color', 'date']),
  values: z.array(filterValueSchema),
});
export const priceFilterSchema = z.object({
  ...filterBase,
  type: z.literal('price'),
  /** The listing's whole range. */
  min: moneySchema,
  max: moneySchema,
  /** The range the other filters leave. */
  selectableMin: moneySchema,
  selectableMax: moneySchema,
  /** The chosen range (the whole range when none is chosen). */
  valueMin: moneySchema,
  valueMax: moneySchema,
});
export const catalogueFilterSchema = z.discriminatedUnion('type', [listFilterSchema, priceFilterSchema]);
export type CatalogueFilter = z.infer<typeof catalogueFilterSchema>;

export const categoryLinkSchema = z.object({ id: z.number().int(), name: z.string(), path: z.string() });
export const breadcrumbSchema = z.object({ id: z.number().int().nullable(), name: z.string(), path: z.string() });

export const listingKindSchema = z.enum(['category', 'brand', 'search', 'sale', 'new', 'popular', 'favorites', 'history']);
export type ListingKind = z.infer<typeof listingKindSchema>;

/** The products part of a listing: what infinite loading and re-sorting replace. */
export const catalogueProductsSchema = z.object({
  products: z.array(productCardSchema),
  productsParams: productsParamsSchema,
  pagination: paginationSchema,
});
export type CatalogueProducts = z.infer<typeof catalogueProductsSchema>;

/** `pageData.sections` of route 'catalog': a category, a brand, search results or a base list. */
export const cataloguePageSectionsSchema = catalogueProductsSchema.extend({
  listing: z.object({
    kind: listingKindSchema,
    title: z.string(),
    /** The listing without filters and page: where 'Сбросить' leads. */
    basePath: z.string(),
  }),
  category: z.object({ id: z.number().int(), name: z.string(), path: z.string(), parentId: z.number().int().nullable() }).nullable(),
  search: z.object({ term: z.string() }).nullable(),
  breadcrumbs: z.array(breadcrumbSchema),
  subcategories: z.array(categoryLinkSchema.extend({ count: z.number().int().nonnegative() })),
  /** '125 товаров' */
  contentTitleLabel: z.string(),
  viewMode: viewModeSchema,
  filters: z.array(catalogueFilterSchema),
  /** Filter id (as text) to the chosen value ids; the price as `price: [min, max]`. */
  selectedFilters: z.record(z.string(), z.array(z.union([z.number(), z.string()]))),
  /** The same keys with the chosen values' names ('Техмаш', 'от 100 до 5 000 ₽'). */
  titlesSelectedFilters: z.record(z.string(), z.array(z.string())),
  categoryIsFavorite: z.boolean(),
  showNew: z.boolean(),
  showHistory: z.boolean(),
  hideSortPanel: z.boolean(),
  /** The current path with the price segment as `price:{min},{max}` to fill in. */
  priceUrl: z.string(),
});
export type CataloguePageSections = z.infer<typeof cataloguePageSectionsSchema>;

export const listLinkSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export const marksGroupSchema = z.object({ letter: z.string(), marks: z.array(listLinkSchema) });
export const allMarksSchema = z.object({ en: z.array(marksGroupSchema), ru: z.array(marksGroupSchema) });
export type AllMarks = z.infer<typeof allMarksSchema>;

const menuLeafSchema = listLinkSchema;
const menuGroupSchema = listLinkSchema.extend({ children: z.array(menuLeafSchema) });
export const menuSectionSchema = listLinkSchema.extend({ children: z.array(menuGroupSchema) });

const alphabetSchema = z.enum(['ru', 'en', 'digits']);

/** `pageData.sections` of route 'page' for the full lists at /categories/ and /brands/. */
export const fullListSectionsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('categories'),
    path: z.string(),
    name: z.string(),
    /** Desktop (4 columns): sections with their groups and leaves. */
    pageval4: z.array(menuSectionSchema),
    /** Mobile: every category in one alphabetical list. */
    pageval4_mobile: z.array(listLinkSchema),
    tabs: z.array(z.never()),
  }),
  z.object({
    kind: z.literal('brands'),
    path: z.string(),
    name: z.string(),
    /** Desktop (6 columns): brands by first letter, Cyrillic names under 'ru', Latin under 'en'. */
    pageval4: z.array(marksGroupSchema.extend({ alphabet: alphabetSchema })),
    pageval4_mobile: z.array(listLinkSchema),
    /** Letter and number tabs: 'А–Я', 'A–Z', '0–9' (only those with brands). */
    tabs: z.array(z.object({ id: alphabetSchema, title: z.string(), letters: z.array(z.string()) })),
  }),
]);
export type FullListSections = z.infer<typeof fullListSectionsSchema>;

export const catalogueMenuSchema = z.object({
  catalog: z.array(menuSectionSchema),
  options: z.object({ maxLevel: z.number().int().positive() }),
  /** The section id chosen last (stored per session); the first section by default. */
  activeSection: z.number().int().nullable(),
});
export type CatalogueMenu = z.infer<typeof catalogueMenuSchema>;

export const menuReplySchema = z.object({ mobileCatalogMenu: catalogueMenuSchema, desktopCatalogMenu: catalogueMenuSchema });
export const marksReplySchema = z.object({ allMarks: allMarksSchema });

export const searchHintsSchema = z.object({
  hints: z.object({
    categories: z.array(listLinkSchema),
    products: z.array(listLinkSchema.extend({ price: moneySchema, image: z.string() })),
  }),
  /** Every matching product, not just the ones hinted. */
  count: z.number().int().nonnegative(),
});
export type SearchHints = z.infer<typeof searchHintsSchema>;

export const colorSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), url: z.string() });
export const countReplySchema = z.object({ count: z.number().int().nonnegative(), contentTitleLabel: z.string() });

const searchTermSchema = z
  .string({ error: 'Введите поисковый запрос' })
  .trim()
  .min(1, 'Введите поисковый запрос')
  .max(SEARCH_TERM_MAX, `Поисковый запрос не длиннее ${SEARCH_TERM_MAX} символов`);

/** catalogue.md §2: the search url of an empty (or missing) term is the one for 'Поиск'. */
const searchUrlTermSchema = z
  .string({ error: 'Введите поисковый запрос' })
  .trim()
  .max(SEARCH_TERM_MAX, `Поисковый запрос не длиннее ${SEARCH_TERM_MAX} символов`)
  .default(DEFAULT_SEARCH_TERM)
  .transform((term) => term || DEFAULT_SEARCH_TERM);

const listingPathSchema = z.object({ path: sitePathSchema });

/** A value chosen in the filters form: `f12:3`, `target:373`, `date:2026-10`. */
const filterChoiceSchema = z.string().regex(/^(f\d{1,9}|target|date):[\w-]{1,20}$/, 'Неверное значение фильтра');
/** A price typed in the filters form: digits, or empty for the end of the range. */
const priceFieldSchema = z
  .string()
  .regex(/^\d{0,9}$/, 'Цена: только цифры')
  .optional()
  .transform((text) => (text ? Number(text) : Number.NaN));

const NOT_A_LISTING_RULE =
  "`path` is the listing page to load (the `nextPageUrl` or `prevPageUrl` the last reply gave, its sort included); a path that answers another route (a product, the cart) is 404 'Это не страница каталога'";
const FAVOURITES_RULE = "A guest gets 401 'Войдите, чтобы добавлять в избранное', on which the web opens the sign-in";

export const catalogueRoutes = defineRoutes(routeTable.catalogue, 'catalog', {
  products: {
    summary: 'The next or previous page of a listing (path: its nextPageUrl or prevPageUrl)',
    description: NOT_A_LISTING_RULE,
    query: listingPathSchema.extend({
      direction: z.enum(['next', 'prev'], { error: 'Направление: next или prev' }).default('next'),
    }),
    reply: catalogueProductsSchema,
    failures: [404],
  },
  count: {
    summary: 'How many products a filtered listing path has, with the label "N товаров"',
    description: NOT_A_LISTING_RULE,
    query: listingPathSchema,
    reply: countReplySchema,
    failures: [404],
  },
  sorted: {
    summary: 'A listing page re-sorted by popularity, price or name',
    description: `${NOT_A_LISTING_RULE}. The page suffix and any earlier sort are dropped from the path`,
    query: listingPathSchema.extend({ sortField: sortFieldSchema.default('pop'), sortDir: sortDirSchema.default('desc') }),
    reply: catalogueProductsSchema,
    failures: [404],
  },
  setView: {
    summary: 'Save the list view (pics or detail) for the shopper',
    body: z.object({ view: viewModeSchema, path: sitePathSchema }),
    reply: z.object({ view: viewModeSchema }),
  },
  menu: {
    summary: 'The catalogue menu, three levels, for desktop and mobile',
    reply: menuReplySchema,
  },
  marks: {
    summary: 'Every brand, grouped by first letter, Latin and Cyrillic',
    reply: marksReplySchema,
  },
  setMenuSection: {
    summary: 'Remember the active section of the catalogue menu',
    body: z.object({ id: idSchema }),
    reply: z.object({ id: z.number().int() }),
    failures: [404],
  },
  searchHints: {
    summary: 'Categories and products whose names contain the words typed',
    body: z.object({ term: searchTermSchema }),
    reply: searchHintsSchema,
  },
  searchUrl: {
    summary: 'The site path of the results for a search term (an empty term searches the default term)',
    query: z.object({ q: searchUrlTermSchema }),
    reply: z.object({ term: z.string(), url: z.string() }),
  },
  filteredUrl: {
    summary: 'The listing path of a choice of filters sent by the filters form (a browser is redirected to it)',
    query: z.object({
      base: sitePathSchema,
      /** Chosen values as `key:token`, in the panel's order; one field or several. */
      f: z
        .union([filterChoiceSchema, z.array(filterChoiceSchema).max(200, 'Не больше 200 значений фильтров')])
        .optional()
        .transform((chosen) => (chosen === undefined ? [] : Array.isArray(chosen) ? chosen : [chosen])),
      price_from: priceFieldSchema,
      price_to: priceFieldSchema,
      /** The price filter's min, max, selectable min and selectable max, as the form was rendered. */
      price_bounds: z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?(,\d{1,9}(\.\d{1,2})?){3}$/, 'Границы цены: четыре числа через запятую')
        .optional(),
      /** The price fields as rendered, and 1 when the listing had a price chosen. */
      price_drawn: z
        .string()
        .regex(/^\d{1,9}(\.\d{1,2})?,\d{1,9}(\.\d{1,2})?,[01]$/, 'Цена формы: два числа и признак выбора')
        .optional(),
      sort_field: sortFieldSchema.optional(),
      sort_dir: sortDirSchema.optional(),
      /** The filters' keys in the listing's order, comma-separated. */
      order: z
        .string()
        .regex(/^((f\d{1,9}|target|date|price)(,|$)){0,100}$/, 'Неверный порядок фильтров')
        .optional(),
    }),
    reply: z.object({ url: z.string() }),
  },
  searchColors: {
    summary: 'The colours of an assortment whose names contain the text typed',
    query: z.object({
      systemId: idSchema,
      search: z.string().trim().max(50, 'Название цвета не длиннее 50 символов').default(''),
    }),
    reply: z.object({ colors: z.array(colorSchema) }),
    failures: [404],
  },
  addFavoriteProduct: {
    summary: 'Add a product (a card’s id, the product, not the variety it shows) to the signed-in shopper’s favourites',
    description: FAVOURITES_RULE,
    params: z.object({ productId: idSchema }),
    reply: z.object({ favoriteCount: z.number().int().nonnegative(), productId: z.number().int() }),
    failures: [401, 404],
  },
  removeFavoriteProduct: {
    summary: 'Remove a product from the favourites',
    description: FAVOURITES_RULE,
    params: z.object({ productId: idSchema }),
    reply: z.object({ favoriteCount: z.number().int().nonnegative(), productId: z.number().int() }),
    failures: [401, 404],
  },
  addFavoriteCategory: {
    summary: 'Add a category to the signed-in shopper’s favourites',
    description: FAVOURITES_RULE,
    params: z.object({ categoryId: idSchema }),
    reply: z.object({ categoryId: z.number().int() }),
    failures: [401, 404],
  },
  removeFavoriteCategory: {
    summary: 'Remove a category from the favourites',
    description: FAVOURITES_RULE,
    params: z.object({ categoryId: idSchema }),
    reply: z.object({ categoryId: z.number().int() }),
    failures: [401, 404],
  },
});
