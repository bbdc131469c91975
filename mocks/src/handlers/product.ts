import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import {
  colorButtons,
  commentCount,
  editedComment,
  findVariety,
  findVarietyByUrl,
  forumOf,
  initialComments,
  priceDataOf,
  productPageOf,
  reviewsOf,
  shortReviewsOf,
  stripGoods,
  threadOf,
  tooltips,
  varieties,
  writtenComment,
} from '../fixtures/product.ts';
import type { ProductComment } from '../fixtures/product.ts';
import { productStrip } from '../fixtures/widgets.ts';
import { cartLines, isSignedIn } from '../state.ts';

const routes = contract.product;
const NOT_FOUND = 'Товар не найден';

/** The signed-in shopper is the demo buyer, who moderates: every comment may be edited. */
const comments = () => initialComments.map((entry) => ({ ...entry, editable: isSignedIn() }));

/**
 * Writing needs the signed-in shopper; a guest is asked to sign in. Mock mode keeps no comments: a
 * write answers the comment as the shop writes it back, which the web puts into its lists.
 */
const asWriter = <T>(write: () => T) => (isSignedIn() ? write() : failure(401, 'Войдите, чтобы оставить отзыв'));
const onComment = <T>(id: number, write: (found: ProductComment) => T) =>
  asWriter(() => {
    const found = initialComments.find((entry) => entry.id === id);
    return found ? write(found) : failure(404, 'Комментарий не найден');
  });

export const productHandlers = [
  handle(routes.getPriceBlock, ({ params, query }) => {
    const item = findVariety(query.assortmentId, params.productId);
    if (!item) return failure(404, NOT_FOUND);
    const quantity = cartLines().find((line) => line.assortmentId === item.id)?.quantity ?? 0;
    const data = priceDataOf(item, { units: query.units, colorId: query.colorId ?? null, likeNew: query.setLikeNew, quantity });
    return data ? ok(data) : failure(400, 'Этот товар не продаётся в выбранных единицах');
  }),
  handle(routes.getForum, ({ params }) => ok(forumOf(params.productId, comments(), isSignedIn()))),
  handle(routes.getReviews, ({ params }) => ok(reviewsOf(params.productId, comments(), isSignedIn()))),
  handle(routes.getShortReviews, ({ params }) => ok(shortReviewsOf(params.productId, comments()))),
  handle(routes.getProductWidget, ({ params, query }) => {
    const item = findVariety(query.assortmentId, params.productId);
    return item ? ok({ widgetData: productStrip(params.key, item.url, stripGoods(item.productId, params.key)) }) : failure(404, NOT_FOUND);
  }),
  handle(routes.selectVariant, ({ query }) => {
    const item = findVarietyByUrl(query.path.slice(1, -1));
    if (!item) return failure(404, NOT_FOUND);
    const product = productPageOf(item, { comments: comments(), sourceAssId: query.sourceAssId ?? null });
    return ok({ url: `/${item.url}/`, seo: { seo_title: item.name, seo_desc: '', seo_keys: '', seo_canonical: `/${item.url}/` }, product });
  }),
  handle(routes.addComment, ({ body }) =>
    asWriter(() => {
      if (!varieties.some((entry) => entry.productId === body.productId)) return failure(404, NOT_FOUND);
      const comment = writtenComment(body);
      return ok({ comment, active_comment_count: commentCount(body.productId, comment.isReviews) + 1 }, [
        { kind: 'success', text: 'Спасибо! Ваш комментарий опубликован' },
      ]);
    }),
  ),
  handle(routes.replyToComment, ({ params, body }) =>
    onComment(params.id, (parent) => {
      const comment = writtenComment({ productId: parent.productId, type: 'answer', text: body.text, parentId: parent.id });
      return ok({ comment, active_comment_count: commentCount(parent.productId, parent.isReviews) });
    }),
  ),
  handle(routes.editComment, ({ params, body }) =>
    onComment(params.id, (found) =>
      ok({ comment: editedComment(found, body), active_comment_count: commentCount(found.productId, found.isReviews) }),
    ),
  ),
  handle(routes.deleteComment, ({ params }) =>
    onComment(params.id, (found) =>
      ok({
        deleted: threadOf(found),
        active_comment_count: commentCount(found.productId, found.isReviews) - (found.parent_id === null ? 1 : 0),
      }),
    ),
  ),
  handle(routes.rateComment, ({ params, body }) =>
    onComment(params.id, (found) => ok({ status: body.rate, rating: found.rating + body.rate })),
  ),
  handle(routes.subscribePriceChange, ({ body }) => {
    if (!findVariety(body.assortmentId)) return failure(404, NOT_FOUND);
    const text = `Мы сообщим об изменении цены на ${body.email}`;
    return ok({ assortmentId: body.assortmentId, email: body.email, alreadySubscribed: false }, [{ kind: 'success', text }]);
  }),
  handle(routes.requestDiscount, ({ body }) =>
    findVariety(body.assortmentId)
      ? ok({ requestId: 1 }, [{ kind: 'success', text: 'Заявка принята: менеджер свяжется с вами' }])
      : failure(404, NOT_FOUND),
  ),
  handle(routes.getTooltip, ({ params }) => {
    const html = tooltips[params.tooltipId];
    return html ? ok({ tooltipData: html }) : failure(404, 'Подсказка не найдена');
  }),
  handle(routes.rememberColor, ({ body }) => {
    const item = findVariety(body.assortmentId);
    return item ? ok({ colorBtns: colorButtons(item, body.colorId) }) : failure(404, NOT_FOUND);
  }),
];
