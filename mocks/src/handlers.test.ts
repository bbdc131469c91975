import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '@shop/contracts/cart.ts';
import { allRoutes } from '@shop/contracts/routes.ts';
import { pageDataSchema } from '@shop/contracts/page.ts';
import { handledRoutes } from './contract-handler.ts';
import { cartFixture, emptyCartFixture } from './fixtures/cart.ts';
import { pages } from './fixtures/page.ts';
import { server } from './node.ts';
import { resetMockState } from './state.ts';
import { callMock as call } from './testing/call.ts';


beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetMockState();
});
afterAll(() => server.close());

describe('coverage of the contract', () => {
  it('has a handler for every BFF route', () => {
    const missing = allRoutes.filter((route) => !handledRoutes.has(route)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('serves fixtures that parse against the contracts', () => {
    expect(() => cartSchema.parse(cartFixture)).not.toThrow();
    expect(() => cartSchema.parse(emptyCartFixture)).not.toThrow();
    for (const page of Object.values(pages)) expect(() => pageDataSchema.parse(page)).not.toThrow();
  });

  it('starts with every kind of cart line', () => {
    const products = cartFixture.cartPageData.products;
    expect(products.some((p) => p.isNotAvailable)).toBe(true);
    expect(products.some((p) => p.assortment.assval1 === 'sale' && p.discount)).toBe(true);
    expect(products.some((p) => p.multism.mult / p.multism.coef < 1)).toBe(true);
    expect(products.some((p) => p.multism.mult / p.multism.coef > 1)).toBe(true);
    expect(emptyCartFixture.cartPageData.empty).toBe(true);
  });
});

describe('cart handlers', () => {
  it('answer GET /api/cart with the envelope', async () => {
    const { status, envelope } = await call('GET', '/api/cart');
    expect(status).toBe(200);
    expect(envelope.status).toBe('OK');
    expect(envelope.data.countpos).toBe(cartFixture.countpos);
  });

  it('keep a quantity change for the next read', async () => {
    const updated = await call('PATCH', '/api/cart/items/101', { quantity: 3, multism: 1 });
    expect(updated.envelope.data.data.quantity).toBe(3);
    const { envelope } = await call('GET', '/api/cart');
    const drill = envelope.data.cartPageData.products.find((p: { id: number }) => p.id === 101);
    expect(drill.quantity).toBe(3);
    expect(drill.subtotal).toBe(22470);
  });

  it('remove a line and clear the cart', async () => {
    const removed = await call('DELETE', '/api/cart/items/102');
    expect(removed.envelope.data.removedId).toBe(102);
    expect(removed.envelope.data.countpos).toBe(cartFixture.countpos - 1);
    await call('DELETE', '/api/cart');
    const { envelope } = await call('GET', '/api/cart');
    expect(envelope.data.cartPageData.empty).toBe(true);
  });

  it('refuse bad input with a 400 envelope and a Russian message, leaving the cart alone', async () => {
    const { status, envelope } = await call('PATCH', '/api/cart/items/101', { quantity: 10000, multism: 1 });
    expect(status).toBe(400);
    expect(envelope.status).toBe('FAIL');
    expect(envelope.messages[0].text).toBe('Количество должно быть не больше 9999');
    const after = await call('GET', '/api/cart');
    expect(after.envelope.data.cartPageData.products[0].quantity).toBe(1);
  });

  it('refuse a one-click order with a short phone, then accept a full one', async () => {
    const short = await call('POST', '/api/cart/one-click-order', { phone: '12345' });
    expect(short.status).toBe(400);
    const placed = await call('POST', '/api/cart/one-click-order', { phone: '+7 (912) 345-67-89' });
    expect(placed.envelope.data.orderCode).toMatch(/^MOCK\d{6}$/);
    const again = await call('POST', '/api/cart/one-click-order', { phone: '9123456789' });
    expect(again.envelope.error.message).toBe('Корзина пуста');
  });
});

describe('page handler', () => {
  it('answers known paths, redirects renamed ones and 404s the rest', async () => {
    expect((await call('GET', '/api/page?path=%2Fcart%2F')).envelope.data.route).toBe('cart');
    const moved = await call('GET', '/api/page?path=%2Felektroinstrument%2F');
    expect(moved.envelope.redirect).toEqual({ url: '/instrumenty/', external: false });
    const missing = await call('GET', '/api/page?path=%2Fno-such-page%2F');
    expect(missing.status).toBe(404);
    expect(missing.envelope.error).toMatchObject({ statusCode: 404, route: 'pagenotfound' });
  });
});

describe('update reply', () => {
  it('lists only the changed line, as the upstream does with onlyOne', async () => {
    const { envelope } = await call('PATCH', '/api/cart/items/103', { quantity: 2.5, multism: 3 });
    expect(envelope.data.products.map((p: { id: number }) => p.id)).toEqual([103]);
    expect(envelope.data.total.positions).toBe(4);
  });
});
