import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { NOT_CORRECT_JSON } from '@shop/contracts/envelope.ts';
import { expectRefusalReply } from '../testing/test-app.ts';
import { useTestApp } from '../testing/use-test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { orderPage } from '../testing/checkout-fixtures.ts';
import { cart, cartPosition, cartProduct, cartTotal, pageData } from '../testing/fixtures.ts';

const t = useTestApp();

const lastCall = () => t.upstreamCalls().at(-1);

describe('GET /api/cart', () => {
  it('reads the rqStatus cart into an OK envelope', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart, { source: 'cart' }));
    const response = await t.app.inject({ url: '/api/cart' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: cart, messages: [] });
  });

  it('answers a FAIL cart with its error and the status it names', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rqFail({ error: 'Сессия истекла', statusCode: 401 }));
    const response = await t.app.inject({ url: '/api/cart' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'FAIL', data: null, error: { message: 'Сессия истекла', statusCode: 401 } });
  });

  it('refuses a cart that does not match the contract with 502 Not correct JSON response', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq({ countpos: 'many' }));
    const response = await t.app.inject({ url: '/api/cart' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({ message: NOT_CORRECT_JSON, statusCode: 502 });
  });

  it('drops fields the contract does not know', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq({ ...cart, internalMargin: 0.4 }));
    const response = await t.app.inject({ url: '/api/cart' });
    expect(response.json().data).not.toHaveProperty('internalMargin');
  });
});

describe('POST /api/cart/items', () => {
  const added = { total: cartTotal, data: cartPosition, positionsIds: ['1001'], countpos: 1 };

  it('puts the quantity on the legacy path and answers the result', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added, { message: 'Товар добавлен в корзину' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { assortmentId: 1001, quantity: 2, colorId: 7 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: added, messages: [{ kind: 'success', text: 'Товар добавлен в корзину' }] });
    expect(lastCall()?.searchParams).toEqual({ quantity: '2', assortmentId: '1001', colorId: '7' });
  });

  it('adds one when no quantity is given and sends no colorId without a colour', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added));
    await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { assortmentId: 1001 } });
    expect(lastCall()?.searchParams).toEqual({ quantity: '1', assortmentId: '1001' });
  });

  it('passes an unavailable product on as a FAIL with its Russian text', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.resultFail({ error: 'Товара нет в наличии' }));
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { assortmentId: 1001 } });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({
      status: 'FAIL',
      messages: [{ kind: 'error', text: 'Товара нет в наличии' }],
      error: { message: 'Товара нет в наличии' },
    });
  });

  it('answers 404 for an assortment the upstream does not know', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 404, legacy.resultFail({ error: 'Товар не найден' }));
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { assortmentId: 999_999 } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ message: 'Товар не найден', statusCode: 404 });
  });

  it.each([
    [{ assortmentId: 'abc' }, 'Идентификатор должен быть числом'],
    [{ assortmentId: -4 }, 'Идентификатор должен быть положительным'],
    [{ assortmentId: 1001, quantity: 0 }, 'Количество должно быть не меньше 0,01'],
    [{ assortmentId: 1001, quantity: 10_000 }, 'Количество должно быть не больше 9999'],
  ])('refuses %j with 400 and the Russian text, without calling the upstream', async (payload, text) => {
    expectRefusalReply(t, await t.app.inject({ method: 'POST', url: '/api/cart/items', payload }), text);
  });
});

describe('PATCH /api/cart/items/:assortmentId', () => {
  const updated = { total: cartTotal, data: cartPosition, products: [cartProduct], positionsIds: ['1001'], countpos: 1 };

  it('sets quantity and unit with onlyOne on the legacy update path', async () => {
    answerUpstream(t.upstream, 'PUT', '/cart/update/1001/', 200, legacy.status(updated));
    const response = await t.app.inject({ method: 'PATCH', url: '/api/cart/items/1001', payload: { quantity: 2.5, multism: 1 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(updated);
    expect(lastCall()?.searchParams).toEqual({ quantity: '2.5', multism: '1', onlyOne: 'true' });
  });

  it('answers 404 for a line that is not in the cart', async () => {
    answerUpstream(t.upstream, 'PUT', '/cart/update/1001/', 404, legacy.statusFail({ error: 'Позиция не найдена в корзине' }));
    const response = await t.app.inject({ method: 'PATCH', url: '/api/cart/items/1001', payload: { quantity: 1, multism: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json().messages).toEqual([{ kind: 'error', text: 'Позиция не найдена в корзине' }]);
  });

  it('refuses a non-numeric line id before the upstream', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/cart/items/abc', payload: { quantity: 1, multism: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Идентификатор должен быть числом');
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('refuses a missing unit before the upstream', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/cart/items/1001', payload: { quantity: 1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Идентификатор должен быть числом');
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('DELETE /api/cart/items/:assortmentId', () => {
  const removed = { total: cartTotal, removedId: 1001, positionsIds: [], countpos: 0 };

  it('sends the line as a JSON body and answers the result', async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/remove/', 200, legacy.result(removed));
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart/items/1001?colorId=7' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(removed);
    expect(JSON.parse(String(lastCall()?.body))).toEqual({ assortmentId: 1001, colorId: 7 });
    expect(lastCall()?.headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('answers 404 for a line that is not in the cart', async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/remove/', 404, legacy.resultFail({ error: 'Позиция не найдена в корзине' }));
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart/items/1001' });
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(String(lastCall()?.body))).toEqual({ assortmentId: 1001 });
  });

  it('refuses a bad colour before the upstream', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart/items/1001?colorId=red' });
    expect(response.statusCode).toBe(400);
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('DELETE /api/cart', () => {
  it('clears the basket', async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/clearBasket/', 200, legacy.status({ countpos: 0 }));
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: { countpos: 0 }, messages: [] });
  });

  it('passes a FAIL on', async () => {
    answerUpstream(
      t.upstream,
      'DELETE',
      '/api/v1/Cart/clearBasket/',
      500,
      legacy.statusFail({ error: 'Ошибка сервера', errorTrace: 'Cart.php:40' }),
    );
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart' });
    expect(response.statusCode).toBe(500);
    expect(response.json().messages).toEqual([
      { kind: 'error', text: 'Ошибка сервера' },
      { kind: 'info', text: 'Cart.php:40', durationMs: 15_000 },
    ]);
  });
});

describe('POST /api/cart/one-click-order', () => {
  it("sends the digits of the phone and answers the order code with the order's invoice number", async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/createOneClickOrder/', 200, legacy.result({ orderCode: 'Ab3dEf7hJk' }));
    answerUpstream(t.upstream, 'GET', '/o/Ab3dEf7hJk/', 200, legacy.status({ ...pageData, route: 'order', sections: orderPage }));
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/one-click-order', payload: { phone: '+7 (912) 345-67-89' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ orderCode: 'Ab3dEf7hJk', invoiceNumber: 'ИМ-000042' });
    expect(t.upstreamCalls()[0]?.searchParams).toEqual({ phone: '79123456789' });
  });

  it('answers the placed order without a number when its page cannot be read', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/createOneClickOrder/', 200, legacy.result({ orderCode: 'Ab3dEf7hJk' }));
    answerUpstream(t.upstream, 'GET', '/o/Ab3dEf7hJk/', 500, legacy.statusFail({ error: 'Undefined error' }));
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/one-click-order', payload: { phone: '9123456789' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ orderCode: 'Ab3dEf7hJk', invoiceNumber: null });
  });

  it("passes 'Корзина пуста' on as a FAIL", async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/createOneClickOrder/', 200, legacy.resultFail({ message: 'Корзина пуста' }));
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/one-click-order', payload: { phone: '9123456789' } });
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { message: 'Корзина пуста' } });
  });

  it('refuses a short phone with the Russian text before the upstream', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/one-click-order', payload: { phone: '912-34' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toEqual([{ kind: 'error', text: 'Телефон должен содержать не меньше 10 цифр' }]);
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('cookies', () => {
  it("forwards the shopper's cookie and every set-cookie of the upstream", async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart), {
      'set-cookie': ['sid=new; Path=/; HttpOnly; SameSite=Lax', 'viewed=1001; Path=/'],
    });
    const response = await t.app.inject({ url: '/api/cart', headers: { cookie: 'sid=old; theme=dark' } });
    expect(lastCall()?.headers).toMatchObject({ cookie: 'sid=old; theme=dark' });
    expect(response.headers['set-cookie']).toEqual(['sid=new; Path=/; HttpOnly; SameSite=Lax', 'viewed=1001; Path=/']);
  });

  it('passes set-cookie on a FAIL too', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/createOneClickOrder/', 200, legacy.resultFail({ message: 'Корзина пуста' }), {
      'set-cookie': 'sid=s1; Path=/; HttpOnly',
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/one-click-order', payload: { phone: '9123456789' } });
    expect([response.headers['set-cookie']].flat()).toEqual(['sid=s1; Path=/; HttpOnly']);
  });
});

describe('a cart the upstream repeats word for word', () => {
  it('answers the same envelope each time, and the changed cart as soon as it changes', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart)).times(2);
    const first = await t.app.inject({ url: '/api/cart' });
    const again = await t.app.inject({ url: '/api/cart' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.body).toBe(first.body);
    expect(again.json()).toEqual({ status: 'OK', data: cart, messages: [] });

    const emptied = { ...cart, countpos: 0, positionsIds: [] };
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(emptied));
    const changed = await t.app.inject({ url: '/api/cart' });
    expect(changed.json()).toEqual({ status: 'OK', data: emptied, messages: [] });
  });

  it('refuses a repeated reply that does not match the contract every time', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq({ countpos: 'many' })).times(2);
    for (const attempt of [1, 2]) {
      const response = await t.app.inject({ url: '/api/cart' });
      expect(response.statusCode, `attempt ${attempt}`).toBe(502);
    }
  });
});

describe('a cart change repeated with its idempotency key', () => {
  const added = { total: cartTotal, data: cartPosition, positionsIds: ['1001'], countpos: 1 };
  const updated = { total: cartTotal, data: cartPosition, products: [cartProduct], positionsIds: ['1001'], countpos: 1 };
  const removed = { total: cartTotal, removedId: 1001, positionsIds: [], countpos: 0 };
  const changes = [
    {
      name: 'an add',
      method: 'POST',
      url: '/api/cart/items',
      payload: { assortmentId: 1001, quantity: 2 },
      upstream: ['PUT', '/api/v1/Cart/put/', legacy.result(added)],
    },
    {
      name: 'a quantity',
      method: 'PATCH',
      url: '/api/cart/items/1001',
      payload: { quantity: 3, multism: 1 },
      upstream: ['PUT', '/cart/update/1001/', legacy.status(updated)],
    },
    {
      name: 'a removal',
      method: 'DELETE',
      url: '/api/cart/items/1001',
      payload: undefined,
      upstream: ['DELETE', '/api/v1/Cart/remove/', legacy.result(removed)],
    },
  ] as const;

  it.each(changes)(
    'answers $name sent twice with the first reply and asks the upstream once',
    async ({ method, url, payload, upstream }) => {
      const [upstreamMethod, path, body] = upstream;
      answerUpstream(t.upstream, upstreamMethod, path, 200, body);
      const headers = { 'idempotency-key': randomUUID(), cookie: 'sid=shopper-1' };
      const first = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      const again = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(first.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(t.upstreamCalls().filter((call) => call.path === path)).toHaveLength(1);
    },
  );

  it('sends the change again for another shopper or another key', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added)).times(2);
    const key = randomUUID();
    const add = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { assortmentId: 1001 } });
    await add({ 'idempotency-key': key, cookie: 'sid=shopper-1' });
    await add({ 'idempotency-key': key, cookie: 'sid=shopper-2' });
    expect(t.upstreamCalls().filter((call) => call.path === '/api/v1/Cart/put/')).toHaveLength(2);
  });

  it('does not keep a refusal: the change is sent again once the shop can take it', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.resultFail({ error: 'Товара нет в наличии' }));
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added));
    const headers = { 'idempotency-key': randomUUID(), cookie: 'sid=shopper-1' };
    const refused = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { assortmentId: 1001 } });
    expect(refused.json()).toMatchObject({ status: 'FAIL' });
    const again = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers, payload: { assortmentId: 1001 } });
    expect(again.json()).toMatchObject({ status: 'OK', data: added });
  });

  it('refuses a key that is not a UUID', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'idempotency-key': 'twice' },
      payload: { assortmentId: 1001 },
    });
    expect(response.statusCode).toBe(400);
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});
