import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { pageDataSchema } from '@shop/contracts/page.ts';
import { DATABASE_FILE } from '../db/database.ts';
import { createTestShop, sessionCookie, useTestShop } from '../testing/test-app.ts';

const shop = useTestShop();

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await shop.app.inject({ method: 'GET', url, headers: { 'without-menu': '1', ...headers } });
  const { status, error, forceRedirectUrl, ...payload } = response.json();
  return { response, status, error, forceRedirectUrl, data: pageDataSchema.parse(payload) };
}

describe('page data', () => {
  it('answers the main page with a guest user and string seo fields', async () => {
    const { response, status, data } = await page('/');
    expect(response.statusCode).toBe(200);
    expect(status).toBe('OK');
    expect(data).toMatchObject({ route: 'main', ident: null, siteVersion: 'desktop' });
    expect(data.widgets.length).toBeGreaterThan(0);
    expect(data.user).toEqual({ id: false, username: 'Гость', favoriteCount: 0 });
    expect(data.seo.seo_title).not.toBe('');
  });

  it('answers the cart page', async () => {
    expect((await page('/cart/')).data.route).toBe('cart');
  });

  it('answers a category path with the category and its breadcrumbs', async () => {
    const leaf = shop.query<{ id: number; name: string; slug: string; parent_id: number }>(
      'SELECT id, name, slug, parent_id FROM categories WHERE level = 3 ORDER BY id LIMIT 1',
    );
    const { data } = await page(`/${leaf.slug}/`);
    expect(data).toMatchObject({ route: 'catalog', ident: leaf.id });
    expect(data.seo.seo_title).toContain(leaf.name);
    if (data.route !== 'catalog' || !('listing' in data.sections)) throw new Error('expected a whole listing');
    expect(data.sections.category).toEqual({ id: leaf.id, name: leaf.name, path: `/${leaf.slug}/`, parentId: leaf.parent_id });
    const crumbs = data.sections.breadcrumbs;
    expect(crumbs.map((crumb) => crumb.path)).toHaveLength(4);
    expect(crumbs.at(-1)?.path).toBe(`/${leaf.slug}/`);
  });

  it('answers a product path with the product', async () => {
    const item = shop.query<{ id: number; product_id: number; url: string; price: number }>(
      'SELECT id, product_id, url, price FROM assortments ORDER BY id LIMIT 1',
    );
    const { data } = await page(`/${item.url}/?tab=index`);
    expect(data).toMatchObject({
      route: 'assortment',
      ident: item.id,
      sections: { product: { id: item.product_id, url: item.url, price: item.price } },
    });
  });

  it('treats the trailing slash as part of the path', async () => {
    const { response, data } = await page('/instrumenty');
    expect(response.statusCode).toBe(404);
    expect(data.route).toBe('pagenotfound');
  });

  it('answers 404 pagenotfound for an unknown path', async () => {
    const { response, status, error, data } = await page('/no-such-page/');
    expect(response.statusCode).toBe(404);
    expect(status).toBe('FAIL');
    expect(error).toBe('This page could not be found');
    expect(data.route).toBe('pagenotfound');
  });

  it('redirects a renamed section inside the shop', async () => {
    const { status, forceRedirectUrl, data } = await page('/instrument/');
    expect(status).toBe('OK');
    expect(forceRedirectUrl).toBe('/instrumenty/');
    expect(data.route).toBe('catalog');
  });

  it('redirects another renamed section to a full page load on the shop host', async () => {
    const { forceRedirectUrl } = await page('/rasprodazha/');
    expect(forceRedirectUrl).toBe('{host}/instrumenty/');
  });

  it('answers the same data without the without-menu header', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/cart/' });
    expect(response.json()).toMatchObject({ status: 'OK', route: 'cart' });
  });
});

describe('site version', () => {
  it('follows the header, else the preference saved by setSiteVersion', async () => {
    const first = await shop.app.inject({ method: 'GET', url: '/' });
    const cookie = sessionCookie(first);
    expect(first.json().siteVersion).toBe('desktop');

    const saved = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/UserPrefs/setSiteVersion',
      headers: { cookie },
      payload: { version: 'mobile' },
    });
    expect(saved.json()).toEqual({ status: 'OK', version: 'mobile' });

    expect((await page('/', { cookie })).data.siteVersion).toBe('mobile');
    expect((await page('/', { cookie, 'site-version': 'desktop' })).data.siteVersion).toBe('desktop');
  });

  it('refuses an unknown version with 400', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/UserPrefs/setSiteVersion',
      payload: { version: 'tablet' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'FAIL', error: 'Версия сайта: desktop или mobile' });
  });
});

describe('a page whose data cannot be read', () => {
  it('answers 500 with the exception route and a request id to quote, never the stack', async () => {
    const broken = await createTestShop();
    try {
      const db = new BetterSqlite3(join(broken.dataDir, DATABASE_FILE));
      db.exec('ALTER TABLE categories RENAME TO categories_lost');
      db.close();
      const response = await broken.app.inject({ method: 'GET', url: '/instrumenty/', headers: { 'without-menu': '1' } });
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toMatchObject({ status: 'FAIL', route: 'exception', error: 'Внутренняя ошибка сервера' });
      expect(body.errorTrace).toMatch(/^Код запроса: /);
      expect(JSON.stringify(body)).not.toContain('categories');
    } finally {
      await broken.close();
    }
  });
});
