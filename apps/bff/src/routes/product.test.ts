import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_CORRECT_JSON } from '@shop/contracts/envelope.ts';
import { buildTestApp, expectRefusedBeforeUpstream } from '../testing/test-app.ts';
import { answerUpstream, legacy, refuseUpstream } from '../testing/upstream-mock.ts';
import { comment, forumData, priceData, reviewsData, shortReviews, sputnik } from '../testing/product-fixtures.ts';
import { pageData } from '../testing/fixtures.ts';
import { DISCOUNT_REQUEST_LIMITS, PRICE_CHANGE_LIMITS } from './product.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  t.mock.assertNoPendingInterceptors();
  await t.close();
});

const lastCall = () => t.upstreamCalls().at(-1);
const sentBody = () => JSON.parse(String(lastCall()?.body));

const refusedBeforeUpstream = (options: InjectOptions, text: string) => expectRefusedBeforeUpstream(t, options, text);

describe('GET /api/products/:productId/price-block', () => {
  it('posts the choice to the legacy path and answers its priceData', async () => {
    answerUpstream(t.upstream, 'POST', '/product/501/getPriceBlockData/', 200, legacy.result({ priceData }));
    const response = await t.app.inject({ url: '/api/products/501/price-block?assortmentId=1001&units=1&colorId=7&setLikeNew=1' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: priceData, messages: [] });
    expect(sentBody()).toEqual({ productId: 501, assortmentId: 1001, units: 1, setLikeNew: 1, colorId: 7 });
  });

  it('passes a variety of another product on as 404', async () => {
    answerUpstream(
      t.upstream,
      'POST',
      '/product/501/getPriceBlockData/',
      404,
      legacy.resultFail({ error: 'Разновидность не относится к этому товару' }),
    );
    const response = await t.app.inject({ url: '/api/products/501/price-block?assortmentId=9&units=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().messages).toEqual([{ kind: 'error', text: 'Разновидность не относится к этому товару' }]);
  });

  it('answers Not correct JSON when the priceData field is missing', async () => {
    answerUpstream(t.upstream, 'POST', '/product/501/getPriceBlockData/', 200, legacy.result(priceData));
    const response = await t.app.inject({ url: '/api/products/501/price-block?assortmentId=1001&units=1' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(NOT_CORRECT_JSON);
  });

  it.each([
    ['/api/products/abc/price-block?assortmentId=1&units=1', 'Идентификатор должен быть числом'],
    ['/api/products/501/price-block?assortmentId=1&units=0', 'Идентификатор должен быть положительным'],
    ['/api/products/501/price-block?assortmentId=1&units=1&setLikeNew=yes', 'Флаг: 1 или 0'],
  ])('refuses %s before the upstream', (url, text) => refusedBeforeUpstream({ url }, text));
});

describe('comment lists', () => {
  it.each([
    ['forum', 'getForumData', 'forumData', forumData],
    ['reviews', 'getReviewsData', 'reviewsData', reviewsData],
    ['short-reviews', 'getShortReviews', 'reviewsShortData', shortReviews],
  ] as const)('GET /api/products/501/%s reads %s', async (path, legacyPath, field, payload) => {
    answerUpstream(t.upstream, 'POST', `/product/501/${legacyPath}/`, 200, legacy.rq({ [field]: payload }));
    const response = await t.app.inject({ url: `/api/products/501/${path}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(payload);
  });

  it('passes an unknown product on as 404', async () => {
    answerUpstream(t.upstream, 'POST', '/product/9/getForumData/', 404, legacy.rqFail({ error: 'Товар не найден' }));
    const response = await t.app.inject({ url: '/api/products/9/forum' });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/products/:productId/widgets/:key', () => {
  it('asks for the strip of the variety', async () => {
    answerUpstream(t.upstream, 'POST', '/product/501/getWidget/', 200, legacy.status({ widgetData: sputnik }));
    const response = await t.app.inject({ url: '/api/products/501/widgets/product_page_sputnik?assortmentId=1001' });
    expect(response.json().data).toEqual({ widgetData: sputnik });
    expect(sentBody()).toEqual({ key: 'product_page_sputnik', assortmentId: 1001 });
  });

  it('refuses another key before the upstream', () =>
    refusedBeforeUpstream(
      { url: '/api/products/501/widgets/main_tabloid?assortmentId=1001' },
      'Ключ виджета: product_page_sputnik или product_page_analogs',
    ));
});

describe('GET /api/products/selector', () => {
  it('fetches the page with the selector scenario and refuses a page that is not a product', async () => {
    answerUpstream(t.upstream, 'GET', '/drel-1002/', 200, legacy.status(pageData));
    const response = await t.app.inject({ url: '/api/products/selector?path=%2Fdrel-1002%2F&sourceAssId=1001' });
    expect(lastCall()?.searchParams).toEqual({ scenario: 'selector', sourceAssId: '1001' });
    expect(lastCall()?.headers).toMatchObject({ 'without-menu': '1' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ message: 'Товар не найден', statusCode: 404 });
  });

  it('passes a forced redirect on', async () => {
    answerUpstream(t.upstream, 'GET', '/old-drel/', 200, legacy.status(pageData, { forceRedirectUrl: '{host}/drel-1002/' }));
    const response = await t.app.inject({ url: '/api/products/selector?path=%2Fold-drel%2F' });
    expect(response.json()).toMatchObject({ status: 'OK', data: null, redirect: { url: '{host}/drel-1002/', external: true } });
  });

  it.each([
    ['%2Fa%2Fb%2F', 'Путь товара: /{адрес товара}/'],
    ['%2F%2Fevil.example%2F', 'Путь страницы должен начинаться с одной косой черты'],
  ])('refuses the path %s before the upstream', (path, text) =>
    refusedBeforeUpstream({ url: `/api/products/selector?path=${path}` }, text),
  );
});

describe('comments', () => {
  const written = { comment, active_comment_count: 1 };

  it('writes a review with its vote', async () => {
    answerUpstream(
      t.upstream,
      'POST',
      '/api/v1/comments/setComment/',
      200,
      legacy.status(written, { message: 'Спасибо! Ваш комментарий опубликован' }),
    );
    const review = { productId: 501, type: 'review', text: 'Хорошая дрель', prosText: 'Лёгкая', vote: 4, detailedVote: { quality: 5 } };
    const response = await t.app.inject({ method: 'POST', url: '/api/comments', payload: review });
    expect(response.json()).toEqual({
      status: 'OK',
      data: written,
      messages: [{ kind: 'success', text: 'Спасибо! Ваш комментарий опубликован' }],
    });
    expect(sentBody()).toEqual({ ...review, consText: '' });
  });

  it("answers a guest's write with 401 and the sign-in text", async () => {
    refuseUpstream(t.upstream, 'POST', '/api/v1/comments/setComment/', 'status', 401, 'Войдите, чтобы оставить отзыв');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: { productId: 501, type: 'comment', text: 'Вопрос' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ message: 'Войдите, чтобы оставить отзыв', statusCode: 401 });
  });

  it.each([
    [{ productId: 501, type: 'review', text: 'Без оценки' }, 'Поставьте оценку от 1 до 5'],
    [{ productId: 501, type: 'review', text: 'x', vote: 6 }, 'Оценка должна быть от 1 до 5'],
    [{ productId: 501, type: 'comment', text: '  ' }, 'Напишите комментарий'],
    [{ productId: 501, type: 'answer', text: 'Да' }, 'Укажите, на какой комментарий вы отвечаете'],
    [{ productId: 501, type: 'question', text: 'Да' }, 'Тип комментария: review, comment или answer'],
    [{ productId: 501, type: 'comment', text: 'я'.repeat(5001) }, 'Комментарий: не длиннее 5000 символов'],
  ])('refuses %j before the upstream', (payload, text) => refusedBeforeUpstream({ method: 'POST', url: '/api/comments', payload }, text));

  it('replies, edits and deletes on the legacy paths', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/comments/reply/', 200, legacy.status(written));
    await t.app.inject({ method: 'POST', url: '/api/comments/77/replies', payload: { text: 'Спасибо' } });
    expect(sentBody()).toEqual({ parentId: 77, text: 'Спасибо' });

    answerUpstream(t.upstream, 'POST', '/api/v1/comments/save/', 200, legacy.status(written));
    await t.app.inject({ method: 'PUT', url: '/api/comments/77', payload: { text: 'Исправил', vote: 5 } });
    expect(sentBody()).toEqual({ id: 77, text: 'Исправил', vote: 5 });

    answerUpstream(t.upstream, 'DELETE', '/api/v1/comments/delete/', 200, legacy.status({ deleted: [77, 79], active_comment_count: 0 }));
    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/comments/77' });
    expect(deleted.json().data).toEqual({ deleted: [77, 79], active_comment_count: 0 });
    expect(sentBody()).toEqual({ id: 77 });
  });

  it('passes a refusal to edit on as 403', async () => {
    refuseUpstream(
      t.upstream,
      'POST',
      '/api/v1/comments/save/',
      'status',
      403,
      'Изменять и удалять комментарий может только его автор или модератор',
    );
    const response = await t.app.inject({ method: 'PUT', url: '/api/comments/77', payload: { text: 'Чужое' } });
    expect(response.statusCode).toBe(403);
  });

  it('rates once with +1 or -1', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/comments/rate/', 200, legacy.result({ status: -1, rating: 1 }));
    const response = await t.app.inject({ method: 'POST', url: '/api/comments/77/rating', payload: { rate: -1 } });
    expect(response.json().data).toEqual({ status: -1, rating: 1 });
    expect(sentBody()).toEqual({ id: 77, rate: -1 });
    refuseUpstream(t.upstream, 'POST', '/api/v1/comments/rate/', 'result', 409, 'Вы уже оценили этот комментарий');
    const twice = await t.app.inject({ method: 'POST', url: '/api/comments/77/rating', payload: { rate: 1 } });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a rate of 2 before the upstream', () =>
    refusedBeforeUpstream({ method: 'POST', url: '/api/comments/77/rating', payload: { rate: 2 } }, 'Оценка комментария: 1 или -1'));
});

describe('notifications, discount requests, tooltips and colours', () => {
  it('subscribes a normalised e-mail to price changes', async () => {
    answerUpstream(
      t.upstream,
      'PUT',
      '/api/v1/notification/addAssortPriceChange/',
      200,
      legacy.status({ assortmentId: 1001, email: 'ivan@example.ru', alreadySubscribed: false }),
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/price-change',
      payload: { assortmentId: 1001, email: ' Ivan@Example.RU ' },
    });
    expect(response.statusCode).toBe(200);
    expect(sentBody()).toEqual({ assortmentId: 1001, email: 'ivan@example.ru' });
  });

  it('refuses a bad e-mail before the upstream', () =>
    refusedBeforeUpstream(
      { method: 'POST', url: '/api/notifications/price-change', payload: { assortmentId: 1001, email: 'ivan@' } },
      'Укажите корректный e-mail, например name@example.ru',
    ));

  const request = {
    assortmentId: 1001,
    quantity: 20,
    multismId: 1,
    price: 1100,
    comment: 'Бригада',
    email: 'b@example.ru',
    phone: '+7 (912) 345-67-89',
  };

  it('sends a discount request with the digits of the phone', async () => {
    answerUpstream(
      t.upstream,
      'POST',
      '/api/v1/order/discountRequest/',
      200,
      legacy.status({ requestId: 5 }, { message: 'Заявка принята: менеджер свяжется с вами' }),
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/discount-requests', payload: request });
    expect(response.json()).toMatchObject({ status: 'OK', data: { requestId: 5 } });
    expect(sentBody()).toEqual({ ...request, phone: '79123456789' });
  });

  it.each([
    [{ phone: '12-34' }, 'Телефон должен содержать не меньше 10 цифр'],
    [{ quantity: 0 }, 'Количество должно быть не меньше 0,01'],
    [{ email: 'b@' }, 'Укажите корректный e-mail, например name@example.ru'],
    [{ price: 0 }, 'Укажите желаемую цену'],
  ])('refuses a discount request with %j', (change, text) =>
    refusedBeforeUpstream({ method: 'POST', url: '/api/discount-requests', payload: { ...request, ...change } }, text),
  );

  it('passes a discontinued product on as 409', async () => {
    refuseUpstream(t.upstream, 'POST', '/api/v1/order/discountRequest/', 'status', 409, 'Этот товар больше не поставляется');
    const response = await t.app.inject({ method: 'POST', url: '/api/discount-requests', payload: request });
    expect(response.statusCode).toBe(409);
  });

  it('reads a tooltip and refuses a bad id', async () => {
    answerUpstream(t.upstream, 'GET', '/s/tooltip/', 200, legacy.rq({ tooltipData: '<p>Профи</p>' }));
    const response = await t.app.inject({ url: '/api/tooltips/prof-price' });
    expect(response.json().data).toEqual({ tooltipData: '<p>Профи</p>' });
    expect(lastCall()?.searchParams).toEqual({ tooltipId: 'prof-price' });
    await t.close();
    t = await buildTestApp();
    await refusedBeforeUpstream({ url: '/api/tooltips/Bad_Id' }, 'Идентификатор подсказки: латинские буквы, цифры и дефис');
  });

  it('remembers a colour and answers the colour buttons', async () => {
    const colorBtns = [{ id: 7, name: 'синий', code: '#1E4FA3', url: '/img/c/7.svg', selected: true }];
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/rememberColor', 200, legacy.status({ colorBtns }));
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/color',
      payload: { assortmentId: 1001, colorId: 7, currentColor: 3 },
    });
    expect(response.json().data).toEqual({ colorBtns });
    expect(sentBody()).toEqual({ assortmentId: 1001, colorId: 7, currentColor: 3 });
  });
});

describe('price-change subscriptions and discount requests, each an e-mail', () => {
  const subscribed = legacy.status({ assortmentId: 1001, email: 'victim@example.ru', alreadySubscribed: false });
  const subscribe = (remoteAddress: string, email: string, assortmentId: number) =>
    t.app.inject({ method: 'POST', url: '/api/notifications/price-change', remoteAddress, payload: { assortmentId, email } });
  const expectLimited = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }, wait: string) => {
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      status: 'FAIL',
      error: { message: `Слишком много попыток: повторите через ${wait}`, statusCode: 429 },
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(500);
  };
  const answerSubscriptions = (times: number) =>
    answerUpstream(t.upstream, 'PUT', '/api/v1/notification/addAssortPriceChange/', 200, subscribed).times(times);

  it(`stop one client after ${PRICE_CHANGE_LIMITS.client.max} subscriptions in 10 minutes, before the upstream`, async () => {
    const max = PRICE_CHANGE_LIMITS.client.max;
    answerSubscriptions(max);
    for (let index = 0; index < max; index += 1) {
      expect((await subscribe('10.7.0.1', `shopper${index % 2}@example.ru`, 1001 + index)).statusCode).toBe(200);
    }
    expectLimited(await subscribe('10.7.0.1', 'shopper0@example.ru', 2001), '10 мин');
    expect(t.upstreamCalls()).toHaveLength(max);
  });

  it(`send one address at most ${PRICE_CHANGE_LIMITS.email.max} a day from anywhere, and ${PRICE_CHANGE_LIMITS.emailAndProduct.max} for one product`, async () => {
    const perProduct = PRICE_CHANGE_LIMITS.emailAndProduct.max;
    answerSubscriptions(perProduct);
    for (let index = 0; index < perProduct; index += 1)
      expect((await subscribe(`10.7.1.${index}`, 'victim@example.ru', 1001)).statusCode).toBe(200);
    expectLimited(await subscribe('10.7.1.200', 'Victim@Example.ru', 1001), '24 ч');

    const max = PRICE_CHANGE_LIMITS.email.max;
    answerSubscriptions(max);
    for (let index = 0; index < max; index += 1)
      expect((await subscribe(`10.7.2.${index}`, 'target@example.ru', 1001 + index)).statusCode).toBe(200);
    expectLimited(await subscribe('10.7.2.200', 'target@example.ru', 5001), '24 ч');
    // Another address is sent to as before.
    answerSubscriptions(1);
    expect((await subscribe('10.7.2.201', 'owner@example.ru', 5001)).statusCode).toBe(200);
    expect(t.upstreamCalls()).toHaveLength(perProduct + max + 1);
  });

  it(`limit discount requests per client (${DISCOUNT_REQUEST_LIMITS.client.max} in 10 minutes) and per phone (${DISCOUNT_REQUEST_LIMITS.phone.max} a day)`, async () => {
    const body = { assortmentId: 1001, quantity: 20, multismId: 1, price: 1100, email: 'b@example.ru', phone: '+7 (912) 345-67-89' };
    const ask = (remoteAddress: string, change: object) =>
      t.app.inject({ method: 'POST', url: '/api/discount-requests', remoteAddress, payload: { ...body, ...change } });
    const answerRequests = (times: number) =>
      answerUpstream(t.upstream, 'POST', '/api/v1/order/discountRequest/', 200, legacy.status({ requestId: 5 })).times(times);

    const perClient = DISCOUNT_REQUEST_LIMITS.client.max;
    answerRequests(perClient);
    for (let index = 0; index < perClient; index += 1) {
      expect((await ask('10.8.0.1', { email: `b${index}@example.ru`, phone: `912000000${index}` })).statusCode).toBe(200);
    }
    expectLimited(await ask('10.8.0.1', { email: 'b9@example.ru', phone: '9120000099' }), '10 мин');

    const perPhone = DISCOUNT_REQUEST_LIMITS.phone.max;
    answerRequests(perPhone);
    for (let index = 0; index < perPhone; index += 1) {
      expect((await ask(`10.8.1.${index}`, { email: `c${index}@example.ru`, phone: '+7 912 111-22-33' })).statusCode).toBe(200);
    }
    expectLimited(await ask('10.8.1.200', { email: 'c99@example.ru', phone: '79121112233' }), '24 ч');
    expect(t.upstreamCalls()).toHaveLength(perClient + perPhone);
  });
});

describe('GET /api/files/*', () => {
  it('streams a PDF document with a sandboxing policy', async () => {
    t.upstream
      .intercept({ method: 'GET', path: '/files/docs/501/1.pdf' })
      .reply(200, '%PDF-1.4 demo', { headers: { 'content-type': 'application/pdf' } });
    const response = await t.app.inject({ url: '/api/files/docs/501/1.pdf' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.body).toBe('%PDF-1.4 demo');
  });

  it('refuses what is neither PDF nor HTML, and paths outside the documents', async () => {
    t.upstream
      .intercept({ method: 'GET', path: '/files/docs/501/2.pdf' })
      .reply(200, 'x', { headers: { 'content-type': 'application/javascript' } });
    expect((await t.app.inject({ url: '/api/files/docs/501/2.pdf' })).statusCode).toBe(502);
    const outside = await t.app.inject({ url: '/api/files/../img/p/1.svg' });
    expect(outside.statusCode).toBeGreaterThanOrEqual(400);
    expect((await t.app.inject({ url: '/api/files/docs/501/evil.js' })).statusCode).toBe(400);
  });
});
