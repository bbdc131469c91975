import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { buyer, cart, pageData } from '../testing/fixtures.ts';
import { historyItem, orderPage, checkoutPage } from '../testing/checkout-fixtures.ts';

let t: TestApp;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const signedIn = { accept: 'application/json', cookie: 'sid=abc; site_version=desktop' };
const varyOf = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase());

describe("replies built from the shopper's session", () => {
  it.each([
    ['/api/user', '/api/v1/User/current/', legacy.status({ user: buyer })],
    ['/api/cart', '/cart/getCartData/', legacy.rq(cart)],
    ['/api/orders/history', '/order/history/', legacy.status({ ...pageData, route: 'orderHistory', sections: { orders: [historyItem] } })],
    ['/api/ordering', '/ordering/', legacy.status(checkoutPage)],
    ['/api/orders/Ab3dEf7hJk', '/o/Ab3dEf7hJk/', legacy.status({ ...pageData, route: 'order', sections: orderPage })],
    ['/api/page?path=%2Fcatalog%2Fdrills%2F', '/catalog/drills/', legacy.status(pageData)],
  ])('%s is stored by no cache and varies by the cookie', async (url, upstreamPath, body) => {
    answerUpstream(t.upstream, 'GET', upstreamPath, 200, body);
    const response = await t.app.inject({ url, headers: signedIn });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(varyOf(response.headers.vary)).toContain('cookie');
  });

  it("a guest's reply that begins a session is the shopper's as well", async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart), { 'set-cookie': 'sid=new; Path=/; HttpOnly' });
    const response = await t.app.inject({ url: '/api/cart' });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(varyOf(response.headers.vary)).toContain('cookie');
  });

  it("a guest's page without a session is private and revalidated, as its server-rendered page is", async () => {
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(pageData));
    const response = await t.app.inject({ url: '/api/page?path=%2Fcatalog%2Fdrills%2F', headers: { cookie: 'site_version=desktop' } });
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(varyOf(response.headers.vary)).toContain('cookie');
  });

  it('a failure built from the session is not cached either', async () => {
    answerUpstream(t.upstream, 'GET', '/o/Ab3dEf7hJk/', 404, legacy.statusFail({ error: 'This page could not be found' }));
    const response = await t.app.inject({ url: '/api/orders/Ab3dEf7hJk', headers: signedIn });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the navigation vary of a route a browser may navigate to', async () => {
    answerUpstream(t.upstream, 'GET', '/shortSearchUrl/', 200, legacy.status({ term: 'дрель', url: '/search/дрель/' }));
    const response = await t.app.inject({ url: '/api/search/short-url?q=дрель', headers: signedIn });
    expect(varyOf(response.headers.vary)).toEqual(['accept', 'sec-fetch-mode', 'x-requested-with', 'cookie']);
  });
});

describe('replies that are the same for every shopper', () => {
  it('say nothing of a session (the shared cache keeps them)', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities: [] }));
    const response = await t.app.inject({ url: '/api/cities', headers: signedIn });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(varyOf(response.headers.vary)).not.toContain('cookie');
  });
});
