import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@shop/contracts/fields.ts';
import {
  commentRateSchema,
  discountRequestBodySchema,
  emailSchema,
  replyBodySchema,
  saveCommentBodySchema,
  setCommentBodySchema,
  tooltipIdSchema,
} from '@shop/contracts/product.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, legacyRoute, parseInput } from '../http/input.ts';
import { refusal, sendFail } from '../http/reply-shapes.ts';
import { sessionOf } from '../http/session.ts';
import { PRICE_SUBSCRIPTION_PURPOSE } from '../account/dev-pages.ts';
import { unsubscribePath } from '../pages/content-page.ts';
import { DEFAULT_SHOP_ORIGIN } from '../checkout/routes.ts';
import { documentUrl } from './characteristics.ts';
import { createCommentService } from './comment-service.ts';
import { forumView, reviewsView, shortReviewsView } from './comments-view.ts';
import { documentHtml, documentPdf, documentsIndexHtml } from './document-files.ts';
import { createProductService, shopperOf } from './product-service.ts';
import { slugify } from '../catalogue/russian.ts';
import { brandSvg } from '../images/brand-svg.ts';
import { done, mapOutcome, refuse } from '@shop/contracts/rules/outcome.ts';
import type { ProductRow } from './store.ts';

const ONE_DAY_S = 86_400;

export const PRODUCT_ROUTE_TEXT = {
  mismatch: 'Товар в адресе и в запросе не совпадают',
  tooltipNotFound: 'Подсказка не найдена',
  fileNotFound: 'Документ не найден',
  discontinued: 'Этот товар больше не поставляется',
  subscribed: (email: string) => `Мы сообщим об изменении цены на ${email}`,
  alreadySubscribed: (email: string) => `Адрес ${email} уже подписан на изменение цены этого товара`,
  discountAccepted: 'Заявка принята: менеджер свяжется с вами',
  colorSaved: 'Цвет запомнен',
} as const;

/** A flag as legacy clients send it: true/false, 1/0, or the same as text. */
const flagSchema = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], { error: 'Флаг: 1 или 0' })
  .transform((value) => value === true || value === 1 || value === '1' || value === 'true');

const productParams = z.object({ id: idSchema }, { error: BAD_REQUEST });
const priceBlockBody = z.object(
  {
    productId: idSchema.optional(),
    assortmentId: idSchema,
    units: idSchema.optional(),
    setLikeNew: flagSchema.default(false),
    colorId: idSchema.nullish(),
  },
  { error: BAD_REQUEST },
);
const widgetBody = z.object(
  {
    key: z.enum(['product_page_sputnik', 'product_page_analogs'], {
      error: 'Ключ виджета: product_page_sputnik или product_page_analogs',
    }),
    assortmentId: idSchema,
  },
  { error: BAD_REQUEST },
);
const commentIdBody = z.object({ id: idSchema }, { error: BAD_REQUEST });
const replyBody = replyBodySchema.extend({ parentId: idSchema });
const saveBody = saveCommentBodySchema.extend({ id: idSchema });
const rateBody = z.object({ id: idSchema, rate: z.coerce.number().pipe(commentRateSchema) }, { error: BAD_REQUEST });
const priceChangeBody = z.object({ assortmentId: idSchema, email: emailSchema }, { error: BAD_REQUEST });
const tooltipQuery = z.object({ tooltipId: tooltipIdSchema }, { error: BAD_REQUEST });
const colorBody = z.object({ assortmentId: idSchema, colorId: idSchema, currentColor: idSchema.optional() }, { error: BAD_REQUEST });
const DOCUMENT_FILE = /^([1-9])\.(pdf|html)$/;
const BRAND_FILE = /^([a-z0-9-]{1,64})\.svg$/;

/**
 * The product page's calls of product-widgets-monitoring.md §7 in the legacy shapes: the price
 * block, comments and their writes, price notifications, discount requests, tooltips, colour
 * choice; and the files the page links to (documents, brand marks).
 */
export interface ProductRoutesOptions {
  /** Where the shop runs: a price-change letter's cancel link points there. */
  shopOrigin?: string | undefined;
}

export function registerProductRoutes(app: FastifyInstance, store: Store, options: ProductRoutesOptions = {}): void {
  const shopOrigin = (options.shopOrigin ?? DEFAULT_SHOP_ORIGIN).replace(/\/+$/, '');
  const products = createProductService(store);
  const comments = createCommentService(store);
  const shopper = (session: ReturnType<typeof sessionOf>) => shopperOf(store, session.id, session.user_id);

  /** The product of the path, for the bodiless POSTs. */
  const productOf = (params: unknown) => {
    const input = parseInput(productParams, params);
    if (!input.ok) return input;
    const product = store.product.product(input.value.id);
    return product ? done(product) : refuse(404, 'Товар не найден');
  };

  legacyRoute(app, 'POST', '/product/:id/getPriceBlockData/', 'result', { body: priceBlockBody }, (input, request) => {
    const params = parseInput(productParams, request.params);
    if (!params.ok) return params;
    const { productId, assortmentId, units, setLikeNew, colorId } = input;
    if (productId !== undefined && productId !== params.value.id) return refuse(400, PRODUCT_ROUTE_TEXT.mismatch);
    const variety = products.varietyOf(params.value.id, assortmentId);
    if (!variety.ok) return variety;
    const priced = products.price(variety.value, shopper(sessionOf(request)), { units, colorId, likeNew: setLikeNew });
    return mapOutcome(priced, (priceData) => ({ priceData }));
  });

  /** The bodiless POSTs of a product's comments; a product that does not exist is a 404. */
  const ofProduct = (url: string, answer: (product: ProductRow, request: FastifyRequest) => object) =>
    legacyRoute(app, 'POST', url, 'rqStatus', { query: productParams }, (input, request) => {
      const product = store.product.product(input.id);
      return product ? done(answer(product, request)) : refuse(404, 'Товар не найден');
    });
  ofProduct('/product/:id/getForumData/', (product, request) => {
    const reader = shopper(sessionOf(request));
    return { forumData: forumView(product.id, store.product.comments(product.id, false, reader.userId), reader) };
  });
  ofProduct('/product/:id/getReviewsData/', (product, request) => {
    const reader = shopper(sessionOf(request));
    const rows = store.product.comments(product.id, true, reader.userId);
    return { reviewsData: reviewsView(product.id, rows, store.product.figures(product.id), reader) };
  });
  ofProduct('/product/:id/getShortReviews/', (product) => ({
    reviewsShortData: shortReviewsView(store.product.comments(product.id, true, null), store.product.figures(product.id)),
  }));

  legacyRoute(app, 'POST', '/product/:id/getWidget/', 'status', { body: widgetBody }, (input, request) => {
    const params = parseInput(productParams, request.params);
    if (!params.ok) return params;
    return mapOutcome(products.varietyOf(params.value.id, input.assortmentId), (variety) => ({
      widgetData: products.widgets.productWidget(input.key, variety, shopper(sessionOf(request))),
    }));
  });

  // Comments: writes need a signed-in shopper (§6); a guest gets a FAIL the page answers with sign-in.
  const writer = (request: FastifyRequest) => sessionOf(request).user_id;
  legacyRoute(app, 'POST', '/api/v1/comments/setComment/', 'status', { body: setCommentBodySchema }, (input, request) =>
    mapOutcome(comments.add(writer(request), input), (added) => ({ ...added, message: 'Спасибо! Ваш комментарий опубликован' })),
  );
  legacyRoute(app, 'POST', '/api/v1/comments/reply/', 'status', { body: replyBody }, (input, request) =>
    comments.reply(writer(request), input.parentId, input.text),
  );
  legacyRoute(app, 'POST', '/api/v1/comments/save/', 'status', { body: saveBody }, ({ id, ...edit }, request) =>
    comments.save(writer(request), id, edit),
  );
  legacyRoute(app, 'DELETE', '/api/v1/comments/delete/', 'status', { body: commentIdBody }, (input, request) =>
    comments.remove(writer(request), input.id),
  );
  legacyRoute(app, 'POST', '/api/v1/comments/rate/', 'result', { body: rateBody }, (input, request) =>
    comments.rate(writer(request), input.id, input.rate),
  );

  legacyRoute(app, 'PUT', '/api/v1/notification/addAssortPriceChange/', 'status', { body: priceChangeBody }, (input, request) => {
    const { assortmentId, email } = input;
    if (!store.catalogue.assortment(assortmentId)) return refuse(404, 'Товар не найден');
    const session = sessionOf(request);
    const token = store.product.subscribe({ assortmentId, email, sessionId: session.id, userId: session.user_id });
    const added = token !== undefined;
    // The demo sends no mail: the confirmation letter's cancel link is stored in the outbox (/dev/outbox/).
    if (added) {
      store.account.addOutbox({
        channel: 'email',
        destination: email,
        code: `${shopOrigin}${unsubscribePath(token)}`,
        purpose: PRICE_SUBSCRIPTION_PURPOSE,
        created_at: new Date().toISOString(),
      });
    }
    return done({
      assortmentId,
      email,
      alreadySubscribed: !added,
      message: added ? PRODUCT_ROUTE_TEXT.subscribed(email) : PRODUCT_ROUTE_TEXT.alreadySubscribed(email),
    });
  });

  legacyRoute(app, 'POST', '/api/v1/order/discountRequest/', 'status', { body: discountRequestBodySchema }, (order, request) => {
    const assortment = store.catalogue.assortment(order.assortmentId);
    if (!assortment) return refuse(404, 'Товар не найден');
    if (!store.catalogue.multismsOf(assortment.id).some((unit) => unit.id === order.multismId)) {
      return refuse(400, 'Этот товар не продаётся в выбранных единицах');
    }
    // A discount can be agreed on goods the shop still gets; no longer supplied ones, not (§4 missingItem 3).
    if (assortment.missing_item === 3) return refusal(409, PRODUCT_ROUTE_TEXT.discontinued);
    const session = sessionOf(request);
    const requestId = store.product.insertDiscountRequest({ ...order, sessionId: session.id, userId: session.user_id });
    return done({ requestId, message: PRODUCT_ROUTE_TEXT.discountAccepted });
  });

  legacyRoute(app, 'GET', '/s/tooltip/', 'rqStatus', { query: tooltipQuery }, (input) => {
    const html = store.product.tooltip(input.tooltipId);
    return html === undefined ? refuse(404, PRODUCT_ROUTE_TEXT.tooltipNotFound) : done({ tooltipData: html });
  });

  legacyRoute(app, 'POST', '/api/v1/UserPrefs/rememberColor', 'status', { body: colorBody }, (input, request) => {
    const { assortmentId, colorId, currentColor } = input;
    const variety = store.product.variety(assortmentId);
    if (!variety) return refuse(404, 'Товар не найден');
    if ([colorId, currentColor].some((id) => id !== undefined && !store.catalogue.colorOf(assortmentId, id))) {
      return refuse(400, 'Этот товар не продаётся в выбранном цвете');
    }
    store.product.saveColorChoice(sessionOf(request).id, assortmentId, colorId);
    return done({ colorBtns: products.colorsData(variety, colorId).colorBtns });
  });

  // Files the page links to: documents (PDF or HTML) and brand marks. Public: no session.
  app.get<{ Params: { productId: string } }>('/files/docs/:productId/', { config: { session: false } }, async (request, reply) => {
    const product = productOf({ id: request.params.productId });
    const details = product.ok ? store.product.details(product.value.id) : undefined;
    if (!product.ok || !details || details.docs.length === 0)
      return sendFail(reply, 'status', { status: 404, error: PRODUCT_ROUTE_TEXT.fileNotFound });
    const docs = details.docs.map((doc, index) => ({ name: doc.name, url: documentUrl(product.value.id, index, doc) }));
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_DAY_S}`)
      .send(documentsIndexHtml(product.value, docs));
  });

  app.get<{ Params: { productId: string; file: string } }>(
    '/files/docs/:productId/:file',
    { config: { session: false } },
    async (request, reply) => {
      const product = productOf({ id: request.params.productId });
      const file = DOCUMENT_FILE.exec(request.params.file);
      const details = product.ok ? store.product.details(product.value.id) : undefined;
      const doc = file ? details?.docs[Number(file[1]) - 1] : undefined;
      if (!product.ok || !doc || doc.kind !== file?.[2])
        return sendFail(reply, 'status', { status: 404, error: PRODUCT_ROUTE_TEXT.fileNotFound });
      reply.header('cache-control', `public, max-age=${ONE_DAY_S}`);
      if (doc.kind === 'pdf') {
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${product.value.id}-${file[1]}.pdf"`)
          .send(documentPdf(product.value, doc));
      }
      return reply.header('content-type', 'text/html; charset=utf-8').send(documentHtml(product.value, doc));
    },
  );

  const brandsBySlug = new Map(store.product.brandNames().map((name) => [slugify(name), name]));
  app.get<{ Params: { file: string } }>('/img/b/:file', { config: { session: false } }, async (request, reply) => {
    const name = brandsBySlug.get(BRAND_FILE.exec(request.params.file)?.[1] ?? '');
    if (!name) return sendFail(reply, 'status', { status: 404, error: 'Изображение не найдено' });
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', `public, max-age=${ONE_DAY_S}`)
      .send(brandSvg(name));
  });
}
