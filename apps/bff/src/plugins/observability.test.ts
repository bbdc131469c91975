import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

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
