import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';

describe('GET /api/img/*', () => {
  it("streams the upstream image with its content type and a day's public caching", async () => {
    t.upstream
      .intercept({ method: 'GET', path: '/img/products/501.svg' })
      .reply(200, svg, { headers: { 'content-type': 'image/svg+xml' } });
    const response = await t.app.inject({ url: '/api/img/products/501.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe(svg);
  });

  it('does not send the shopper cookie for a public image', async () => {
    t.upstream.intercept({ method: 'GET', path: '/img/a.svg' }).reply(200, svg, { headers: { 'content-type': 'image/svg+xml' } });
    await t.app.inject({ url: '/api/img/a.svg', headers: { cookie: 'sid=secret' } });
    expect(t.upstreamCalls().at(-1)?.headers).not.toHaveProperty('cookie');
  });

  it('answers 404 for an image the upstream does not have', async () => {
    t.upstream.intercept({ method: 'GET', path: '/img/missing.svg' }).reply(404, 'Not found');
    const response = await t.app.inject({ url: '/api/img/missing.svg' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it.each(['/api/img/a/..%2F..%2Fsecret.svg', '/api/img/a..svg', '/api/img/a%20b.svg', '/api/img/x.svg%3Fq=1'])(
    'refuses the path %s with 400 before the upstream',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(t.upstreamCalls()).toHaveLength(0);
    },
  );

  it('refuses to pass on something that is not an image', async () => {
    t.upstream
      .intercept({ method: 'GET', path: '/img/page.svg' })
      .reply(200, '<script>alert(1)</script>', { headers: { 'content-type': 'text/html' } });
    const response = await t.app.inject({ url: '/api/img/page.svg' });
    expect(response.statusCode).toBe(502);
  });
});
