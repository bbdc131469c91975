import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
import { moneySchema } from './fields.ts';

/**
 * Server-supplied HTML (banners, notes, tooltips). The web renders it only through its sanitiser;
 * the OpenAPI document marks it with format 'html' (contentMediaType text/html in JSON Schema).
 */
export const htmlSchema = z.string().meta({
  contentMediaType: 'text/html',
  format: 'html',
  description: 'Server-supplied HTML: sanitise before rendering',
});

/** Widget types (product-widgets-monitoring.md §2) and their ids; the web reinitialises 6 to 10 after sign-in (§7). */
export const WidgetType = {
  tabloid: 1,
  palisade: 2,
  classified: 3,
  billboard: 4,
  carousel: 5,
  product_history: 6,
  product_favorites: 7,
  category_history: 8,
  category_favorites: 9,
  announcements: 10,
  template: 11,
} as const;
export type WidgetTypeName = keyof typeof WidgetType;
export const widgetTypeNameSchema = z.enum(Object.keys(WidgetType) as [WidgetTypeName, ...WidgetTypeName[]]);

/** The widgets built from the asking shopper's views and favourites. */
export const USER_WIDGET_TYPES = ['product_history', 'product_favorites', 'category_history', 'category_favorites'] as const;
export const userWidgetTypeSchema = z.enum(USER_WIDGET_TYPES, {
  error: 'Тип виджета: product_history, product_favorites, category_history или category_favorites',
});
export type UserWidgetType = z.infer<typeof userWidgetTypeSchema>;

/** Star fills for a rating, one per star from the first: 1 full, 0.5 half, 0 empty. */
export const starFillsSchema = z.array(z.number().min(0).max(1)).length(5);

/** Rating of goods: average vote to one decimal and the number of votes. */
export const votesSchema = z.object({ vote: z.number().min(0).max(5), total: z.number().int().nonnegative() });
export type Votes = z.infer<typeof votesSchema>;

/** One product tile of a palisade or a product strip, with the product card's field names (catalogue.md §3). */
export const widgetProductSchema = z.object({
  /** The product; assortmentId is the variety the tile shows and links to. */
  id: z.number().int(),
  assortmentId: z.number().int(),
  name: z.string(),
  url: z.string(),
  images: z.object({ productthumb: z.string(), productMiddleSize: z.string(), catalogMaxSize: z.string() }),
  price: moneySchema,
  assVal1: z.enum(['', 'sale', 'new']),
  /** Old price, only when a discount exists. */
  assVal2: moneySchema.nullable(),
  assVal3: z.string(),
  votes: votesSchema,
  voteStarsColors: starFillsSchema,
  active_comment_count: z.number().int().nonnegative(),
  favoritesHas: z.union([z.literal(0), z.literal(1)]),
  missingItem: z.number().int().min(0).max(3),
  express: z.boolean(),
});
export type WidgetProduct = z.infer<typeof widgetProductSchema>;

/** An item of a classified widget: a category (or a page) with its picture. */
export const classifiedItemSchema = z.object({
  url: z.string(),
  name: z.string(),
  image_url: z.string(),
  /** The picture is a photo on its own background, shown without a frame. */
  nature: z.boolean(),
  /** Shown on the favourites page, where the item can be removed. */
  is_favorites_page: z.boolean(),
});
export type ClassifiedItem = z.infer<typeof classifiedItemSchema>;

/** Fields every widget has (§3 "Widget"). */
const widgetBase = {
  widget_key: z.string(),
  widgetType: z.number().int(),
  is_empty_content: z.boolean(),
};

export const tabloidWidgetSchema = z.object({
  ...widgetBase,
  widgetTypeName: z.literal('tabloid'),
  htmlCode: htmlSchema,
});

export const palisadeTabSchema = z.object({
  tabName: z.string(),
  url: z.string(),
  tabProducts: z.array(widgetProductSchema),
});

/** Products under a header, with tabs (desktop) and an 'all' link; also the product strips. */
const palisadeFields = {
  ...widgetBase,
  palisade_header: z.string(),
  tab_color: z.string(),
  button_all_label: z.string(),
  all_button_link: z.string(),
  goods_quantity: z.number().int().nonnegative(),
  multi: z.array(palisadeTabSchema),
  defaultProducts: z.array(widgetProductSchema),
};

export const palisadeWidgetSchema = z.object({ ...palisadeFields, widgetTypeName: z.literal('palisade') });
export const productHistoryWidgetSchema = z.object({ ...palisadeFields, widgetTypeName: z.literal('product_history') });
export const productFavoritesWidgetSchema = z.object({ ...palisadeFields, widgetTypeName: z.literal('product_favorites') });

export const classifiedTabSchema = z.object({ tabName: z.string(), url: z.string(), tabData: z.array(classifiedItemSchema) });

const classifiedFields = {
  ...widgetBase,
  palisade_header: z.string(),
  button_all_label: z.string(),
  all_button_link: z.string(),
  multi: z.array(classifiedTabSchema),
  /** Items shown with no tab open. */
  defaultItems: z.array(classifiedItemSchema),
};

export const classifiedWidgetSchema = z.object({ ...classifiedFields, widgetTypeName: z.literal('classified') });
export const categoryHistoryWidgetSchema = z.object({ ...classifiedFields, widgetTypeName: z.literal('category_history') });
export const categoryFavoritesWidgetSchema = z.object({ ...classifiedFields, widgetTypeName: z.literal('category_favorites') });

export const slideSchema = z.object({
  url: z.string(),
  tabName: z.string(),
  mainFile: z.string(),
  backgroundFile: z.string(),
  htmlCode: htmlSchema,
});
export type Slide = z.infer<typeof slideSchema>;

export const billboardWidgetSchema = z.object({
  ...widgetBase,
  widgetTypeName: z.literal('billboard'),
  /** Autoplay delay of the looping slider (§2). */
  autoplayDelay: z.number().int().positive(),
  multi: z.array(slideSchema),
});

export const carouselWidgetSchema = z.object({
  ...widgetBase,
  widgetTypeName: z.literal('carousel'),
  multi: z.array(slideSchema.pick({ url: true, tabName: true, mainFile: true })),
});

export const announcementSchema = z.object({ url: z.string(), tabName: z.string(), htmlCode: htmlSchema, date: z.string() });

export const announcementsWidgetSchema = z.object({
  ...widgetBase,
  widgetTypeName: z.literal('announcements'),
  palisade_header: z.string(),
  multi: z.array(announcementSchema),
});

/** Keyed product strips (sputnik, analogs, cart relates) and the message page's keyed widgets. */
export const templateWidgetSchema = z.object({
  ...palisadeFields,
  widgetTypeName: z.literal('template'),
  /** What the template shows: product tiles, or category items (the CLS keys). */
  template: z.enum(['products', 'categories']),
  items: z.array(classifiedItemSchema),
});

export type TemplateWidget = z.infer<typeof templateWidgetSchema>;

export const widgetSchema = z.discriminatedUnion('widgetTypeName', [
  tabloidWidgetSchema,
  palisadeWidgetSchema,
  classifiedWidgetSchema,
  billboardWidgetSchema,
  carouselWidgetSchema,
  productHistoryWidgetSchema,
  productFavoritesWidgetSchema,
  categoryHistoryWidgetSchema,
  categoryFavoritesWidgetSchema,
  announcementsWidgetSchema,
  templateWidgetSchema,
]);
export type Widget = z.infer<typeof widgetSchema>;

/** A widget as the main page lists it: the data and the hash to revalidate it with. */
export const pageWidgetSchema = z.object({
  widgetKey: z.string(),
  widgetHash: z.string(),
  position: z.number().int().nonnegative(),
  widgetData: widgetSchema,
});
export type PageWidget = z.infer<typeof pageWidgetSchema>;
export const pageWidgetsSchema = z.array(pageWidgetSchema);

/** Keyed widgets other screens ask for by name (§2, §7). */
export const WIDGET_KEYS = [
  'main_tabloid',
  'main_billboard',
  'main_carousel',
  'main_palisade_sale',
  'main_palisade_new',
  'main_palisade_popular',
  'main_classified',
  'main_announcements',
  'salecatsCLS',
  'salefullCHK',
  'popcatsCLS',
  'popfullCHK',
] as const;
export const widgetKeySchema = z
  .string({ error: 'Укажите ключ виджета' })
  .regex(/^[A-Za-z][A-Za-z0-9_]{1,63}$/, 'Ключ виджета: латинские буквы, цифры и подчёркивание');

export const widgetHashSchema = z
  .string()
  .regex(/^[0-9a-f]{1,64}$/, 'Хеш виджета: шестнадцатеричная строка')
  .optional();

/**
 * A widget reply. With the hash the caller already holds and no change since, `notModified` is
 * true and `widgetData` is left out.
 */
export const widgetReplySchema = z.object({
  widgetKey: z.string(),
  widgetHash: z.string(),
  notModified: z.boolean(),
  widgetData: widgetSchema.optional(),
});
export type WidgetReply = z.infer<typeof widgetReplySchema>;

export const CART_WIDGET_KEY = 'cart_page_relates';

export const widgetRoutes = defineRoutes(routeTable.widgets, 'widgets', {
  getWidget: {
    summary: 'A keyed widget; with the hash held, a not-modified answer without data',
    description: 'With the hash the app holds and no change, `notModified` is true and `widgetData` is left out',
    params: z.object({ key: widgetKeySchema }),
    query: z.object({ hash: widgetHashSchema }),
    reply: widgetReplySchema,
    failures: [404],
  },
  getDefinedWidget: {
    summary: 'The shopper’s own widget: viewed or favourite products and categories',
    description: 'With the hash the app holds and no change, `notModified` is true and `widgetData` is left out',
    params: z.object({ type: userWidgetTypeSchema }),
    query: z.object({ hash: widgetHashSchema }),
    reply: widgetReplySchema,
  },
  getCartWidget: {
    summary: 'Goods that go with the cart’s contents',
    query: z.object({
      key: z.literal(CART_WIDGET_KEY, { error: `Ключ виджета корзины: ${CART_WIDGET_KEY}` }).default(CART_WIDGET_KEY),
    }),
    reply: widgetReplySchema,
  },
});
