import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { WRONG_TOKEN_LIMIT } from './observability.ts';

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/metrics', () => {
  it('is open in the demo when no token is set', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ url: '/api/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('bff_http_requests_total');
  });

  it('wants the bearer token when one is set', async () => {
    t = await buildTestApp({ metricsToken: 'scrape-secret' });
    for (const authorization of [undefined, 'Bearer wrong', 'scrape-secret']) {
      const refused = await t.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(401);
      expect(refused.body).not.toContain('bff_http_requests_total');
    }
    const scraped = await t.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer scrape-secret' } });
    expect(scraped.statusCode).toBe(200);
  });

  it(`stops an address after ${WRONG_TOKEN_LIMIT.max} wrong tokens, sent at once or not, while Prometheus scrapes on`, async () => {
    t = await buildTestApp({ metricsToken: 'scrape-secret' });
    const scrape = (remoteAddress: string, authorization: string) =>
      t!.app.inject({ url: '/api/metrics', remoteAddress, headers: { authorization } });
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, index) => scrape('203.0.113.9', `Bearer guess-${index}`)));
    const statuses = guesses.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(WRONG_TOKEN_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - WRONG_TOKEN_LIMIT.max);
    const limited = await scrape('203.0.113.9', 'Bearer scrape-secret');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe('Слишком много попыток: повторите через 10 мин');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(500);
    expect(limited.body).not.toContain('bff_http_requests_total');

    const prometheus = await scrape('10.9.0.2', 'Bearer scrape-secret');
    expect(prometheus.statusCode).toBe(200);
    expect(prometheus.body).toContain('bff_rate_limit_refusals_total{route="/api/metrics",limit="metrics:wrong-token"} 3');
  });

  it('outside the demo without a token refuses everyone, a guessed bearer included', async () => {
    t = await buildTestApp({ metricsTokenRequired: true });
    for (const authorization of [undefined, 'Bearer ', 'Bearer undefined']) {
      const refused = await t.app.inject({ url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ status: 'FAIL', data: null, error: { statusCode: 403 } });
    }
  });

  it('outside the demo with a token wants it as anywhere else', async () => {
    t = await buildTestApp({ metricsTokenRequired: true, metricsToken: 'scrape-secret' });
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer scrape-secret' } })).statusCode).toBe(200);
  });
});
