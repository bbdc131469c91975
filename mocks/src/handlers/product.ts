import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { findVariety, findVarietyByUrl, forumOf, priceDataOf, productPageOf, reviewsOf, shortReviewsOf, stripGoods, tooltips } from '../fixtures/product.ts';
import { productStrip } from '../fixtures/widgets.ts';
import * as product from '../product-state.ts';
import { cart } from '../state.ts';

const routes = contract.product;
const NOT_FOUND = 'Товар не найден';

/** The variety of a product, as the upstream checks it. */
function varietyOf(productId: number, assortmentId: number) {
  const item = findVariety(assortmentId);
  if (!item || item.productId !== productId) return undefined;
  return item;
}

const inCart = (assortmentId: number) =>
  cart().cartPageData.products.filter((line) => line.id === assortmentId).reduce((sum, line) => sum + line.quantity, 0);

export const productHandlers = [
  handle(routes.getPriceBlock, ({ params, query }) => {
    const item = varietyOf(params.productId, query.assortmentId);
    if (!item) return failure(404, NOT_FOUND);
    const data = priceDataOf(item, {
      units: query.units,
      colorId: query.colorId ?? product.chosenColor(item.id),
      likeNew: query.setLikeNew,
      quantity: inCart(item.id),
    });
    return data ? ok(data) : failure(400, 'Этот товар не продаётся в выбранных единицах');
  }),

  handle(routes.getForum, ({ params }) => ok(forumOf(params.productId, product.commentsFor(), product.moderatorMode()))),
  handle(routes.getReviews, ({ params }) => ok(reviewsOf(params.productId, product.commentsFor(), product.moderatorMode()))),
  handle(routes.getShortReviews, ({ params }) => ok(shortReviewsOf(params.productId, product.commentsFor()))),

  handle(routes.getProductWidget, ({ params, query }) => {
    const item = varietyOf(params.productId, query.assortmentId);
    if (!item) return failure(404, NOT_FOUND);
    return ok({ widgetData: productStrip(params.key, item.url, stripGoods(item.productId, params.key)) });
  }),

  handle(routes.selectVariant, ({ query }) => {
    const item = findVarietyByUrl(query.path.slice(1, -1));
    if (!item) return failure(404, NOT_FOUND);
    product.recordView(item.id);
    const page = productPageOf(item, { comments: product.commentsFor(), colorId: product.chosenColor(item.id), sourceAssId: query.sourceAssId ?? null });
    return ok({ url: `/${item.url}/`, seo: { seo_title: item.name, seo_desc: '', seo_keys: '', seo_canonical: `/${item.url}/` }, product: page });
  }),

  handle(routes.addComment, ({ body }) => {
    const result = product.addComment(body);
    return result.ok ? ok(result.value, [{ kind: 'success', text: 'Спасибо! Ваш комментарий опубликован' }]) : failure(result.status, result.error);
  }),
  handle(routes.replyToComment, ({ params, body }) => {
    const result = product.replyTo(params.id, body.text);
    return result.ok ? ok(result.value) : failure(result.status, result.error);
  }),
  handle(routes.editComment, ({ params, body }) => {
    const result = product.editComment(params.id, body);
    return result.ok ? ok(result.value) : failure(result.status, result.error);
  }),
  handle(routes.deleteComment, ({ params }) => {
    const result = product.deleteComment(params.id);
    return result.ok ? ok(result.value) : failure(result.status, result.error);
  }),
  handle(routes.rateComment, ({ params, body }) => {
    const result = product.rateComment(params.id, body.rate);
    return result.ok ? ok(result.value) : failure(result.status, result.error);
  }),

  handle(routes.subscribePriceChange, ({ body }) => {
    if (!findVariety(body.assortmentId)) return failure(404, NOT_FOUND);
    const added = product.subscribe(body.assortmentId, body.email);
    const text = added ? `Мы сообщим об изменении цены на ${body.email}` : `Адрес ${body.email} уже подписан на изменение цены этого товара`;
    return ok({ assortmentId: body.assortmentId, email: body.email, alreadySubscribed: !added }, [{ kind: 'success', text }]);
  }),

  handle(routes.requestDiscount, ({ body }) => {
    const item = findVariety(body.assortmentId);
    if (!item) return failure(404, NOT_FOUND);
    if (item.missingItem === 3) return failure(409, 'Этот товар больше не поставляется');
    if (!item.multisms.some((unit) => unit.id === body.multismId)) return failure(400, 'Этот товар не продаётся в выбранных единицах');
    return ok({ requestId: product.nextDiscountRequest() }, [{ kind: 'success', text: 'Заявка принята: менеджер свяжется с вами' }]);
  }),

  handle(routes.getTooltip, ({ params }) => {
    const html = tooltips[params.tooltipId];
    return html ? ok({ tooltipData: html }) : failure(404, 'Подсказка не найдена');
  }),

  handle(routes.rememberColor, ({ body }) => {
    const item = findVariety(body.assortmentId);
    if (!item) return failure(404, NOT_FOUND);
    if (![body.colorId, body.currentColor].every((id) => id === undefined || item.colors.some((color) => color.id === id))) {
      return failure(400, 'Этот товар не продаётся в выбранном цвете');
    }
    product.rememberColor(item.id, body.colorId);
    return ok({
      colorBtns: item.colors.map((color) => ({ ...color, url: `/img/c/${color.id}.svg`, selected: color.id === body.colorId })),
    });
  }),
];
