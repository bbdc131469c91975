import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, startDemoShop, type DemoShop } from './testing/demo-shop.ts';

/** The BFF against the real demo shop (apps/upstream) on a free loopback port. */

let shop: DemoShop;
let call: ReturnType<typeof browserSession>['call'];
let session: ReturnType<typeof browserSession>;

beforeAll(async () => {
  shop = await startDemoShop();
  session = browserSession(shop.app);
  call = session.call;
}, 60_000);

afterAll(async () => {
  await shop?.close();
});

/** The first assortments of the generated catalogue that can be put into the cart. */
async function addFirstAvailable(quantity: number) {
  for (let assortmentId = 1; assortmentId <= 50; assortmentId += 1) {
    const response = await call({ method: 'POST', url: '/api/cart/items', payload: { assortmentId, quantity } });
    if (response.statusCode === 200) return { assortmentId, body: response.json() };
  }
  throw new Error('no available assortment among the first 50');
}

describe('BFF against the demo upstream', () => {
  it('is ready when the upstream is', async () => {
    const response = await call({ url: '/api/ready' });
    expect(response.json()).toMatchObject({ status: 'OK', data: { upstream: 'up' } });
  });

  it('starts a session with an empty cart', async () => {
    const response = await call({ url: '/api/cart' });
    expect(response.statusCode).toBe(200);
    expect(session.cookie).toMatch(/^sid=/);
    expect(response.json()).toMatchObject({ status: 'OK', data: { countpos: 0, positionsIds: [] } });
  });

  it('adds, updates and removes a line in the same session', async () => {
    const { assortmentId, body: added } = await addFirstAvailable(2);
    expect(added).toMatchObject({ status: 'OK', data: { countpos: 1, data: { assortmentId, quantity: 2 } } });

    const cart = (await call({ url: '/api/cart' })).json();
    expect(cart.data.positionsIds).toEqual([String(assortmentId)]);
    const product = cart.data.cartPageData.products[0];

    const updated = await call({
      method: 'PATCH',
      url: `/api/cart/items/${assortmentId}`,
      payload: { quantity: 3, multism: product.multism.id },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.data.quantity).toBe(3);

    const image = await call({ url: `/api/${product.MainImage.replace(/^\//, '')}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const removed = await call({ method: 'DELETE', url: `/api/cart/items/${assortmentId}` });
    expect(removed.json()).toMatchObject({ status: 'OK', data: { removedId: assortmentId, countpos: 0 } });
  });

  it("passes the upstream's refusal of what the shopper sent on as the shopper's 400 with its text", async () => {
    const { assortmentId } = await addFirstAvailable(9000);
    const over = await call({ method: 'POST', url: '/api/cart/items', payload: { assortmentId, quantity: 1500 } });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ status: 'FAIL', data: null, error: { statusCode: 400, message: expect.stringMatching(/9999/) } });
    expect(over.json().error.route).toBeUndefined();

    const colour = await call({ method: 'POST', url: '/api/cart/items', payload: { assortmentId, quantity: 1, colorId: 987_654 } });
    expect(colour.statusCode).toBe(400);
    expect(colour.json()).toMatchObject({
      error: { statusCode: 400, message: 'Товар не продаётся в этом цвете' },
      messages: [{ kind: 'error', text: 'Товар не продаётся в этом цвете' }],
    });
    await call({ method: 'DELETE', url: `/api/cart/items/${assortmentId}` });
  });

  it('answers 404 for removing a line that is not there', async () => {
    const response = await call({ method: 'DELETE', url: '/api/cart/items/1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'FAIL', data: null });
  });

  it('clears the cart', async () => {
    await addFirstAvailable(1);
    const cleared = await call({ method: 'DELETE', url: '/api/cart' });
    expect(cleared.json()).toEqual({ status: 'OK', data: { countpos: 0 }, messages: [] });
    expect((await call({ url: '/api/cart' })).json().data.countpos).toBe(0);
  });

  it("refuses a one-click order of an empty cart with 'Корзина пуста', then orders a full one", async () => {
    const empty = await call({ method: 'POST', url: '/api/cart/one-click-order', payload: { phone: '+7 (912) 345-67-89' } });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ status: 'FAIL', error: { message: 'Корзина пуста', statusCode: 409 } });

    await addFirstAvailable(1);
    const ordered = await call({ method: 'POST', url: '/api/cart/one-click-order', payload: { phone: '+7 (912) 345-67-89' } });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().data).toEqual({ orderCode: expect.any(String), invoiceNumber: expect.stringMatching(/^ИМ-\d+$/) });
  });

  it('refuses bad input with 400 before the upstream', async () => {
    const response = await call({ method: 'POST', url: '/api/cart/items', payload: { assortmentId: 1, quantity: 0 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Количество должно быть не меньше 0,01');
  });

  it('fetches the main page and a missing page', async () => {
    const main = await call({ url: '/api/page?path=%2F' });
    expect(main.json()).toMatchObject({ status: 'OK', data: { route: 'main' } });
    const missing = await call({ url: '/api/page?path=%2Fno-such-page%2F' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 'FAIL', error: { statusCode: 404 } });
  });

  it('saves the site version', async () => {
    const response = await call({ method: 'PUT', url: '/api/user/site-version', payload: { version: 'mobile' } });
    expect(response.json()).toEqual({ status: 'OK', data: { version: 'mobile' }, messages: [] });
  });
});
