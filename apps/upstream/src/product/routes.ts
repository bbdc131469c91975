import type { FastifyInstance } from 'fastify';
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
import { BAD_REQUEST, parseInput, readInput } from '../http/input.ts';
import { failBody, okBody, sendFail } from '../http/reply-shapes.ts';
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
import { done, refuse } from '@shop/contracts/rules/outcome.ts';

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
export interface ProductRouteOptions {
  /** Where the shop runs: a price-change letter's cancel link points there. */
  shopOrigin?: string | undefined;
}

export function productRoutes(app: FastifyInstance, store: Store, options: ProductRouteOptions = {}): void {
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

  app.post('/product/:id/getPriceBlockData/', { config: { shape: 'result' } }, async (request, reply) => {
    const params = readInput(reply, productParams, request.params);
    if (!params) return reply;
    const input = readInput(reply, priceBlockBody, request.body);
    if (!input) return reply;
    const { productId, assortmentId, units, setLikeNew, colorId } = input;
    if (productId !== undefined && productId !== params.id) {
      return reply.code(400).send(failBody('result', { error: PRODUCT_ROUTE_TEXT.mismatch }));
    }
    const variety = products.varietyOf(params.id, assortmentId);
    if (!variety.ok) return sendFail(reply, 'result', variety);
    const priced = products.price(variety.value, shopper(sessionOf(request)), { units, colorId, likeNew: setLikeNew });
    if (!priced.ok) return sendFail(reply, 'result', priced);
    return okBody('result', { priceData: priced.value });
  });

  app.post('/product/:id/getForumData/', { config: { shape: 'rqStatus' } }, async (request, reply) => {
    const product = productOf(request.params);
    if (!product.ok) return sendFail(reply, 'rqStatus', product);
    const reader = shopper(sessionOf(request));
    return okBody('rqStatus', {
      forumData: forumView(product.value.id, store.product.comments(product.value.id, false, reader.userId), reader),
    });
  });

  app.post('/product/:id/getReviewsData/', { config: { shape: 'rqStatus' } }, async (request, reply) => {
    const product = productOf(request.params);
    if (!product.ok) return sendFail(reply, 'rqStatus', product);
    const reader = shopper(sessionOf(request));
    const rows = store.product.comments(product.value.id, true, reader.userId);
    return okBody('rqStatus', { reviewsData: reviewsView(product.value.id, rows, store.product.figures(product.value.id), reader) });
  });

  app.post('/product/:id/getShortReviews/', { config: { shape: 'rqStatus' } }, async (request, reply) => {
    const product = productOf(request.params);
    if (!product.ok) return sendFail(reply, 'rqStatus', product);
    const rows = store.product.comments(product.value.id, true, null);
    return okBody('rqStatus', { reviewsShortData: shortReviewsView(rows, store.product.figures(product.value.id)) });
  });

  app.post('/product/:id/getWidget/', { config: { shape: 'status' } }, async (request, reply) => {
    const params = readInput(reply, productParams, request.params);
    if (!params) return reply;
    const input = readInput(reply, widgetBody, request.body);
    if (!input) return reply;
    const variety = products.varietyOf(params.id, input.assortmentId);
    if (!variety.ok) return sendFail(reply, 'status', variety);
    return okBody('status', { widgetData: products.widgets.productWidget(input.key, variety.value, shopper(sessionOf(request))) });
  });

  // Comments: writes need a signed-in shopper (§6); a guest gets a FAIL the page answers with sign-in.
  app.post('/api/v1/comments/setComment/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, setCommentBodySchema, request.body);
    if (!input) return reply;
    const outcome = comments.add(sessionOf(request).user_id, input);
    if (!outcome.ok) return sendFail(reply, 'status', outcome);
    return okBody('status', { ...outcome.value, message: 'Спасибо! Ваш комментарий опубликован' });
  });

  app.post('/api/v1/comments/reply/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, replyBody, request.body);
    if (!input) return reply;
    const outcome = comments.reply(sessionOf(request).user_id, input.parentId, input.text);
    if (!outcome.ok) return sendFail(reply, 'status', outcome);
    return okBody('status', outcome.value);
  });

  app.post('/api/v1/comments/save/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, saveBody, request.body);
    if (!input) return reply;
    const { id, ...edit } = input;
    const outcome = comments.save(sessionOf(request).user_id, id, edit);
    if (!outcome.ok) return sendFail(reply, 'status', outcome);
    return okBody('status', outcome.value);
  });

  app.delete('/api/v1/comments/delete/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, commentIdBody, request.body);
    if (!input) return reply;
    const outcome = comments.remove(sessionOf(request).user_id, input.id);
    if (!outcome.ok) return sendFail(reply, 'status', outcome);
    return okBody('status', outcome.value);
  });

  app.post('/api/v1/comments/rate/', { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, rateBody, request.body);
    if (!input) return reply;
    const outcome = comments.rate(sessionOf(request).user_id, input.id, input.rate);
    if (!outcome.ok) return sendFail(reply, 'result', outcome);
    return okBody('result', outcome.value);
  });

  app.put('/api/v1/notification/addAssortPriceChange/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, priceChangeBody, request.body);
    if (!input) return reply;
    const { assortmentId, email } = input;
    if (!store.catalogue.assortment(assortmentId)) return sendFail(reply, 'status', { status: 404, error: 'Товар не найден' });
    const session = sessionOf(request);
    const token = store.product.subscribe({ assortmentId, email, sessionId: session.id, userId: session.user_id });
    const added = token !== undefined;
    // The demo sends no mail: the confirmation letter's cancel link is kept in the outbox (/dev/outbox/).
    if (added) {
      store.account.addOutbox({
        channel: 'email',
        destination: email,
        code: `${shopOrigin}${unsubscribePath(token)}`,
        purpose: PRICE_SUBSCRIPTION_PURPOSE,
        created_at: new Date().toISOString(),
      });
    }
    return okBody('status', {
      assortmentId,
      email,
      alreadySubscribed: !added,
      message: added ? PRODUCT_ROUTE_TEXT.subscribed(email) : PRODUCT_ROUTE_TEXT.alreadySubscribed(email),
    });
  });

  app.post('/api/v1/order/discountRequest/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, discountRequestBodySchema, request.body);
    if (!input) return reply;
    const order = input;
    const assortment = store.catalogue.assortment(order.assortmentId);
    if (!assortment) return sendFail(reply, 'status', { status: 404, error: 'Товар не найден' });
    if (!store.catalogue.multismsOf(assortment.id).some((unit) => unit.id === order.multismId)) {
      return sendFail(reply, 'status', { status: 400, error: 'Этот товар не продаётся в выбранных единицах' });
    }
    // A discount can be agreed on goods the shop still gets; no longer supplied ones, not (§4 missingItem 3).
    if (assortment.missing_item === 3)
      return sendFail(reply, 'status', { status: 200, statusCode: 409, error: PRODUCT_ROUTE_TEXT.discontinued });
    const session = sessionOf(request);
    const requestId = store.product.insertDiscountRequest({ ...order, sessionId: session.id, userId: session.user_id });
    return okBody('status', { requestId, message: PRODUCT_ROUTE_TEXT.discountAccepted });
  });

  app.get('/s/tooltip/', { config: { shape: 'rqStatus' } }, async (request, reply) => {
    const input = readInput(reply, tooltipQuery, request.query);
    if (!input) return reply;
    const html = store.product.tooltip(input.tooltipId);
    if (html === undefined) return sendFail(reply, 'rqStatus', { status: 404, error: PRODUCT_ROUTE_TEXT.tooltipNotFound });
    return okBody('rqStatus', { tooltipData: html });
  });

  app.post('/api/v1/UserPrefs/rememberColor', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, colorBody, request.body);
    if (!input) return reply;
    const { assortmentId, colorId, currentColor } = input;
    const variety = store.product.variety(assortmentId);
    if (!variety) return sendFail(reply, 'status', { status: 404, error: 'Товар не найден' });
    for (const id of [colorId, currentColor]) {
      if (id !== undefined && !store.catalogue.colorOf(assortmentId, id)) {
        return sendFail(reply, 'status', { status: 400, error: 'Этот товар не продаётся в выбранном цвете' });
      }
    }
    store.product.saveColorChoice(sessionOf(request).id, assortmentId, colorId);
    return okBody('status', { colorBtns: products.colorsData(variety, colorId).colorBtns });
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
