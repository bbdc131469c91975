import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { cart } from '../testing/fixtures.ts';
import { tileSource } from './security.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const refusal = {
  status: 'FAIL',
  data: null,
  messages: [{ kind: 'error', text: 'Запрос с другого сайта отклонён' }],
  error: { message: 'Запрос с другого сайта отклонён', statusCode: 403 },
};

describe('cross-site mutations', () => {
  it('are refused when the browser marks them cross-site', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/cart', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusal);
    expect(t.upstreamCalls()).toHaveLength(0);
    // The refusal carries the security headers too: a JSON reply's.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it.each(['https://evil.example', 'null'])('are refused from Origin %s', async (origin) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { origin, host: 'shop.example' },
      payload: { assortmentId: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('pass from the same origin', async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/clearBasket/', 200, legacy.status({ countpos: 0 }));
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
  });

  // What Chromium sends with a page's own form when the page's Referrer-Policy withholds the referrer.
  it('pass when the browser marks them same-origin, though their Origin is null', async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/clearBasket/', 200, legacy.status({ countpos: 0 }));
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      headers: { origin: 'null', host: 'shop.example', 'sec-fetch-site': 'same-origin' },
    });
    expect(response.statusCode).toBe(200);
    expect(t.upstreamCalls()).toHaveLength(1);
  });

  it.each(['same-site', 'cross-site', 'garbage'])('are refused when Sec-Fetch-Site is %s, whatever the Origin says', async (fetchSite) => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/cart',
      headers: { origin: 'http://shop.example', host: 'shop.example', 'sec-fetch-site': fetchSite },
    });
    expect(response.statusCode).toBe(403);
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('do not concern reads', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('keep a safe x-request-id and echo it', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'edge-7f3a.1' } });
    expect(response.headers['x-request-id']).toBe('edge-7f3a.1');
  });

  it('replace an unsafe one with a fresh UUID', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b<script>' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  /** A page address: without a built app the page route answers 503, a reply a browser shows all the same. */
  const page = () => t.app.inject({ url: '/instrumenty/', headers: { accept: 'text/html' } });

  it('send a page a CSP that allows the SPA, data: images and the map tiles', async () => {
    const response = await page();
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data: https://tile.openstreetmap.org");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('give other sites no referrer, and this site its own pages as Referer', async () => {
    const response = await page();
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });

  it("give a JSON reply the API's few: nothing to load, run or frame, and no reading from another origin", async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart, { source: 'cart' }));
    for (const response of [await t.app.inject({ url: '/api/health' }), await t.app.inject({ url: '/api/cart' })]) {
      expect(response.json()).toMatchObject({ status: 'OK' });
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      // A document's policies say nothing to a fetch.
      expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
      expect(response.headers['referrer-policy']).toBeUndefined();
    }
  });

  it('turn a {s} tile template into a subdomain wildcard', () => {
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  });
});

describe('transport security', () => {
  it('sends HSTS only to a request that came over TLS, as a trusted proxy says', async () => {
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a forwarded protocol is not believed.
    const claimed = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();

    const behindProxy = await buildTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const tls = await behindProxy.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await behindProxy.close();
    }
  });

  it('makes the session cookie Secure when the request came over TLS', async () => {
    const behindProxy = await buildTestApp({ trustProxy: true });
    try {
      for (const [proto, secure] of [
        ['https', true],
        ['http', false],
      ] as const) {
        answerUpstream(behindProxy.upstream, 'GET', '/cart/getCartData/', 200, legacy.status({ countpos: 0 }), {
          'set-cookie': 'sid=abc; Path=/; HttpOnly; SameSite=Lax',
        });
        const response = await behindProxy.app.inject({ url: '/api/cart', headers: { 'x-forwarded-proto': proto } });
        const cookie = [response.headers['set-cookie']].flat()[0] ?? '';
        expect(cookie.startsWith('sid=abc; Path=/; HttpOnly; SameSite=Lax')).toBe(true);
        expect(/; Secure$/.test(cookie), proto).toBe(secure);
      }
    } finally {
      await behindProxy.close();
    }
  });
});
