import { describe, expect, it } from 'vitest';
import { pageDataSchema } from '@shop/contracts/page.ts';
import {
  MISSING_TEXTS,
  commentWriteReplySchema,
  forumDataSchema,
  priceDataSchema,
  productPageSchema,
  reviewsDataSchema,
  shortReviewsSchema,
} from '@shop/contracts/product.ts';
import { templateWidgetSchema } from '@shop/contracts/widgets.ts';
import { sessionCookie, signIn, useTestShop } from '../testing/test-app.ts';

const shop = useTestShop();

type Variety = { id: number; product_id: number; url: string; price: number };
const pick = (where: string, ...params: unknown[]) =>
  shop.query<Variety>(
    `SELECT a.id, a.product_id, a.url, a.price FROM assortments a JOIN assortment_details d ON d.assortment_id = a.id
     WHERE ${where} ORDER BY a.id LIMIT 1`,
    ...params,
  );

async function newSession(): Promise<string> {
  return sessionCookie(await shop.app.inject({ method: 'GET', url: '/cart/getCartData/' }));
}

/** A new shopper signed in directly in the sessions table (sign-in itself is another module's). */
async function signedIn(name: string, moderator = false): Promise<{ cookie: string; userId: number }> {
  const cookie = await newSession();
  const userId = signIn(shop, cookie, name);
  if (moderator) shop.write((db) => db.prepare('INSERT INTO comment_moderators (user_id) VALUES (?)').run(userId));
  return { cookie, userId };
}

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function productPage(path: string, cookie = '') {
  const response = await shop.app.inject({ method: 'GET', url: path, headers: { 'without-menu': '1', ...(cookie ? { cookie } : {}) } });
  const { status: _status, ...payload } = response.json();
  const page = pageDataSchema.parse(payload);
  return { response, page, product: productPageSchema.parse(page.sections) };
}

describe('product page data', () => {
  it('describes a product in full and parses against the contract', async () => {
    const item = pick('a.missing_item = 0 AND a.price > 0 AND (SELECT count(*) FROM assortments b WHERE b.product_id = a.product_id) > 1');
    const { response, page, product } = await productPage(`/${item.url}/`);
    expect(response.statusCode).toBe(200);
    expect(page).toMatchObject({ route: 'assortment', ident: item.id });
    expect(product.product.id).toBe(item.product_id);
    expect(product.assortment).toMatchObject({ id: item.id, product_id: item.product_id, sortId: String(item.id) });
    expect(product.pricesList.find((entry) => entry.mainPrice)?.price).toBe(item.price);
    expect(product.pricesList.map((entry) => entry.comment)).toContain('максимальная');
    expect(product.selectors[0]?.value.find((option) => option.selected)?.ass_id).toBe(item.id);
    expect(product.selectorsTable.dataset.length).toBeGreaterThan(1);
    expect(product.breadcrumbs.at(-1)?.path).toBe(`/${item.url}/`);
    expect(product.characteristics.shortText[0]?.name).toBe('Бренд');
    expect(product.assortment.MainImage.productthumb).toMatch(/^\/img\/p\/\d+-1-520\.png$/);
    expect(page.seo.seo_canonical).toBe(`/${item.url}/`);
  });

  it.each([1, 2, 3] as const)('tells that a variety is missing (missingItem %i)', async (missing) => {
    const item = pick('a.missing_item = ?', missing);
    const { product } = await productPage(`/${item.url}/`);
    expect(product).toMatchObject({ missingItem: missing, missingText: MISSING_TEXTS[missing], outOrder: true, express: null });
  });

  it('shows the related and analogs tabs with a grid of goods', async () => {
    const item = pick('a.missing_item = 0');
    const related = await productPage(`/${item.url}/related/`);
    const analogs = await productPage(`/${item.url}/analogs/`);
    expect(related.product.tab).toBe('related');
    expect(analogs.product.tab).toBe('analogs');
    expect(analogs.product.tabProducts.length).toBeGreaterThan(0);
    expect(analogs.product.tabProducts.every((tile) => tile.id !== item.product_id)).toBe(true);
    expect(related.page.seo.seo_title).toMatch(/^Аксессуары к /);
  });

  it('answers the selector scenario with the chosen variety and the groups that changed', async () => {
    const item = pick('EXISTS (SELECT 1 FROM assortments b WHERE b.product_id = a.product_id AND b.id < a.id)');
    const source = shop.query<{ id: number }>(
      'SELECT id FROM assortments WHERE product_id = ? AND id <> ? ORDER BY id LIMIT 1',
      item.product_id,
      item.id,
    );
    const { product } = await productPage(`/${item.url}/?scenario=selector&sourceAssId=${source.id}`);
    expect(product.assortment.id).toBe(item.id);
    expect(product.changedSelectors).toContain(1);
    expect(product.productUrl).toBe(`/${item.url}/`);
  });

  it('opens the price graph when asked and carries the price history', async () => {
    const item = pick('a.price > 0');
    const { product } = await productPage(`/${item.url}/?priceGraph=1`);
    expect(product.priceGraph.opened).toBe(true);
    expect(product.priceGraph.points.at(-1)?.price).toBe(item.price);
  });

  it('answers 404 for an unknown product and an unknown tab', async () => {
    const item = pick('1 = 1');
    for (const path of ['/no-such-product/', `/${item.url}/reviews/`, '/no-such-product/analogs/']) {
      const response = await shop.app.inject({ method: 'GET', url: path });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'FAIL', route: 'pagenotfound' });
    }
  });

  it("shows the shopper's cart quantity and favourite", async () => {
    const item = pick('a.missing_item = 0 AND a.price > 0 AND a.default_multism_id = 1');
    const { cookie, userId } = await signedIn('Покупатель с избранным');
    shop.write((db) =>
      db
        .prepare('INSERT INTO favorite_products (user_id, product_id, created_at) VALUES (?, ?, ?)')
        .run(userId, item.product_id, new Date().toISOString()),
    );
    await call('PUT', `/api/v1/Cart/put/?assortmentId=${item.id}&quantity=3`, cookie);
    const { product } = await productPage(`/${item.url}/`, cookie);
    expect(product).toMatchObject({ quantity: 3, orderQuantity: 3, favoritesHas: 1 });
  });
});

describe('POST /product/{id}/getPriceBlockData/', () => {
  it('answers the price data of a variety in a unit', async () => {
    const item = pick('a.price > 0 AND EXISTS (SELECT 1 FROM assortment_multisms m WHERE m.assortment_id = a.id AND m.multism_id = 2)');
    const cookie = await newSession();
    const response = await call('POST', `/product/${item.product_id}/getPriceBlockData/`, cookie, {
      productId: item.product_id,
      assortmentId: item.id,
      units: 2,
      setLikeNew: 0,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.response).toEqual({ status: 'OK' });
    const data = priceDataSchema.parse(body.result.priceData);
    expect(data.currentMultism.id).toBe(2);
    expect(data.priceBlock.price).toBe(Math.round(item.price * 1000) / 100);
    expect(data.pricesList.find((entry) => entry.comment === 'удельная цена')?.price).toBe(item.price);
  });

  it('gives the like-new price when asked for a variety that has one', async () => {
    const item = pick('d.like_new_percent IS NOT NULL');
    const percent = shop.query<{ p: number }>('SELECT like_new_percent AS p FROM assortment_details WHERE assortment_id = ?', item.id).p;
    const response = await call('POST', `/product/${item.product_id}/getPriceBlockData/`, await newSession(), {
      assortmentId: item.id,
      setLikeNew: true,
    });
    const data = priceDataSchema.parse(response.json().result.priceData);
    expect(data.priceBlock.likeNew).toMatchObject({ selected: true, discountPercent: percent });
    expect(data.priceBlock.price).toBe(Math.round(item.price * (100 - percent)) / 100);
  });

  it('refuses a variety of another product, an unknown unit and a bad body', async () => {
    const item = pick('1 = 1');
    const other = pick('a.product_id <> ?', item.product_id);
    const cookie = await newSession();
    const foreign = await call('POST', `/product/${item.product_id}/getPriceBlockData/`, cookie, { assortmentId: other.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ result: null, response: { status: 'FAIL' }, error: 'Разновидность не относится к этому товару' });
    const unit = await call('POST', `/product/${item.product_id}/getPriceBlockData/`, cookie, { assortmentId: item.id, units: 6000 });
    expect(unit.statusCode).toBe(400);
    const bad = await call('POST', `/product/${item.product_id}/getPriceBlockData/`, cookie, { assortmentId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Идентификатор должен быть числом');
  });
});

describe('comment lists', () => {
  it('answers forum, reviews and short reviews in the rqStatus shape, matching the catalogue figures', async () => {
    const product = shop.query<{ id: number; rating: number; votes_total: number; comment_count: number }>(
      'SELECT id, rating, votes_total, comment_count FROM products WHERE comment_count > 1 ORDER BY id LIMIT 1',
    );
    const cookie = await newSession();
    const forum = await call('POST', `/product/${product.id}/getForumData/`, cookie);
    expect(forum.json().rqStatus).toBe('OK');
    forumDataSchema.parse(forum.json().forumData);
    const reviews = reviewsDataSchema.parse((await call('POST', `/product/${product.id}/getReviewsData/`, cookie)).json().reviewsData);
    expect(reviews.votes).toEqual({ vote: product.rating, total: product.votes_total });
    expect(reviews.active_comment_count).toBe(product.comment_count);
    expect(reviews.filter_vote_list.reduce((sum, entry) => sum + entry.count, 0)).toBe(product.comment_count);
    const short = shortReviewsSchema.parse((await call('POST', `/product/${product.id}/getShortReviews/`, cookie)).json().reviewsShortData);
    expect(short).toMatchObject({ vote: product.rating, ratingsTotal: product.votes_total });
    expect(short.comments.length).toBeGreaterThan(0);
  });

  it('puts answers right after what they answer, one level deeper', async () => {
    const answer = shop.query<{ product_id: number; parent_id: number; in_reviews: number }>(
      "SELECT product_id, parent_id, in_reviews FROM comments WHERE type = 'answer' ORDER BY id LIMIT 1",
    );
    const path = answer.in_reviews ? 'getReviewsData' : 'getForumData';
    const body = (await call('POST', `/product/${answer.product_id}/${path}/`, await newSession())).json();
    const list = (body.reviewsData ?? body.forumData).comments as Array<{ id: number; parent_id: number | null; level: number }>;
    const parentAt = list.findIndex((comment) => comment.id === answer.parent_id);
    const child = list[parentAt + 1];
    expect(child?.parent_id).toBe(answer.parent_id);
    expect(child?.level).toBe((list[parentAt]?.level ?? 0) + 1);
  });

  it('answers 404 for an unknown product', async () => {
    const response = await call('POST', '/product/999999/getForumData/', await newSession());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ rqStatus: 'FAIL', error: 'Товар не найден' });
  });
});

describe('writing comments', () => {
  const productWithoutMyReview = () => shop.query<{ id: number }>('SELECT id FROM products ORDER BY id DESC LIMIT 1').id;

  it('refuses a guest with 200 FAIL statusCode 401 and asks to sign in', async () => {
    const response = await call('POST', '/api/v1/comments/setComment/', await newSession(), {
      productId: productWithoutMyReview(),
      type: 'comment',
      text: 'Вопрос',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'FAIL', statusCode: 401, error: 'Войдите, чтобы оставить отзыв' });
  });

  it('publishes a review, updates the rating figures and allows one review per shopper', async () => {
    const productId = productWithoutMyReview();
    const before = shop.query<{ votes_total: number; comment_count: number }>(
      'SELECT votes_total, comment_count FROM products WHERE id = ?',
      productId,
    );
    const { cookie } = await signedIn('Анна П.');
    const review = {
      productId,
      type: 'review',
      text: 'Хорошая вещь',
      prosText: 'Лёгкая',
      consText: '',
      vote: 4,
      detailedVote: { quality: 5 },
    };
    const response = await call('POST', '/api/v1/comments/setComment/', cookie, review);
    expect(response.statusCode).toBe(200);
    const { comment } = commentWriteReplySchema.parse(response.json());
    expect(comment).toMatchObject({ author: 'Анна П.', vote: 4, vote_view: 'Хорошо', pros_body: 'Лёгкая', editable: true, level: 0 });
    const after = shop.query<{ votes_total: number; comment_count: number }>(
      'SELECT votes_total, comment_count FROM products WHERE id = ?',
      productId,
    );
    expect(after).toEqual({ votes_total: before.votes_total + 1, comment_count: before.comment_count + 1 });

    const again = await call('POST', '/api/v1/comments/setComment/', cookie, review);
    expect(again.json()).toEqual({ status: 'FAIL', statusCode: 409, error: 'Вы уже оставили отзыв об этом товаре' });
  });

  it('validates what is written with Russian messages', async () => {
    const { cookie } = await signedIn('Борис');
    const noVote = await call('POST', '/api/v1/comments/setComment/', cookie, { productId: 1, type: 'review', text: 'Без оценки' });
    expect(noVote.statusCode).toBe(400);
    expect(noVote.json().error).toBe('Поставьте оценку от 1 до 5');
    const tooHigh = await call('POST', '/api/v1/comments/setComment/', cookie, { productId: 1, type: 'review', text: 'x', vote: 6 });
    expect(tooHigh.json().error).toBe('Оценка должна быть от 1 до 5');
    const empty = await call('POST', '/api/v1/comments/setComment/', cookie, { productId: 1, type: 'comment', text: '   ' });
    expect(empty.json().error).toBe('Напишите комментарий');
  });

  it('replies, rates once, lets only the author or a moderator edit, and deletes a thread', async () => {
    const author = await signedIn('Вера');
    const reader = await signedIn('Глеб');
    const moderator = await signedIn('Модератор', true);
    const productId = productWithoutMyReview();
    const question = commentWriteReplySchema.parse(
      (await call('POST', '/api/v1/comments/setComment/', author.cookie, { productId, type: 'comment', text: 'Есть ли кейс?' })).json(),
    ).comment;
    const answer = commentWriteReplySchema.parse(
      (await call('POST', '/api/v1/comments/reply/', reader.cookie, { parentId: question.id, text: 'Да, есть' })).json(),
    ).comment;
    expect(answer).toMatchObject({ type: 'answer', parent_id: question.id, level: 1, isReviews: false });

    const rated = await call('POST', '/api/v1/comments/rate/', reader.cookie, { id: question.id, rate: 1 });
    expect(rated.json()).toEqual({ result: { status: 1, rating: 1 }, response: { status: 'OK' } });
    const twice = await call('POST', '/api/v1/comments/rate/', reader.cookie, { id: question.id, rate: -1 });
    expect(twice.json()).toMatchObject({ response: { status: 'FAIL' }, statusCode: 409, error: 'Вы уже оценили этот комментарий' });
    const own = await call('POST', '/api/v1/comments/rate/', author.cookie, { id: question.id, rate: 1 });
    expect(own.json().error).toBe('Нельзя оценить свой комментарий');

    const foreignEdit = await call('POST', '/api/v1/comments/save/', reader.cookie, { id: question.id, text: 'Чужая правка' });
    expect(foreignEdit.json()).toMatchObject({ status: 'FAIL', statusCode: 403 });
    const moderated = await call('POST', '/api/v1/comments/save/', moderator.cookie, {
      id: question.id,
      text: 'Есть ли кейс в комплекте?',
    });
    expect(moderated.json().comment.body).toBe('Есть ли кейс в комплекте?');

    const forum = forumDataSchema.parse((await call('POST', `/product/${productId}/getForumData/`, reader.cookie)).json().forumData);
    expect(forum.comments.find((comment) => comment.id === question.id)).toMatchObject({ myRate: 1, editable: false, rating: 1 });

    const deleted = await call('DELETE', '/api/v1/comments/delete/', author.cookie, { id: question.id });
    expect(deleted.json()).toMatchObject({ status: 'OK', deleted: [question.id, answer.id] });
    const gone = await call('POST', '/api/v1/comments/reply/', reader.cookie, { parentId: answer.id, text: 'ещё' });
    expect(gone.statusCode).toBe(404);
  });

  it('opens replies in the forum to every shopper and in reviews to moderators only', async () => {
    const shopper = await signedIn('Евгений');
    const moderator = await signedIn('Магазин', true);
    const author = await signedIn('Жанна');
    const productId = productWithoutMyReview();
    const review = commentWriteReplySchema.parse(
      (await call('POST', '/api/v1/comments/setComment/', author.cookie, { productId, type: 'review', text: 'Годится', vote: 4 })).json(),
    ).comment;
    const lists = async (cookie: string) => ({
      reviews: reviewsDataSchema.parse((await call('POST', `/product/${productId}/getReviewsData/`, cookie)).json().reviewsData),
      forum: forumDataSchema.parse((await call('POST', `/product/${productId}/getForumData/`, cookie)).json().forumData),
    });
    const asShopper = await lists(shopper.cookie);
    expect([asShopper.reviews.allowReplies, asShopper.forum.allowReplies]).toEqual([false, true]);
    const asModerator = await lists(moderator.cookie);
    expect([asModerator.reviews.allowReplies, asModerator.forum.allowReplies]).toEqual([true, true]);

    const refused = await call('POST', '/api/v1/comments/reply/', shopper.cookie, { parentId: review.id, text: 'А у меня сломалась' });
    expect(refused.json()).toEqual({ status: 'FAIL', statusCode: 403, error: 'На отзывы отвечает магазин' });
    const answered = await call('POST', '/api/v1/comments/reply/', moderator.cookie, { parentId: review.id, text: 'Спасибо за отзыв' });
    expect(commentWriteReplySchema.parse(answered.json()).comment).toMatchObject({ parent_id: review.id, isReviews: true });
  });

  it('answers the author link /~{author}/ with the author’s comments, their texts escaped', async () => {
    const { cookie } = await signedIn('Зоя <b>Б.</b>');
    const productId = productWithoutMyReview();
    const written = commentWriteReplySchema.parse(
      (
        await call('POST', '/api/v1/comments/setComment/', cookie, {
          productId,
          type: 'comment',
          text: 'Есть <script>alert(1)</script> чехол?',
        })
      ).json(),
    ).comment;
    expect(written.authorUrl).toBe(`/~${encodeURIComponent('Зоя <b>Б.</b>')}/`);
    const response = await shop.app.inject({ method: 'GET', url: written.authorUrl, headers: { 'without-menu': '1' } });
    expect(response.statusCode).toBe(200);
    const { status: _status, ...payload } = response.json();
    const page = pageDataSchema.parse(payload);
    expect(page.route).toBe('page');
    const sections = page.sections as { kind: string; title: string; html: string };
    expect(sections).toMatchObject({ kind: 'content', title: 'Отзывы и вопросы: Зоя <b>Б.</b>' });
    expect(sections.html).toContain('Есть &lt;script&gt;alert(1)&lt;/script&gt; чехол?');
    expect(sections.html).toContain(`#review-${written.id}"`);
    expect(sections.html).not.toContain('<script>');

    const nobody = await shop.app.inject({
      method: 'GET',
      url: `/~${encodeURIComponent('Никто Никогда')}/`,
      headers: { 'without-menu': '1' },
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('keeps what was written after a restart', async () => {
    const { cookie } = await signedIn('Дарья');
    const productId = productWithoutMyReview();
    const { comment } = commentWriteReplySchema.parse(
      (await call('POST', '/api/v1/comments/setComment/', cookie, { productId, type: 'comment', text: 'Сохранится?' })).json(),
    );
    await shop.reopen();
    const forum = forumDataSchema.parse((await call('POST', `/product/${productId}/getForumData/`, cookie)).json().forumData);
    expect(forum.comments.some((entry) => entry.id === comment.id && entry.body === 'Сохранится?')).toBe(true);
  });
});

describe('notifications, discount requests, tooltips and colours', () => {
  it('subscribes an e-mail to price changes once', async () => {
    const item = pick('1 = 1');
    const cookie = await newSession();
    const bad = await call('PUT', '/api/v1/notification/addAssortPriceChange/', cookie, { assortmentId: item.id, email: 'nobody@' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Укажите корректный e-mail, например name@example.ru');
    const first = await call('PUT', '/api/v1/notification/addAssortPriceChange/', cookie, {
      assortmentId: item.id,
      email: ' Ivan@Example.ru ',
    });
    expect(first.json()).toMatchObject({ status: 'OK', email: 'ivan@example.ru', alreadySubscribed: false });
    const again = await call('PUT', '/api/v1/notification/addAssortPriceChange/', cookie, {
      assortmentId: item.id,
      email: 'ivan@example.ru',
    });
    expect(again.json()).toMatchObject({ status: 'OK', alreadySubscribed: true });
  });

  it('stores a discount request and refuses goods no longer supplied', async () => {
    const item = pick('a.missing_item = 0 AND a.default_multism_id = 1');
    const cookie = await newSession();
    const request = {
      assortmentId: item.id,
      quantity: 20,
      multismId: 1,
      price: 100,
      comment: 'Для бригады',
      email: 'b@example.ru',
      phone: '+7 912 345-67-89',
    };
    const response = await call('POST', '/api/v1/order/discountRequest/', cookie, request);
    expect(response.json()).toMatchObject({ status: 'OK', message: 'Заявка принята: менеджер свяжется с вами' });
    const stored = shop.query<{ phone: string; quantity: number }>(
      'SELECT phone, quantity FROM discount_requests WHERE id = ?',
      response.json().requestId,
    );
    expect(stored).toEqual({ phone: '79123456789', quantity: 20 });

    const badPhone = await call('POST', '/api/v1/order/discountRequest/', cookie, { ...request, phone: '12-34' });
    expect(badPhone.json().error).toBe('Телефон должен содержать не меньше 10 цифр');
    const gone = pick('a.missing_item = 3 AND a.default_multism_id = 1');
    const refused = await call('POST', '/api/v1/order/discountRequest/', cookie, { ...request, assortmentId: gone.id });
    expect(refused.json()).toEqual({ status: 'FAIL', statusCode: 409, error: 'Этот товар больше не поставляется' });
  });

  it('answers tooltips as HTML', async () => {
    const cookie = await newSession();
    expect((await call('GET', '/s/tooltip/?tooltipId=prof-price', cookie)).json()).toMatchObject({
      rqStatus: 'OK',
      tooltipData: expect.stringContaining('Профи'),
    });
    expect((await call('GET', '/s/tooltip/?tooltipId=nothing', cookie)).statusCode).toBe(404);
    expect((await call('GET', '/s/tooltip/?tooltipId=%3Cb%3E', cookie)).statusCode).toBe(400);
  });

  it('remembers the colour chosen and shows it selected on the page', async () => {
    const color = shop.query<{ assortment_id: number; color_id: number }>(
      'SELECT assortment_id, color_id FROM assortment_colors ORDER BY assortment_id, color_id DESC LIMIT 1',
    );
    const url = shop.query<{ url: string }>('SELECT url FROM assortments WHERE id = ?', color.assortment_id).url;
    const cookie = await newSession();
    const saved = await call('POST', '/api/v1/UserPrefs/rememberColor', cookie, {
      assortmentId: color.assortment_id,
      colorId: color.color_id,
    });
    expect(saved.json().colorBtns.find((button: { selected: boolean }) => button.selected).id).toBe(color.color_id);
    const { product } = await productPage(`/${url}/`, cookie);
    expect(product.colorId).toBe(color.color_id);
    expect(product.selectors.find((group) => group.colorBtn)?.value.find((option) => option.selected)?.colorCode).toMatch(/^#/);
    const wrong = await call('POST', '/api/v1/UserPrefs/rememberColor', cookie, { assortmentId: color.assortment_id, colorId: 9999 });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('files the page links to', () => {
  it('serves documents as PDF and HTML, with an index', async () => {
    const { product } = await productPage(
      `/${pick("EXISTS (SELECT 1 FROM product_details pd WHERE pd.product_id = a.product_id AND pd.docs LIKE '%pdf%')").url}/`,
    );
    const pdf = product.characteristics.docs.find((doc) => doc.ico === 'pdf');
    const file = await shop.app.inject({ method: 'GET', url: pdf?.url ?? '' });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.4');
    const index = await shop.app.inject({ method: 'GET', url: product.characteristics.allDocsUrl ?? '' });
    expect(index.headers['content-type']).toContain('text/html');
    expect(index.body).toContain(pdf?.name);
    expect((await shop.app.inject({ method: 'GET', url: '/files/docs/1/9.pdf' })).statusCode).toBe(404);
  });

  it('draws gallery views at the sizes asked and brand marks', async () => {
    const item = pick('1 = 1');
    const view = await shop.app.inject({ method: 'GET', url: `/img/p/${item.id}-2-90.png` });
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('image/png');
    expect(view.rawPayload.readUInt32BE(16)).toBe(90);
    expect((await shop.app.inject({ method: 'GET', url: `/img/p/${item.id}-2-91.png` })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `/img/p/${item.id}-9-90.png` })).statusCode).toBe(404);
    const { product } = await productPage(`/${item.url}/`);
    const brand = await shop.app.inject({ method: 'GET', url: product.characteristics.brand?.img ?? '' });
    expect(brand.headers['content-type']).toContain('image/svg+xml');
  });
});

describe('POST /product/{id}/getWidget/', () => {
  it('answers the accessories and analogs strips of a variety', async () => {
    const item = pick('a.missing_item = 0');
    const cookie = await newSession();
    const response = await call('POST', `/product/${item.product_id}/getWidget/`, cookie, {
      key: 'product_page_analogs',
      assortmentId: item.id,
    });
    const widget = templateWidgetSchema.parse(response.json().widgetData);
    expect(widget).toMatchObject({ widget_key: 'product_page_analogs', all_button_link: `/${item.url}/analogs/` });
    const bad = await call('POST', `/product/${item.product_id}/getWidget/`, cookie, { key: 'main_tabloid', assortmentId: item.id });
    expect(bad.statusCode).toBe(400);
  });
});
