import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { sessionCookie, useTestShop } from './testing/test-app.ts';

const shop = useTestShop();

describe('persistence', () => {
  it('keeps a cart and its session when the app is closed and built again on the same data', async () => {
    const item = shop.query<{ id: number }>(
      'SELECT id FROM assortments WHERE missing_item = 0 AND default_multism_id = 1 ORDER BY id LIMIT 1',
    );
    const first = await shop.app.inject({ method: 'PUT', url: `/api/v1/Cart/put/?assortmentId=${item.id}&quantity=4` });
    const cookie = sessionCookie(first);
    const namesBefore = shop.query<{ names: string }>('SELECT group_concat(name) AS names FROM assortments');

    const app = await shop.reopen();
    const cart = await app.inject({ method: 'GET', url: '/cart/getCartData/', headers: { cookie } });
    expect(cart.cookies).toHaveLength(0);
    expect(cart.json()).toMatchObject({ countpos: 1, positionsIds: [String(item.id)] });
    expect(cart.json().cartPageData.products[0].quantity).toBe(4);
    expect(shop.query('SELECT group_concat(name) AS names FROM assortments')).toEqual(namesBefore);
  });
});

describe('concurrency', () => {
  it('loses no addition when many arrive at once through two connections to the same file', async () => {
    const item = shop.query<{ id: number }>(
      'SELECT id FROM assortments WHERE missing_item = 0 AND default_multism_id = 1 ORDER BY id LIMIT 1',
    );
    const second = await buildApp({ dataDir: shop.dataDir, assortments: 300, seed: 1 });
    const first = await shop.app.inject({ method: 'GET', url: '/cart/getCartData/' });
    const cookie = sessionCookie(first);
    const url = `/api/v1/Cart/put/?assortmentId=${item.id}&quantity=1`;
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, index) => (index % 2 ? second : shop.app).inject({ method: 'PUT', url, headers: { cookie } })),
    );
    await second.close();
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    const cart = await shop.app.inject({ method: 'GET', url: '/cart/getCartData/', headers: { cookie } });
    expect(cart.json().cartPageData.products[0].quantity).toBe(20);
  });
});

describe('service paths', () => {
  it('answers the readiness probe without minting a session', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK' });
    expect(response.cookies).toHaveLength(0);
  });

  it('draws a product picture with a day of public caching', async () => {
    const item = shop.query<{ id: number; name: string }>('SELECT id, name FROM assortments ORDER BY id DESC LIMIT 1');
    const response = await shop.app.inject({ method: 'GET', url: `/img/p/${item.id}.png` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // 400 px square by default.
    expect([response.rawPayload.readUInt32BE(16), response.rawPayload.readUInt32BE(20)]).toEqual([400, 400]);
    // Asked again, the same picture.
    expect((await shop.app.inject({ method: 'GET', url: `/img/p/${item.id}.png` })).rawPayload).toEqual(response.rawPayload);
  });

  it('answers 404 for a picture of nothing', async () => {
    for (const url of ['/img/p/999999.png', '/img/p/abc.png', '/img/p/1.svg', '/img/c/99.svg']) {
      expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('answers an unknown non-page path with 404 FAIL', async () => {
    const response = await shop.app.inject({ method: 'POST', url: '/api/v1/Nothing/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'FAIL', error: 'Адрес не найден' });
  });

  it('answers broken JSON with 400 in the shape of the path', async () => {
    const response = await shop.app.inject({
      method: 'DELETE',
      url: '/api/v1/Cart/remove/',
      headers: { 'content-type': 'application/json' },
      payload: '{"assortmentId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ result: null, response: { status: 'FAIL' }, error: 'Некорректный запрос' });
  });

  it('accepts the JSON content type on a bodiless call', async () => {
    const response = await shop.app.inject({
      method: 'DELETE',
      url: '/api/v1/Cart/clearBasket/',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.json()).toEqual({ status: 'OK', countpos: 0 });
  });

  it('carries the caller’s request id through, or makes one', async () => {
    const given = await shop.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'bff-42' } });
    expect(given.headers['x-request-id']).toBe('bff-42');
    const made = await shop.app.inject({ method: 'GET', url: '/health' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const odd = await shop.app.inject({ method: 'GET', url: '/health', headers: { 'x-request-id': 'a b\nforged log line' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('error handler', () => {
  it('answers an unexpected failure with 500 FAIL and the request id to quote, not the stack', async () => {
    const app = await buildApp({ dataDir: shop.dataDir, assortments: 300, seed: 1 });
    app.get('/explode/', async () => {
      throw new Error('secret internals');
    });
    const response = await app.inject({ method: 'GET', url: '/explode/' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'FAIL',
      error: 'Внутренняя ошибка сервера',
      errorTrace: `Код запроса: ${response.headers['x-request-id']}`,
    });
  });
});
