import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderedBoot, fakeRenderer, HTML_ACCEPT as html, SHELL_HTML as shell, useWebDist } from '../testing/rendered-pages.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { startRedisServer, type RedisServer } from '../testing/redis-server.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { buyer, cart, pageData } from '../testing/fixtures.ts';
import { cachedPageOf, SSR_BUDGET_MS, type Boot } from './page-rendering.ts';
import { texts } from './texts.ts';

const times = { freshMs: 5_000, staleWhileRevalidateMs: 25_000, staleIfErrorMs: 3_600_000 };
const SHARED = 'public, s-maxage=5, stale-while-revalidate=25, stale-if-error=3600';

const dist = useWebDist();
let t: TestApp | undefined;
afterEach(async () => {
  t?.mock.assertNoPendingInterceptors();
  await t?.close();
  t = undefined;
});

const { renderer } = fakeRenderer();

/** The app with the guest page cache on a clock the test moves: a page ages without the test waiting. */
async function shop(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  let at = 1_000_000;
  const app = await buildTestApp({
    webDist: dist.path,
    pageRenderer: renderer,
    pageCache: { ...times, maxChars: 10_000_000, now: () => at },
    ...overrides,
  });
  return { app, pass: (ms: number) => (at += ms) };
}

const page = (title: string): PageData => ({ ...pageData, seo: { ...pageData.seo, seo_title: title } });
const titleOf = (body: string) => renderedBoot(body).page?.seo.seo_title;
const pageCalls = () => t!.upstreamCalls().filter((call) => call.path.split('?')[0] === '/catalog/drills/').length;

describe('guest requests for a server-rendered page', () => {
  it('are rendered once and answered from the cache, which a CDN in front may cache too', async () => {
    const s = await shop();
    t = s.app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели')), {
      'set-cookie': 'sid=new-session; Path=/; HttpOnly',
    });
    const first = await t.app.inject({ url: '/catalog/drills/', headers: html });
    s.pass(2_000);
    const second = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'site_version=desktop' } });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(titleOf(response.body)).toBe('Дрели');
      expect(response.headers['cache-control']).toBe(SHARED);
      expect(String(response.headers.vary).toLowerCase().split(', ')).toEqual([
        'accept',
        'cookie',
        'save-data',
        'sec-ch-ua-mobile',
        'user-agent',
        'accept-encoding',
      ]);
      // The document is every guest request's: no session goes out with it.
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect([first.headers.age, second.headers.age]).toEqual(['0', '2']);
    expect(pageCalls()).toBe(1);
  });

  it('go out compressed as the browser takes them, compressed once for all of them', async () => {
    t = (await shop()).app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели '.repeat(500))));
    const plain = await t.app.inject({ url: '/catalog/drills/', headers: html });
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0.5, gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, 'accept-encoding': accepted } });
      expect([accepted, response.headers['content-encoding']]).toEqual([accepted, encoding]);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decode(response.rawPayload).toString()).toBe(plain.body);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe(SHARED);
    }
    expect(pageCalls()).toBe(1);
  });

  it('are cached apart by address and layout', async () => {
    t = (await shop()).app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели'))).times(3);
    await t.app.inject({ url: '/catalog/drills/', headers: html });
    await t.app.inject({ url: '/catalog/drills/?page=2', headers: html });
    await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'site_version=mobile' } });
    await t.app.inject({ url: '/catalog/drills/', headers: html });
    expect(pageCalls()).toBe(3);
  });

  it('are cached apart by the data saver: a page rendered for Save-Data says so, and only to those who ask to save data', async () => {
    t = (await shop()).app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели'))).times(2);
    const saving = { ...html, 'save-data': 'on' };
    const boots = [];
    for (const headers of [html, saving, html, saving])
      boots.push(renderedBoot((await t.app.inject({ url: '/catalog/drills/', headers })).body));
    expect(boots.map((boot) => boot.saveData)).toEqual([undefined, true, undefined, true]);
    expect(pageCalls()).toBe(2);
  });

  it("are cached apart by the shop's origin: a page rendered for one loopback Host never names another", async () => {
    t = (await shop()).app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели'))).times(2);
    const origins = [];
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'localhost:3000']) {
      origins.push(renderedBoot((await t.app.inject({ url: '/catalog/drills/', headers: { ...html, host } })).body).origin);
    }
    expect(origins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://localhost:3000']);
    expect(pageCalls()).toBe(2);
  });

  it('name PUBLIC_URL whatever Host a request gives', async () => {
    t = (await shop({ publicUrl: 'https://shop.example' })).app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели')));
    for (const host of ['localhost:3000', 'evil.example']) {
      expect(renderedBoot((await t.app.inject({ url: '/catalog/drills/', headers: { ...html, host } })).body).origin).toBe(
        'https://shop.example',
      );
    }
    expect(pageCalls()).toBe(1);
  });

  it('reached by a public Host without PUBLIC_URL know no origin, and the shop says so once', async () => {
    t = (await shop()).app;
    const warn = vi.spyOn(t.app.log, 'warn');
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели')));
    for (let visit = 0; visit < 2; visit++) {
      const response = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, host: 'staging.shop.example' } });
      expect(renderedBoot(response.body).origin).toBeNull();
    }
    expect(warn.mock.calls.filter(([message]) => String(message).includes('PUBLIC_URL'))).toHaveLength(1);
  });

  it('keep a redirect and an unknown page as they were rendered', async () => {
    t = (await shop()).app;
    answerUpstream(t.upstream, 'GET', '/dreli/f99:zz/', 404, legacy.statusFail({ route: 'pagenotfound', error: 'Not found' }));
    answerUpstream(t.upstream, 'GET', '/no-such-page/', 404, legacy.statusFail({ route: 'pagenotfound', error: 'Not found' }));
    for (let i = 0; i < 2; i++) {
      const moved = await t.app.inject({ url: '/dreli/f99:zz/', headers: html });
      expect([moved.statusCode, moved.headers.location, moved.headers['cache-control']]).toEqual([302, '/dreli/', SHARED]);
      const unknown = await t.app.inject({ url: '/no-such-page/', headers: html });
      expect([unknown.statusCode, renderedBoot(unknown.body).page?.route]).toEqual([404, 'pagenotfound']);
    }
    expect(t.upstreamCalls()).toHaveLength(2);
  });
});

describe('a shopper with a session', () => {
  const answerSignedIn = (app: TestApp) => {
    answerUpstream(
      app.upstream,
      'GET',
      '/catalog/drills/',
      200,
      legacy.status({ ...page('Дрели'), user: { id: buyer.id, username: buyer.username, favoriteCount: 3 } }),
    );
    answerUpstream(app.upstream, 'GET', '/api/v1/User/current/', 200, legacy.status({ user: buyer }));
    answerUpstream(app.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart));
  };

  it('is never stored: a guest request after them is rendered from its own page fetch', async () => {
    t = (await shop()).app;
    answerSignedIn(t);
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели')));
    const signedIn = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'sid=abc' } });
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(renderedBoot(signedIn.body).user).toEqual(buyer);
    const guestPage = await t.app.inject({ url: '/catalog/drills/', headers: html });
    expect(guestPage.headers['cache-control']).toBe(SHARED);
    expect(guestPage.body).not.toContain(buyer.username);
    expect(pageCalls()).toBe(2);
  });

  it('is never served from it: their page is rendered from their own calls', async () => {
    t = (await shop()).app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели')));
    await t.app.inject({ url: '/catalog/drills/', headers: html });
    answerSignedIn(t);
    const signedIn = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'sid=abc' } });
    expect(renderedBoot(signedIn.body)).toMatchObject({ user: buyer, cart });
    expect(String(signedIn.headers.vary).toLowerCase()).toContain('cookie');
    expect(pageCalls()).toBe(2);
  });
});

describe('nothing personal enters the cache', () => {
  it('a page the upstream gives with a user, even without a session, is not cached, nor rendered for anyone', async () => {
    t = (await shop()).app;
    const personal = { ...page('Дрели'), user: { id: buyer.id, username: buyer.username, favoriteCount: 3 } };
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(personal)).times(2);
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ url: '/catalog/drills/', headers: html });
      expect(response.body).toBe(shell);
      expect(response.body).not.toContain(buyer.username);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(pageCalls()).toBe(2);
  });

  it('of any rendering, only a guest document or a redirect may be cached', () => {
    const guest: Boot = { path: '/', page: pageData, siteVersion: 'desktop', origin: null, messages: [] };
    const document = (shareable: boolean) => ({ kind: 'document' as const, status: 200 as const, html: '<p>', shareable });
    expect(cachedPageOf(document(true))).toEqual({ status: 200, body: '<p>' });
    expect(cachedPageOf(document(false))).toBeUndefined();
    expect(cachedPageOf({ kind: 'shell', status: 200 })).toBeUndefined();
    expect(cachedPageOf({ kind: 'unavailable' })).toBeUndefined();
    expect(guest.page?.user.id).toBe(false);
  });
});

describe('the catalogue through an outage', () => {
  it('serves the stale page at once while a slow upstream refreshes it, then the new one', async () => {
    const s = await shop({ upstreamTimeoutMs: 5_000 });
    t = s.app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели')));
    await t.app.inject({ url: '/catalog/drills/', headers: html });
    s.pass(times.freshMs + 1);
    let answered = false;
    t.upstream
      .intercept({ method: 'GET', path: (requested: string) => requested.startsWith('/catalog/drills/') })
      .reply(() => {
        answered = true;
        return {
          statusCode: 200,
          data: JSON.stringify(legacy.status(page('Дрели, новые'))),
          responseOptions: { headers: { 'content-type': 'application/json' } },
        };
      })
      .delay(300);
    const stale = await t.app.inject({ url: '/catalog/drills/', headers: html });
    expect(titleOf(stale.body)).toBe('Дрели');
    expect(Number(stale.headers.age)).toBe(5);
    await vi.waitFor(async () => {
      const fresh = await t!.app.inject({ url: '/catalog/drills/', headers: html });
      expect(titleOf(fresh.body)).toBe('Дрели, новые');
    });
    expect(answered).toBe(true);
    expect(pageCalls()).toBe(2);
  });

  it('serves guest requests the cached page while the upstream fails, tells shoppers with a session it is briefly away, and reports degraded', async () => {
    const s = await shop();
    t = s.app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели')));
    await t.app.inject({ url: '/catalog/drills/', headers: html });
    s.pass(times.freshMs + times.staleWhileRevalidateMs + 1);
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 500, legacy.statusFail({ statusCode: 500, error: 'База недоступна' })).times(2);
    answerUpstream(t.upstream, 'GET', '/api/v1/User/current/', 500, legacy.statusFail({ statusCode: 500, error: 'База недоступна' }));
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 500, legacy.rqFail({ error: 'База недоступна' }));
    t.upstream.intercept({ method: 'GET', path: '/health' }).replyWithError(new Error('ECONNREFUSED'));

    const guestPage = await t.app.inject({ url: '/catalog/drills/', headers: html });
    expect(guestPage.statusCode).toBe(200);
    expect(titleOf(guestPage.body)).toBe('Дрели');

    const signedIn = await t.app.inject({ url: '/catalog/drills/', headers: { ...html, cookie: 'sid=abc' } });
    expect(signedIn.statusCode).toBe(503);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers['retry-after']).toBe('30');
    expect(signedIn.body).toContain(texts.shopUnavailableTitle);
    expect(signedIn.body).not.toContain('<div id="root">');

    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'OK', data: { state: 'degraded', upstream: 'down' } });

    // What the alert on pages served stale counts (ops/prometheus/alerts.yml), and the failures behind it.
    const scrape = (await t.app.inject({ url: '/api/metrics' })).body;
    expect(scrape).toContain('bff_shared_cache_requests_total{route="page",outcome="stale-if-error"} 1');
    expect(scrape).toMatch(/^bff_upstream_failures_total\{kind="server_error"\} [1-9]/m);
  });

  it('serves the cached page within the SSR budget when the upstream hangs, not after its own timeout', async () => {
    const s = await shop({ upstreamTimeoutMs: 60_000 });
    t = s.app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели')));
    await t.app.inject({ url: '/catalog/drills/', headers: html });
    s.pass(times.freshMs + times.staleWhileRevalidateMs + 1);
    const hang = SSR_BUDGET_MS * 3;
    t.upstream
      .intercept({ method: 'GET', path: (requested: string) => requested.startsWith('/catalog/drills/') })
      .reply(200, legacy.status(page('Поздно')))
      .delay(hang);
    const started = performance.now();
    const response = await t.app.inject({ url: '/catalog/drills/', headers: html });
    expect(titleOf(response.body)).toBe('Дрели');
    // Answered by the budget, long before the hanging upstream would have answered.
    expect(performance.now() - started).toBeLessThan(hang);
  }, 15_000);

  it('gives a guest request for a page nobody cached the unavailable page, not a shell', async () => {
    t = (await shop()).app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 502, '<html>Bad gateway</html>', { 'content-type': 'text/html' });
    const response = await t.app.inject({ url: '/catalog/drills/', headers: html });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain(texts.shopUnavailableTitle);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});

describe('two instances sharing one Redis', () => {
  let redis: RedisServer;
  let other: TestApp | undefined;

  beforeAll(async () => {
    redis = await startRedisServer();
  }, 30_000);
  afterAll(async () => {
    await other?.close();
    await redis?.stop();
  });

  it('serve a page one of them rendered to guest requests of the other, without the upstream', async () => {
    t = (await shop({ redisUrl: redis.url })).app;
    other = (await shop({ redisUrl: redis.url })).app;
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(page('Дрели')));
    const rendered = await t.app.inject({ url: '/catalog/drills/', headers: html });
    const served = await other.app.inject({ url: '/catalog/drills/', headers: html });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe(rendered.body);
    expect(served.headers['cache-control']).toBe(SHARED);
    expect(other.upstreamCalls()).toHaveLength(0);
    expect(pageCalls()).toBe(1);
  });
});
