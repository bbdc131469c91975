import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UNDEFINED_ERROR } from '@shop/contracts/envelope.ts';
import { TEST_TIMEOUT_MS, buildTestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { cart } from '../testing/fixtures.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const lastCall = () => t.upstreamCalls().at(-1);

/** The upstream failures of each kind counted at /api/metrics. */
async function upstreamFailures() {
  const scrape = (await t.app.inject({ url: '/api/metrics' })).body;
  const counted = [...scrape.matchAll(/^bff_upstream_failures_total\{kind="(\w+)"\} (\d+)$/gm)];
  return Object.fromEntries(counted.map(([, kind, value]) => [kind, Number(value)]));
}

describe('headers sent upstream', () => {
  it('carry the site version, request type, XMLHttpRequest marker, JSON accept and the request id', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart));
    await t.app.inject({ url: '/api/cart', headers: { 'site-version': 'mobile', 'x-request-id': 'req-42' } });
    expect(lastCall()?.headers).toEqual({
      'site-version': 'mobile',
      'rq-type': 'client',
      'x-requested-with': 'XMLHttpRequest',
      accept: 'application/json',
      'x-request-id': 'req-42',
    });
  });

  it('default to the desktop site version when the shopper sends none or an unknown one', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart)).times(2);
    await t.app.inject({ url: '/api/cart' });
    expect(lastCall()?.headers).toMatchObject({ 'site-version': 'desktop' });
    await t.app.inject({ url: '/api/cart', headers: { 'site-version': 'tablet' } });
    expect(lastCall()?.headers).toMatchObject({ 'site-version': 'desktop' });
  });

  it('carry without-menu only on page fetches', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart));
    await t.app.inject({ url: '/api/cart' });
    expect(lastCall()?.headers).not.toHaveProperty('without-menu');
  });

  it('carry a JSON content type only with a body', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/setSiteVersion', 200, legacy.status({ version: 'mobile' }));
    await t.app.inject({ method: 'PUT', url: '/api/user/site-version', payload: { version: 'mobile' } });
    expect(lastCall()?.headers).toMatchObject({ 'content-type': 'application/json' });
  });
});

describe('upstream failures', () => {
  it('a timeout answers a 504 envelope within a bound', async () => {
    t.upstream
      .intercept({ method: 'GET', path: '/cart/getCartData/' })
      .reply(200, JSON.stringify(legacy.rq(cart)))
      .delay(TEST_TIMEOUT_MS * 10);
    const started = performance.now();
    const response = await t.app.inject({ url: '/api/cart' });
    expect(performance.now() - started).toBeLessThan(TEST_TIMEOUT_MS * 5);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toMatchObject({
      status: 'FAIL',
      data: null,
      error: { message: UNDEFINED_ERROR, statusCode: 504, route: '404page' },
    });
    expect(await upstreamFailures()).toEqual({ timeout: 1, unreachable: 0, server_error: 0 });
  });

  it('a network error answers a 502 envelope with the error page route', async () => {
    t.upstream.intercept({ method: 'GET', path: '/cart/getCartData/' }).replyWithError(new Error('connect ECONNREFUSED'));
    const response = await t.app.inject({ url: '/api/cart' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toEqual({ message: UNDEFINED_ERROR, statusCode: 502, route: '404page' });
    expect(await upstreamFailures()).toEqual({ timeout: 0, unreachable: 1, server_error: 0 });
  });

  it('an HTTP error status answers 502 with the error page route', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 503, '<h1>Maintenance</h1>', { 'content-type': 'text/html' });
    const response = await t.app.inject({ url: '/api/cart' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatchObject({ statusCode: 502, route: '404page' });
    expect(await upstreamFailures()).toEqual({ timeout: 0, unreachable: 0, server_error: 1 });
  });

  it('a reply the upstream gave is no failure, whatever else it says', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 200, legacy.rq(cart));
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/', 404, '<h1>Not found</h1>', { 'content-type': 'text/html' });
    await t.app.inject({ url: '/api/cart' });
    await t.app.inject({ url: '/api/cart' });
    expect(await upstreamFailures()).toEqual({ timeout: 0, unreachable: 0, server_error: 0 });
  });
});

describe('HTTP redirects', () => {
  it('are followed', async () => {
    t.upstream.intercept({ method: 'GET', path: '/cart/getCartData/' }).reply(302, '', { headers: { location: '/cart/getCartData/v2/' } });
    answerUpstream(t.upstream, 'GET', '/cart/getCartData/v2/', 200, legacy.rq(cart));
    const response = await t.app.inject({ url: '/api/cart' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(cart);
  });

  it('stop after 3: the fourth answers 502', async () => {
    for (const step of [0, 1, 2, 3]) {
      t.upstream
        .intercept({ method: 'GET', path: step === 0 ? '/cart/getCartData/' : `/hop/${step}/` })
        .reply(302, '', { headers: { location: `/hop/${step + 1}/` } });
    }
    const response = await t.app.inject({ url: '/api/cart' });
    expect(response.statusCode).toBe(502);
    expect(t.upstreamCalls()).toHaveLength(4);
  });
});
