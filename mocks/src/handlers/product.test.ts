import { describe, expect, it } from 'vitest';
import { pageDataSchema } from '@shop/contracts/page.ts';
import { forumDataSchema, priceDataSchema, productPageSchema, reviewsDataSchema, shortReviewsSchema } from '@shop/contracts/product.ts';
import { pageWidgetsSchema, widgetSchema } from '@shop/contracts/widgets.ts';
import { pages } from '../fixtures/page.ts';
import { productPages, varieties } from '../fixtures/product.ts';
import { keyedWidgets, mainPageWidgets } from '../fixtures/widgets.ts';
import { signIn } from '../state.ts';
import { callMock as call } from '../testing/call.ts';
import { useMockShop } from '../testing/use-mock-shop.ts';

useMockShop();

describe('product and widget fixtures', () => {
  it('parse against the contracts', () => {
    for (const page of Object.values(productPages)) {
      pageDataSchema.parse(page);
      productPageSchema.parse(page.sections);
    }
    for (const widget of Object.values(keyedWidgets)) widgetSchema.parse(widget);
    pageWidgetsSchema.parse(mainPageWidgets('mobile'));
    pageWidgetsSchema.parse(pages['/']?.widgets);
  });

  it('have every availability state, a sale, a like-new offer, units and colours', () => {
    expect(new Set(varieties.map((item) => item.missingItem))).toEqual(new Set([0, 1, 2, 3]));
    const sections = Object.values(productPages).map((page) => productPageSchema.parse(page.sections));
    expect(sections.some((page) => page.priceBlock.oldPrice !== null)).toBe(true);
    expect(sections.some((page) => page.priceBlock.likeNew !== null)).toBe(true);
    expect(sections.some((page) => page.showIsmSelect)).toBe(true);
    expect(sections.some((page) => page.selectors.some((group) => group.colorBtn))).toBe(true);
    expect(sections.some((page) => page.selectors.some((group) => group.value.some((option) => option.missed)))).toBe(true);
    expect(sections.some((page) => page.tab === 'analogs' && page.tabProducts.length > 0)).toBe(true);
  });

  it('have a widget of every type the main page and the message page show', () => {
    const types = new Set(
      [...Object.values(keyedWidgets), ...mainPageWidgets('desktop').map((entry) => entry.widgetData)].map(
        (widget) => widget.widgetTypeName,
      ),
    );
    for (const type of ['tabloid', 'palisade', 'classified', 'billboard', 'carousel', 'announcements', 'template', 'product_history'])
      expect(types).toContain(type);
    for (const key of ['salecatsCLS', 'salefullCHK', 'popcatsCLS', 'popfullCHK']) expect(keyedWidgets[key]).toBeDefined();
  });
});

describe('product handlers', () => {
  it('answer the price block in another unit and the like-new price', async () => {
    const pack = await call('GET', '/api/products/1102/price-block?assortmentId=102&units=2');
    expect(priceDataSchema.parse(pack.envelope.data).priceBlock.price).toBe(349);
    const likeNew = await call('GET', '/api/products/1101/price-block?assortmentId=101&units=1&setLikeNew=1');
    expect(likeNew.envelope.data.priceBlock).toMatchObject({ price: 6366.5, likeNew: { selected: true } });
    const foreign = await call('GET', '/api/products/1104/price-block?assortmentId=101&units=1');
    expect(foreign.status).toBe(404);
  });

  it('answer the selector with the chosen variety and what changed', async () => {
    const { envelope } = await call(
      'GET',
      `/api/products/selector?path=${encodeURIComponent('/drel-akkumulyatornaya-sibir-18v-2akb/')}&sourceAssId=101`,
    );
    expect(envelope.data.url).toBe('/drel-akkumulyatornaya-sibir-18v-2akb/');
    expect(productPageSchema.parse(envelope.data.product).changedSelectors).toEqual([2]);
  });

  it('ask a guest to sign in, and answer what the signed-in shopper writes as the shop writes it back', async () => {
    const guest = await call('POST', '/api/comments', { productId: 1101, type: 'review', text: 'Отлично', vote: 5 });
    expect(guest.status).toBe(401);
    expect(guest.envelope.error.message).toBe('Войдите, чтобы оставить отзыв');

    signIn();
    const written = await call('POST', '/api/comments', { productId: 1101, type: 'review', text: 'Отлично', vote: 5 });
    expect(written.envelope.data).toMatchObject({
      comment: { body: 'Отлично', vote: 5, isReviews: true, editable: true },
      active_comment_count: 4,
    });
    const reviews = reviewsDataSchema.parse((await call('GET', '/api/products/1101/reviews')).envelope.data);
    expect(reviews).toMatchObject({ moderatorMode: true, votes: { total: 3 } });
    expect(reviews.comments.every((comment) => comment.editable)).toBe(true);

    const answer = await call('POST', '/api/comments/5/replies', { text: 'Тоже интересно' });
    expect(answer.envelope.data.comment).toMatchObject({ parent_id: 5, level: 1, isReviews: false });
    expect((await call('PUT', '/api/comments/3', { text: 'Уже лучше', vote: 5 })).envelope.data.comment).toMatchObject({
      id: 3,
      body: 'Уже лучше',
      vote: 5,
    });
    expect((await call('POST', '/api/comments/1/rating', { rate: 1 })).envelope.data).toEqual({ status: 1, rating: 5 });
    expect((await call('DELETE', '/api/comments/5')).envelope.data).toEqual({ deleted: [5, 6], active_comment_count: 0 });
    expect((await call('DELETE', '/api/comments/999')).status).toBe(404);
    forumDataSchema.parse((await call('GET', '/api/products/1101/forum')).envelope.data);
    shortReviewsSchema.parse((await call('GET', '/api/products/1101/short-reviews')).envelope.data);
  });

  it('refuse bad input with Russian messages', async () => {
    expect((await call('POST', '/api/comments', { productId: 1101, type: 'review', text: 'x' })).envelope.error.message).toBe(
      'Поставьте оценку от 1 до 5',
    );
    expect((await call('POST', '/api/notifications/price-change', { assortmentId: 101, email: 'x@' })).status).toBe(400);
    expect((await call('GET', '/api/tooltips/BAD')).status).toBe(400);
  });

  it('subscribe to a price, take a discount request, answer tooltips and colours', async () => {
    const subscribed = await call('POST', '/api/notifications/price-change', { assortmentId: 101, email: 'a@example.ru' });
    expect(subscribed.envelope.data.alreadySubscribed).toBe(false);
    const request = { assortmentId: 101, quantity: 5, multismId: 1, price: 7000, email: 'a@example.ru', phone: '+7 912 345-67-89' };
    expect((await call('POST', '/api/discount-requests', request)).envelope.data).toEqual({ requestId: 1 });
    expect((await call('GET', '/api/tooltips/express')).envelope.data.tooltipData).toContain('Экспресс, 4 часа');
    const color = await call('PUT', '/api/user/color', { assortmentId: 101, colorId: 2 });
    expect(color.envelope.data.colorBtns.find((button: { selected: boolean }) => button.selected).id).toBe(2);
  });
});

describe('widget handlers', () => {
  it('answer a keyed widget and not-modified for the hash held', async () => {
    const first = await call('GET', '/api/widgets/popfullCHK');
    const again = await call('GET', `/api/widgets/popfullCHK?hash=${first.envelope.data.widgetHash}`);
    expect(again.envelope.data).toEqual({ widgetKey: 'popfullCHK', widgetHash: first.envelope.data.widgetHash, notModified: true });
    expect((await call('GET', '/api/widgets/nothing')).status).toBe(404);
  });

  it('show the shopper’s own goods and the cart’s companions', async () => {
    const history = await call('GET', '/api/widgets/defined/product_history');
    expect(history.envelope.data.widgetData.defaultProducts.map((tile: { assortmentId: number }) => tile.assortmentId)).toEqual([104, 101]);
    const relates = await call('GET', '/api/cart/widget?key=cart_page_relates');
    expect(relates.envelope.data.widgetData.is_empty_content).toBe(false);
  });
});
