import { afterEach, describe, expect, it } from 'vitest';
import { renderedBoot, fakeRenderer, HTML_ACCEPT as html, SHELL_HTML as shell, useWebDist } from '../testing/rendered-pages.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { buyer, cart, pageData } from '../testing/fixtures.ts';
import { SSR_BUDGET_MS } from './page-rendering.ts';
import { LATE_PAGE_RETRY_S } from './page-route.ts';
import { texts } from './texts.ts';

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0 Mobile Safari/537.36';

const dist = useWebDist();
let t: TestApp | undefined;
afterEach(async () => {
  t?.mock.assertNoPendingInterceptors();
  await t?.close();
  t = undefined;
});

/**
 * The shell of a page that ran out of the SSR budget: the app renders it, and a browser without
 * JavaScript asks for the page again in a moment instead of staying on an empty page.
 */
function expectLateShell(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.body).toContain('<div id="root"></div>');
  expect(response.body).toContain(`<noscript><meta http-equiv="refresh" content="${LATE_PAGE_RETRY_S}"></noscript></head>`);
  expect(response.body).toContain(`<noscript><p class="no-script-note">${texts.pageStillRendering}</p></noscript>`);
  expect(response.body).not.toContain('включите JavaScript');
}

describe('page addresses rendered on the server', () => {
  it('renders a guest request from its page data alone, fetched once, and keeps it out of shared caches', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(pageData), {
      'set-cookie': 'sid=new-session; Path=/; HttpOnly',
    });
    // The layout the app keeps in a cookie is no session.
    const response = await t.app.inject({ url: '/catalog/drills/?page=2', headers: { ...html, cookie: 'site_version=desktop' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary).toLowerCase().split(', ')).toEqual(['accept', 'cookie', 'save-data']);
    expect(renderedBoot(response.body)).toEqual({
      path: '/catalog/drills/?page=2',
      page: pageData,
      siteVersion: 'desktop',
      origin: 'http://localhost',
      messages: [],
    });
    // The session the page fetch began reaches the browser; no call but the page's was made.
    expect(String(response.headers['set-cookie'])).toContain('sid=new-session');
    expect(t.upstreamCalls()).toHaveLength(1);
    expect(t.upstreamCalls()[0]?.headers).toMatchObject({ cookie: 'site_version=desktop', 'without-menu': '1' });
  });

  it('renders the layout chosen in the cookie, else a phone gets the mobile one', async () => {
    const { renderer, calls } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    for (let i = 0; i < 3; i++) answerUpstream(t.upstream, 'GET', '/', 200, legacy.status(pageData));
    await t.app.inject({ url: '/', headers: { ...html, 'user-agent': PHONE } });
    await t.app.inject({ url: '/', headers: { ...html, 'user-agent': PHONE, cookie: 'site_version=desktop' } });
    await t.app.inject({ url: '/', headers: { ...html, cookie: 'site_version=mobile' } });
    expect(calls.map((boot) => boot.siteVersion)).toEqual(['mobile', 'desktop', 'mobile']);
    expect(t.upstreamCalls().map((call) => call.headers?.['site-version'])).toEqual(['mobile', 'desktop', 'mobile']);
  });

  it('renders an unknown page as the app renders it, its error page, with 404', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/no-such-page/', 404, legacy.statusFail({ route: 'pagenotfound', error: 'Not found' }));
    const response = await t.app.inject({ url: '/no-such-page/', headers: html });
    expect(response.statusCode).toBe(404);
    expect(renderedBoot(response.body)).toMatchObject({ path: '/no-such-page/', page: { route: 'pagenotfound' }, messages: [] });
  });

  it('sends a listing with a segment it cannot read to what can be read of it, as the app does', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/dreli/f1:340/f99:zz/', 404, legacy.statusFail({ route: 'pagenotfound', error: 'Not found' }));
    const response = await t.app.inject({ url: '/dreli/f1:340/f99:zz/?sort_field=price&sort_dir=asc', headers: html });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/dreli/f1:340/?sort_field=price&sort_dir=asc');
    expect(renderer.render).not.toHaveBeenCalled();
  });

  it('renders a page that failed as a page of its own as not found, at its address: an unknown confirmation is no listing', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/confirmation/abc/', 404, legacy.statusFail({ route: 'confirmation', error: 'Not found' }));
    const response = await t.app.inject({ url: '/confirmation/abc/', headers: html });
    expect(response.statusCode).toBe(404);
    expect(renderedBoot(response.body)).toMatchObject({ path: '/confirmation/abc/', page: { route: 'pagenotfound' } });
  });

  it('says the shop is briefly unavailable when the page fails on the server, not a shell whose app would wait on it', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/busy/', 500, legacy.statusFail({ statusCode: 500, error: 'Упало' }));
    const response = await t.app.inject({ url: '/busy/?page=2', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain(texts.shopUnavailableTitle);
    // Its reload link is this address, and the page reloads itself.
    expect(response.body).toContain('<a href="/busy/?page=2">');
    expect(response.body).toContain('<meta http-equiv="refresh" content="30">');
    expect(renderer.render).not.toHaveBeenCalled();
  });

  it('sends the shell for one answer slower than the budget while the upstream answers others: a busy upstream is not away', async () => {
    const { renderer } = fakeRenderer();
    // The upstream's own deadline is past the SSR budget, as in production.
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer, upstreamTimeoutMs: 10_000 });
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(pageData));
    t.upstream
      .intercept({ method: 'GET', path: '/slow/' })
      .reply(200, legacy.status(pageData))
      .delay(SSR_BUDGET_MS + 500);
    expect((await t.app.inject({ url: '/catalog/drills/', headers: html })).statusCode).toBe(200);
    const response = await t.app.inject({ url: '/slow/', headers: html });
    expectLateShell(response);
  });

  it('says the shop is briefly unavailable when a page runs out of the budget and the upstream has given nothing for a while', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer, upstreamTimeoutMs: 10_000, upstreamSilenceMs: 1_000 });
    t.upstream
      .intercept({ method: 'GET', path: '/slow/' })
      .reply(200, legacy.status(pageData))
      .delay(SSR_BUDGET_MS + 500);
    const response = await t.app.inject({ url: '/slow/', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(texts.shopUnavailableTitle);
  });

  it("says the shop is briefly unavailable for a page nobody visited while the upstream is known to be away, and the app's calls give up within the page budget", async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer, upstreamTimeoutMs: 10_000 });
    t.upstream.intercept({ method: 'GET', path: '/api/v1/TC/getCitiesList/' }).replyWithError(new Error('connect ECONNREFUSED'));
    expect((await t.app.inject({ url: '/api/cities' })).statusCode).toBe(502);
    // The upstream is back but does not answer: one call at a time waits for it, others give up.
    for (const path of ['/catalog/never-seen/', '/catalog/drills/']) {
      t.upstream.intercept({ method: 'GET', path }).reply(200, legacy.status(pageData)).delay(5_000);
    }
    const page = await t.app.inject({ url: '/catalog/never-seen/', headers: html });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain(texts.shopUnavailableTitle);
    const started = performance.now();
    const call = await t.app.inject({ url: '/api/page?path=%2Fcatalog%2Fdrills%2F' });
    expect(call.statusCode).toBe(504);
    expect(call.json().messages).toEqual([{ kind: 'error', text: texts.shopUnavailableTitle }]);
    expect(performance.now() - started).toBeLessThan(SSR_BUDGET_MS + 500);
  });

  it('sends the late shell, not the unavailable page, for one slow page after a while with no shoppers: a quiet upstream is not away', async () => {
    const { renderer } = fakeRenderer();
    const upstreamSilenceMs = SSR_BUDGET_MS + 1_000;
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer, upstreamTimeoutMs: 10_000, upstreamSilenceMs });
    // Nobody asks anything for longer than the silence that would say the upstream is away.
    await new Promise((resolve) => setTimeout(resolve, upstreamSilenceMs + 200));
    t.upstream
      .intercept({ method: 'GET', path: '/slow/' })
      .reply(200, legacy.status(pageData))
      .delay(SSR_BUDGET_MS + 500);
    expectLateShell(await t.app.inject({ url: '/slow/', headers: html }));
  });

  it('sends the shell when rendering fails or is not the page route', async () => {
    const { renderer } = fakeRenderer(async (boot) => {
      if (boot.path === '/broken/') throw new Error('component threw');
      return null;
    });
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/broken/', 200, legacy.status(pageData));
    answerUpstream(t.upstream, 'GET', '/other/', 200, legacy.status(pageData));
    for (const url of ['/broken/', '/other/']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell);
    }
  });

  it('sends the shell when the data came but rendering ran out of the budget: the browser can render it', async () => {
    const { renderer } = fakeRenderer(
      (_boot, signal) => new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error))),
    );
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(pageData));
    const response = await t.app.inject({ url: '/catalog/drills/', headers: html });
    expectLateShell(response);
  });

  it('fetches nothing for the addresses the app alone renders (an order, the history), nor without the trailing slash', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    for (const url of ['/o/AB-123/', '/order/history/']) {
      const response = await t.app.inject({ url, headers: { ...html, cookie: 'sid=abc' } });
      expect(response.body).toBe(shell);
    }
    for (const url of ['/cart', '/catalog/drills']) {
      const response = await t.app.inject({ url, headers: { ...html, cookie: 'sid=abc' } });
      expect([response.statusCode, response.headers.location]).toEqual([301, `${url}/`]);
    }
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('renders the target of a redirect within the shop, and follows one out of it', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/old-catalog/', 200, legacy.status(pageData, { forceRedirectUrl: '/catalog/' }));
    answerUpstream(t.upstream, 'GET', '/rasprodazha/', 200, legacy.status(pageData, { forceRedirectUrl: '{host}/instrumenty/' }));
    answerUpstream(t.upstream, 'GET', '/akcii/', 200, legacy.status(pageData, { forceRedirectUrl: '{host}/..//evil.example/' }));
    const moved = await t.app.inject({ url: '/old-catalog/', headers: html });
    expect(renderedBoot(moved.body).path).toBe('/catalog/');
    const renamed = await t.app.inject({ url: '/rasprodazha/', headers: { ...html, host: 'evil.example' } });
    expect(renamed.statusCode).toBe(302);
    expect(renamed.headers.location).toBe('/instrumenty/');
    const offSite = await t.app.inject({ url: '/akcii/', headers: html });
    expect([offSite.statusCode, offSite.headers.location]).toEqual([200, undefined]);
  });

  it('gives up on a slow upstream within its budget and says the shop is briefly unavailable', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    t.upstream.intercept({ method: 'GET', path: '/slow/' }).reply(200, legacy.status(pageData)).delay(2_000);
    const started = Date.now();
    const response = await t.app.inject({ url: '/slow/', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(texts.shopUnavailableTitle);
    // The upstream's own deadline (TEST_TIMEOUT_MS) ends the page fetch long before the SSR budget.
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

const otherBuyer = { ...buyer, id: 8, username: 'Другой Покупатель', email: 'other@shop.example' };
const emptyCart = { ...cart, countpos: 0, positionsIds: [], cartPageData: { ...cart.cartPageData, products: [], empty: true } };
const callTo = (path: string) => t!.upstreamCalls().find((call) => call.path.split('?')[0] === path);

describe("pages rendered with the shopper's session", () => {
  it('fetch the user and the cart beside the page with the same cookie, render them in, and are never stored', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(pageData));
    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user: buyer }));
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart));
    const response = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'sid=abc; site_version=mobile' } });
    expect(response.statusCode).toBe(200);
    expect(renderedBoot(response.body)).toEqual({
      path: '/catalog/drills/',
      page: pageData,
      siteVersion: 'mobile',
      origin: 'http://localhost',
      messages: [],
      user: buyer,
      cart,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary).toLowerCase().split(', ')).toEqual(['accept', 'cookie', 'save-data']);
    for (const path of ['/catalog/drills/', '/api/v1/User/current/', '/cart/getCartData/']) {
      expect(callTo(path)?.headers).toMatchObject({ cookie: 'sid=abc; site_version=mobile', 'site-version': 'mobile' });
    }
    expect(t.upstreamCalls()).toHaveLength(3);
  });

  it('ask for the three at once, not one after another', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer, upstreamTimeoutMs: 1_500 });
    t.upstream.intercept({ method: 'GET', path: '/catalog/drills/' }).reply(200, legacy.status(pageData)).delay(300);
    t.upstream
      .intercept({ method: 'GET', path: '/api/v1/User/current/' })
      .reply(200, legacy.status({ user: buyer }))
      .delay(300);
    t.upstream.intercept({ method: 'GET', path: '/cart/getCartData/' }).reply(200, legacy.rq(cart)).delay(300);
    const started = Date.now();
    const response = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'sid=abc' } });
    expect(renderedBoot(response.body).user).toEqual(buyer);
    // One after another would take 900 ms at least.
    expect(Date.now() - started).toBeLessThan(800);
  });

  it('render each shopper their own document, however alike their pages', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    for (const [user, shopperCart] of [
      [buyer, cart],
      [otherBuyer, emptyCart],
    ] as const) {
      answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(pageData));
      answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user }));
      answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(shopperCart));
    }
    const first = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'sid=first' } });
    const second = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'sid=second' } });
    expect(renderedBoot(first.body)).toMatchObject({ user: buyer, cart });
    expect(renderedBoot(second.body)).toMatchObject({ user: otherBuyer, cart: emptyCart });
    expect(second.body).not.toContain(buyer.username);
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it('send the shell when the user or the cart cannot be had: the app would render another page', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(pageData)).times(2);
    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 500, legacy.statusFail({ error: 'down' }));
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart));
    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user: buyer }));
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, 'not json');
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'sid=abc' } });
      expect(response.body).toBe(shell);
    }
    expect(renderer.render).not.toHaveBeenCalled();
  });
});

describe('the cart rendered on the server', () => {
  it("is rendered from the shopper's cart and user, fetched with their cookie, with no page fetch and never stored", async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user: buyer }));
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart));
    const response = await t.app.inject({ url: '/cart/?openPanel=1', headers: { ...html, cookie: 'sid=abc' } });
    expect(response.statusCode).toBe(200);
    expect(renderedBoot(response.body)).toEqual({
      path: '/cart/?openPanel=1',
      page: null,
      siteVersion: 'desktop',
      origin: 'http://localhost',
      messages: [],
      user: buyer,
      cart,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary).toLowerCase().split(', ')).toEqual(['accept', 'cookie', 'save-data']);
    expect(
      t
        .upstreamCalls()
        .map((call) => call.path.split('?')[0])
        .sort(),
    ).toEqual(['/api/v1/User/current/', '/cart/getCartData/']);
    expect(t.upstreamCalls().every((call) => (call.headers as Record<string, string>).cookie === 'sid=abc')).toBe(true);
  });

  it('is rendered empty for a guest request, from the cart alone, whose new session reaches the browser', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(emptyCart), { 'set-cookie': 'sid=new; Path=/; HttpOnly' });
    const response = await t.app.inject({ url: '/cart/', headers: html });
    expect(renderedBoot(response.body)).toEqual({
      path: '/cart/',
      page: null,
      siteVersion: 'desktop',
      origin: 'http://localhost',
      messages: [],
      cart: emptyCart,
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers['set-cookie'])).toContain('sid=new');
    expect(t.upstreamCalls()).toHaveLength(1);
  });

  it('says the shop is briefly unavailable when the cart fails on the server', async () => {
    const { renderer } = fakeRenderer();
    t = await buildTestApp({ webDist: dist.path, pageRenderer: renderer });
    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user: buyer }));
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 500, legacy.rqFail({ error: 'down' }));
    const response = await t.app.inject({ url: '/cart/', headers: { ...html, cookie: 'sid=abc' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(texts.shopUnavailableTitle);
    expect(renderer.render).not.toHaveBeenCalled();
  });
});
