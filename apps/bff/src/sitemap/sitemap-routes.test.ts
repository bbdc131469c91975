import { afterEach, describe, expect, it } from 'vitest';
import { answerSitemapCalls, cardVarieties } from '../testing/sitemap-upstream.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { parseXml } from '../testing/xml-check.ts';
import { SITEMAP_RETRY_AFTER_S } from './plugin.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function shop(publicUrl?: string) {
  t = await buildTestApp(publicUrl ? { publicUrl } : {});
  return t;
}

const robots = async (app: TestApp, host: string) => app.app.inject({ url: '/robots.txt', headers: { host } });

describe('robots.txt', () => {
  it('on a loopback host: pages allowed, the API but its pictures and the personal paths not, the sitemap by its address', async () => {
    const app = await shop();
    const response = await robots(app, 'localhost:3000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /api/img/');
    for (const path of ['/api/', '/cart/', '/o/', '/order/', '/confirmation/', '/search/', '/monitoring/', '/favorites/', '/history/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect((await robots(app, '127.0.0.1:3325')).body).toContain('Sitemap: http://127.0.0.1:3325/sitemap.xml');
  });

  it('on a host nobody named the shop’s: everything disallowed and no sitemap', async () => {
    const app = await shop();
    for (const host of ['shop.example', '127.0.0.1.nip.io']) {
      const response = await robots(app, host);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('User-agent: *\nDisallow: /\n');
    }
    expect((await app.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } })).statusCode).toBe(404);
  });

  it('with PUBLIC_URL: the sitemap on the public origin, whatever Host a request names', async () => {
    const app = await shop('https://shop.example');
    for (const host of ['evil.example', 'localhost:3000']) {
      const response = await robots(app, host);
      expect(response.body).toContain('Sitemap: https://shop.example/sitemap.xml\n');
      expect(response.body).toContain('Disallow: /api/');
    }
  });
});

describe('the sitemap route', () => {
  it('answers 503 with Retry-After until the first build ends, which the request starts; then the files', async () => {
    const app = await shop('https://shop.example');
    answerSitemapCalls(app.upstream);

    const first = await app.app.inject({ url: '/sitemap.xml' });
    expect(first.statusCode).toBe(503);
    expect(first.headers['retry-after']).toBe(String(SITEMAP_RETRY_AFTER_S));
    expect(first.headers['cache-control']).toBe('no-store');

    await expect.poll(async () => (await app.app.inject({ url: '/sitemap.xml' })).statusCode).toBe(200);
    const index = await app.app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(parseXml(index.body).children.map((file) => file.children[0]?.text)).toEqual(['https://shop.example/sitemap-1.xml']);
    const urls = parseXml((await app.app.inject({ url: '/sitemap-1.xml' })).body).children.map((url) => url.children[0]?.text);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://shop.example/',
        'https://shop.example/legal/offer/',
        'https://shop.example/sale/',
        'https://shop.example/dreli/',
        'https://shop.example/brands/tekhmash/',
        ...cardVarieties.map((path) => `https://shop.example${path}`),
      ]),
    );
    for (const missing of ['/sitemap-2.xml', '/sitemap-0.xml', '/sitemap-x.xml']) {
      expect((await app.app.inject({ url: missing })).statusCode, missing).toBe(404);
    }
  });
});
