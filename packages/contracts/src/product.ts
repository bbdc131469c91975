import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
import { multismSchema } from './cart.ts';
import { idSchema, moneySchema, numberInput, phoneSchema, quantitySchema } from './fields.ts';
import { seoSchema, sitePathSchema } from './page-meta.ts';
import { htmlSchema, starFillsSchema, templateWidgetSchema, votesSchema, widgetProductSchema } from './widgets.ts';

/** The product page and what it calls (product-widgets-monitoring.md §2–§7), wire names as the spec writes them. */

// ---------------------------------------------------------------------------------------------
// Fields

export const emailSchema = z
  .string({ error: 'Укажите e-mail' })
  .trim()
  .toLowerCase()
  .max(254, 'E-mail не может быть длиннее 254 символов')
  .pipe(z.email({ error: 'Укажите корректный e-mail, например name@example.ru' }));

/** A flag in a query string: 1/0 or true/false. */
export const queryFlagSchema = z
  .enum(['1', '0', 'true', 'false'], { error: 'Флаг: 1 или 0' })
  .transform((value) => value === '1' || value === 'true');

export const starVoteSchema = numberInput('Оценка должна быть числом от 1 до 5').pipe(
  z.number().int('Оценка должна быть целым числом от 1 до 5').min(1, 'Оценка должна быть от 1 до 5').max(5, 'Оценка должна быть от 1 до 5'),
);

/** Aspects of a detailed review vote; the labels are the web's. */
export const DETAILED_VOTE_ASPECTS = ['quality', 'price', 'convenience'] as const;
export const detailedVoteSchema = z.strictObject(
  { quality: starVoteSchema.optional(), price: starVoteSchema.optional(), convenience: starVoteSchema.optional() },
  { error: 'Подробная оценка: quality, price или convenience от 1 до 5' },
);
export type DetailedVote = z.infer<typeof detailedVoteSchema>;

export const COMMENT_TEXT_MAX = 5000;
const commentText = (label: string) =>
  z
    .string({ error: `${label}: нужен текст` })
    .trim()
    .max(COMMENT_TEXT_MAX, `${label}: не длиннее ${COMMENT_TEXT_MAX} символов`);

export const commentTypeSchema = z.enum(['review', 'comment', 'answer'], {
  error: 'Тип комментария: review, comment или answer',
});
export type CommentType = z.infer<typeof commentTypeSchema>;

export const commentRateSchema = z.union([z.literal(1), z.literal(-1)], { error: 'Оценка комментария: 1 или -1' });

export const tooltipIdSchema = z
  .string({ error: 'Укажите подсказку' })
  .regex(/^[a-z0-9-]{1,64}$/, 'Идентификатор подсказки: латинские буквы, цифры и дефис');

// ---------------------------------------------------------------------------------------------
// Price block

export const MISSING_TEXTS = {
  1: 'Эта разновидность отсутствует',
  2: 'Этот товар временно отсутствует',
  3: 'Этот товар больше не поставляется',
} as const;

/** §3 missingItem: 0 available, 1 variant missing, 2 temporarily missing, 3 no longer supplied. */
export const missingItemSchema = z.number().int().min(0).max(3);

export const PRICE_COMMENTS = ['максимальная', 'крупный опт', 'средний опт', 'малый опт', 'удельная цена', 'профи'] as const;

export const priceListEntrySchema = z.object({
  comment: z.enum(PRICE_COMMENTS),
  /** In the unit named by multism_name. */
  price: moneySchema,
  /** Per base unit of the assortment, to compare offers. */
  realPrice: moneySchema,
  /** The price the shopper pays, shown as Профи. */
  mainPrice: z.boolean(),
  multism_name: z.string(),
  /** Wholesale tiers apply from this quantity in the unit; 0 for the others. */
  fromQuantity: z.number().nonnegative(),
});
export type PriceListEntry = z.infer<typeof priceListEntrySchema>;

export const priceDynamicsSchema = z.object({
  /** Change against the previous price, per cent, one decimal. */
  value: z.number().nonnegative(),
  /** The price went down. */
  negative: z.boolean(),
});

export const deliveryOptionsSchema = {
  pickup: z.object({ text: z.string(), date: z.string(), price: moneySchema }),
  delivery: z.object({ text: z.string(), price: moneySchema, freeFrom: moneySchema }),
  express: z.object({ text: z.string(), price: moneySchema }).nullable(),
};

export const likeNewSchema = z.object({
  /** The 'как новый' offer (open box, full warranty) is chosen. */
  selected: z.boolean(),
  discountPercent: z.number().int().positive(),
  price: moneySchema,
});

export const priceDataSchema = z.object({
  productId: z.number().int(),
  assortmentId: z.number().int(),
  missingItem: missingItemSchema,
  missingText: z.string().nullable(),
  pricesList: z.array(priceListEntrySchema),
  currentMultism: multismSchema,
  multisms: z.array(multismSchema),
  showIsmSelect: z.boolean(),
  priceBlock: z.object({
    /** What one unit costs now (the like-new price when chosen); 0 is 'По телефону'. */
    price: moneySchema,
    /** Shown only when a discount exists. */
    oldPrice: moneySchema.nullable(),
    discount: z.number().int().nonnegative(),
    likeNew: likeNewSchema.nullable(),
  }),
  ...deliveryOptionsSchema,
  mainPriceFreeShipping: z.boolean(),
  /** Sold to order: comes from the supplier's warehouse in three days or more. */
  outOrder: z.boolean(),
  /** In the shopper's cart, base units (all colours) and units of currentMultism. */
  quantity: z.number().nonnegative(),
  orderQuantity: z.number().nonnegative(),
  colorId: z.number().int().nullable(),
  priceDynamics: priceDynamicsSchema.nullable(),
});
export type PriceData = z.infer<typeof priceDataSchema>;

// ---------------------------------------------------------------------------------------------
// Images, characteristics, selectors, colours

export const igraphLineSchema = z.object({ text: z.string(), size: z.number().int().positive(), bgcolor: z.string(), color: z.string() });
export const productImageSchema = z.object({
  productThumbnail: z.string(),
  productthumb: z.string(),
  /** Version of the picture, for caches. */
  updated: z.string(),
  /** Borrowed from another variety of the same product. */
  isClone: z.boolean(),
  igraphs: z.object({ group: z.array(z.object({ line: z.array(igraphLineSchema) })) }),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const assortmentSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  url: z.string(),
  name: z.string(),
  /** Product code, copyable. */
  sortId: z.string(),
  assval1: z.enum(['', 'sale', 'new']),
  assval2: moneySchema.nullable(),
  assval3: z.string(),
  assval4: htmlSchema,
  assval14: z.string(),
  MainImage: productImageSchema,
  slaveImages: z.array(productImageSchema),
});

export const shortCharacteristicSchema = z.object({
  name: z.string(),
  value: z.string(),
  url: z.string().nullable(),
  compositeValue: z.boolean(),
  header: z.boolean(),
});
export const characteristicsSchema = z.object({
  description: htmlSchema,
  shortText: z.array(shortCharacteristicSchema),
  text: z.array(z.object({ header: z.string(), list: z.array(z.object({ name: z.string(), value: z.string() })) })),
  brand: z
    .object({
      img: z.string(),
      url: z.string(),
      /** Cut at 100 characters with an expand toggle when collapsed (§2). */
      desc: z.string(),
      collapsed: z.boolean(),
      brandCountry: z.string(),
      country: z.string(),
    })
    .nullable(),
  docs: z.array(z.object({ url: z.string(), name: z.string(), ico: z.enum(['pdf', 'html']) })),
  allDocsUrl: z.string().nullable(),
});
export type Characteristics = z.infer<typeof characteristicsSchema>;

export const selectorOptionSchema = z.object({
  id: z.string(),
  ass_id: z.number().int(),
  assUrl: z.string(),
  text: z.string(),
  img: z.string().nullable(),
  imgUrl: z.string().nullable(),
  /** No variety has this value with the other chosen values: the link leads to the nearest one. */
  missed: z.boolean(),
  selected: z.boolean(),
  colorUrl: z.string().nullable(),
  colorCode: z.string().nullable(),
  colorBtn: z.boolean(),
});
export const selectorGroupSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  currentSelectVal: z.string(),
  value: z.array(selectorOptionSchema),
  print: z.boolean(),
  /** Many values: shown as a list rather than buttons. */
  likeList: z.boolean(),
  colorBtn: z.boolean(),
  hideBtn: z.boolean(),
});
export type SelectorGroup = z.infer<typeof selectorGroupSchema>;
export const selectorsTableSchema = z.object({
  headers: z.array(z.string()),
  dataset: z.array(
    z.object({
      ass_id: z.number().int(),
      assUrl: z.string(),
      data: z.array(z.string()),
      selected: z.boolean(),
      missingItem: missingItemSchema,
    }),
  ),
});

export const productColorSchema = z.object({ id: z.number().int(), name: z.string(), code: z.string(), url: z.string() });
export const colorsDataSchema = z.object({
  colorBtns: z.array(productColorSchema.extend({ selected: z.boolean() })),
  productColors: z.array(productColorSchema),
});

// ---------------------------------------------------------------------------------------------
// Comments

export const commentSchema = z.object({
  id: z.number().int(),
  type: commentTypeSchema,
  author: z.string(),
  /** Author profile, /~{author}. */
  authorUrl: z.string(),
  created: z.string(),
  /** Shoppers' texts are plain text, never HTML. */
  body: z.string(),
  pros_body: z.string(),
  cons_body: z.string(),
  stars: starFillsSchema.nullable(),
  vote: z.number().int().min(1).max(5).nullable(),
  vote_view: z.string(),
  detailedVote: detailedVoteSchema.nullable(),
  rating: z.number().int(),
  /** The signed-in shopper's own rate of it. */
  myRate: commentRateSchema.nullable(),
  level: z.number().int().nonnegative(),
  isReviews: z.boolean(),
  parent_id: z.number().int().nullable(),
  /** The author or a moderator may edit and delete it. */
  editable: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

const commentListFields = {
  /** The product's id. */
  id: z.number().int(),
  active_comment_count: z.number().int().nonnegative(),
  /** Threads in order: each reply follows its parent, with its level. */
  comments: z.array(commentSchema),
  moderatorMode: z.boolean(),
  allowReplies: z.boolean(),
};

export const forumDataSchema = z.object({ ...commentListFields, type: z.literal('comment') });
export type ForumData = z.infer<typeof forumDataSchema>;

export const filterVoteSchema = z.object({
  vote: z.number().int().min(1).max(5),
  stars: starFillsSchema,
  count: z.number().int().nonnegative(),
});
export const reviewsDataSchema = z.object({
  ...commentListFields,
  type: z.literal('review'),
  general_vote_stars: starFillsSchema,
  filter_vote_list: z.array(filterVoteSchema),
  votes: votesSchema,
});
export type ReviewsData = z.infer<typeof reviewsDataSchema>;

export const shortReviewSchema = z.object({
  id: z.number().int(),
  author: z.string(),
  date: z.string(),
  vote: z.number().int().min(1).max(5),
  text: z.string(),
  advantages: z.string(),
  disadvantages: z.string(),
});
export const shortReviewsSchema = z.object({
  vote: z.number().min(0).max(5),
  ratingsTotal: z.number().int().nonnegative(),
  comments: z.array(shortReviewSchema),
});
export type ShortReviews = z.infer<typeof shortReviewsSchema>;

// ---------------------------------------------------------------------------------------------
// The page

export const productTabSchema = z.enum(['index', 'related', 'analogs']);
export type ProductTab = z.infer<typeof productTabSchema>;

export const breadcrumbSchema = z.object({ id: z.number().int().nullable(), name: z.string(), path: z.string() });

export const priceGraphSchema = z.object({
  /** Open the price-dynamics modal on arrival (the price-change e-mail links with ?priceGraph=1). */
  opened: z.boolean(),
  points: z.array(z.object({ date: z.string(), price: moneySchema })),
  dynamics: priceDynamicsSchema.nullable(),
});

/** `sections` of the page data for route 'assortment' (§3 "Product page data"). */
export const productPageSchema = priceDataSchema.extend({
  product: z.object({ id: z.number().int(), name: z.string(), url: z.string(), price: moneySchema }),
  assortment: assortmentSchema,
  favoritesHas: z.union([z.literal(0), z.literal(1)]),
  votes: votesSchema,
  voteStarsColors: starFillsSchema,
  characteristics: characteristicsSchema,
  selectors: z.array(selectorGroupSchema),
  selectorsTable: selectorsTableSchema,
  /** Groups whose value differs from the variety the shopper came from (selector scenario with sourceAssId). */
  changedSelectors: z.array(z.number().int()),
  shortReviews: shortReviewsSchema,
  reviews: reviewsDataSchema,
  forum: forumDataSchema,
  analogs: templateWidgetSchema,
  sputnik: templateWidgetSchema,
  productUrl: z.string(),
  tab: productTabSchema,
  /** The grid of the related and analogs tabs; empty on the index tab. */
  tabProducts: z.array(widgetProductSchema),
  colorsData: colorsDataSchema,
  breadcrumbs: z.array(breadcrumbSchema),
  priceGraph: priceGraphSchema,
});
export type ProductPage = z.infer<typeof productPageSchema>;

export const selectorReplySchema = z.object({
  /** Where the browser's address goes (pushed into history without a reload). */
  url: z.string(),
  seo: seoSchema,
  product: productPageSchema,
});

// ---------------------------------------------------------------------------------------------
// Routes

const productParams = z.object({ productId: idSchema });
const commentParams = z.object({ id: idSchema });
const COMMENT_FAILURES = [401, 403, 404, 409] as const;

/** Path of a product page: one segment with the trailing slash. */
export const productPathSchema = sitePathSchema.refine((path) => /^\/[^/?#]+\/$/.test(path), 'Путь товара: /{адрес товара}/');

export const setCommentBodySchema = z
  .object({
    productId: idSchema,
    type: commentTypeSchema,
    text: commentText('Комментарий').default(''),
    prosText: commentText('Достоинства').default(''),
    consText: commentText('Недостатки').default(''),
    vote: starVoteSchema.optional(),
    detailedVote: detailedVoteSchema.optional(),
    parentId: idSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.type === 'review') {
      if (value.vote === undefined) context.addIssue({ code: 'custom', path: ['vote'], message: 'Поставьте оценку от 1 до 5' });
      if (!value.text && !value.prosText && !value.consText) {
        context.addIssue({ code: 'custom', path: ['text'], message: 'Напишите отзыв' });
      }
      return;
    }
    if (!value.text) context.addIssue({ code: 'custom', path: ['text'], message: 'Напишите комментарий' });
    if (value.type === 'answer' && value.parentId === undefined) {
      context.addIssue({ code: 'custom', path: ['parentId'], message: 'Укажите, на какой комментарий вы отвечаете' });
    }
  });

export const replyBodySchema = z.object({
  text: commentText('Ответ').min(1, 'Напишите ответ'),
});

export const saveCommentBodySchema = z.object({
  text: commentText('Комментарий').optional(),
  prosText: commentText('Достоинства').optional(),
  consText: commentText('Недостатки').optional(),
  vote: starVoteSchema.optional(),
  detailedVote: detailedVoteSchema.optional(),
});

export const discountRequestBodySchema = z.object({
  assortmentId: idSchema,
  quantity: quantitySchema,
  multismId: idSchema,
  /** The price the shopper asks for, per unit of multismId. */
  price: numberInput('Цена должна быть числом', 'decimal').pipe(
    z.number().positive('Укажите желаемую цену').max(100_000_000, 'Слишком большая цена'),
  ),
  comment: z.string().trim().max(1000, 'Комментарий не длиннее 1000 символов').default(''),
  email: emailSchema,
  phone: phoneSchema,
});

export const commentWriteReplySchema = z.object({ comment: commentSchema, active_comment_count: z.number().int().nonnegative() });

const COMMENT_REFUSALS =
  "Refusals pass on the upstream's status: 401 'Войдите, чтобы оставить отзыв' (the web opens the sign-in), 403, 404, 409";

export const productRoutes = defineRoutes(routeTable.product, 'comments', {
  getPriceBlock: {
    tag: 'product',
    summary: 'Prices, availability and delivery of a variety in a unit (and colour)',
    params: productParams,
    query: z.object({
      assortmentId: idSchema,
      units: idSchema,
      colorId: idSchema.optional(),
      setLikeNew: queryFlagSchema.default(false),
    }),
    reply: priceDataSchema,
    failures: [404],
  },
  getForum: {
    summary: 'Questions and discussion of a product, threaded',
    params: productParams,
    reply: forumDataSchema,
    failures: [404],
  },
  getReviews: {
    summary: 'Reviews of a product with the vote summary and the star filter',
    params: productParams,
    reply: reviewsDataSchema,
    failures: [404],
  },
  getShortReviews: {
    summary: 'The few reviews shown beside the price',
    params: productParams,
    reply: shortReviewsSchema,
    failures: [404],
  },
  getProductWidget: {
    tag: 'widgets',
    summary: 'Accessories (sputnik) or analogs of a variety',
    params: productParams.extend({
      key: z.enum(['product_page_sputnik', 'product_page_analogs'], {
        error: 'Ключ виджета: product_page_sputnik или product_page_analogs',
      }),
    }),
    query: z.object({ assortmentId: idSchema }),
    reply: z.object({ widgetData: templateWidgetSchema }),
    failures: [404],
  },
  selectVariant: {
    tag: 'product',
    summary: 'The page data of the variety a selector chose, and its address',
    description: "A path whose page is not a product's is 404; a redirect the upstream forces passes on as the envelope's `redirect`",
    query: z.object({ path: productPathSchema, sourceAssId: idSchema.optional() }),
    reply: selectorReplySchema,
    failures: [404],
  },
  addComment: {
    summary: 'Write a review, a forum comment or an answer (signed-in shoppers)',
    description: COMMENT_REFUSALS,
    body: setCommentBodySchema,
    reply: commentWriteReplySchema,
    failures: COMMENT_FAILURES,
  },
  replyToComment: {
    summary: 'Answer a review or a comment',
    description: COMMENT_REFUSALS,
    params: commentParams,
    body: replyBodySchema,
    reply: commentWriteReplySchema,
    failures: COMMENT_FAILURES,
  },
  editComment: {
    summary: 'Edit a comment (its author or a moderator)',
    description: COMMENT_REFUSALS,
    params: commentParams,
    body: saveCommentBodySchema,
    reply: commentWriteReplySchema,
    failures: COMMENT_FAILURES,
  },
  deleteComment: {
    summary: 'Delete a comment and its replies (its author or a moderator)',
    description: COMMENT_REFUSALS,
    params: commentParams,
    reply: z.object({ deleted: z.array(z.number().int()), active_comment_count: z.number().int().nonnegative() }),
    failures: COMMENT_FAILURES,
  },
  rateComment: {
    summary: 'Rate a comment up or down, once',
    description: COMMENT_REFUSALS,
    params: commentParams,
    body: z.object({ rate: commentRateSchema }),
    /** status: the shopper's rate as stored. */
    reply: z.object({ status: commentRateSchema, rating: z.number().int() }),
    failures: COMMENT_FAILURES,
  },
  subscribePriceChange: {
    tag: 'product',
    summary: 'E-mail me when the price of this variety changes',
    body: z.object({ assortmentId: idSchema, email: emailSchema }),
    reply: z.object({ assortmentId: z.number().int(), email: z.string(), alreadySubscribed: z.boolean() }),
    failures: [404, 429],
  },
  requestDiscount: {
    tag: 'product',
    summary: 'Ask for a lower price for a quantity',
    body: discountRequestBodySchema,
    reply: z.object({ requestId: z.number().int() }),
    failures: [404, 409, 429],
  },
  getTooltip: {
    tag: 'product',
    summary: 'The text of a tooltip',
    params: z.object({ tooltipId: tooltipIdSchema }),
    reply: z.object({ tooltipData: htmlSchema }),
    failures: [404],
  },
  rememberColor: {
    tag: 'product',
    summary: 'Remember the colour chosen for a variety; answers its colour buttons',
    body: z.object({ assortmentId: idSchema, colorId: idSchema, currentColor: idSchema.optional() }),
    reply: z.object({ colorBtns: colorsDataSchema.shape.colorBtns }),
    failures: [404],
  },
});
