import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { pageWidgetsSchema, widgetReplySchema } from '@shop/contracts/widgets.ts';
import { DATABASE_FILE } from '../db/database.ts';
import { sessionCookie, useTestShop } from '../testing/test-app.ts';

const shop = useTestShop();

const newSession = async () => sessionCookie(await shop.app.inject({ method: 'GET', url: '/cart/getCartData/' }));
const get = (url: string, cookie: string) => shop.app.inject({ method: 'GET', url, headers: { cookie } });

async function widget(url: string, cookie: string) {
  const response = await get(url, cookie);
  expect(response.statusCode).toBe(200);
  const { status, ...payload } = response.json();
  expect(status).toBe('OK');
  return widgetReplySchema.parse(payload);
}

async function mainWidgets(siteVersion: 'desktop' | 'mobile', cookie = '') {
  const response = await shop.app.inject({
    method: 'GET',
    url: '/',
    headers: { 'site-version': siteVersion, ...(cookie ? { cookie } : {}) },
  });
  return pageWidgetsSchema.parse(response.json().widgets);
}

describe('main page widgets', () => {
  it('lists the desktop set with every kind of main-page widget, in order, with content', async () => {
    const widgets = await mainWidgets('desktop');
    expect(widgets.map((entry) => entry.position)).toEqual(widgets.map((_, index) => index));
    const types = new Set(widgets.map((entry) => entry.widgetData.widgetTypeName));
    for (const type of ['billboard', 'tabloid', 'carousel', 'palisade', 'classified', 'announcements', 'product_history']) {
      expect(types).toContain(type);
    }
    const sale = widgets.find((entry) => entry.widgetKey === 'main_palisade_sale')?.widgetData;
    expect(sale).toMatchObject({ widgetTypeName: 'palisade', is_empty_content: false, all_button_link: '/sale/' });
    if (sale?.widgetTypeName !== 'palisade') throw new Error('sale palisade missing');
    expect(sale.multi.length).toBeGreaterThan(0);
    expect(sale.defaultProducts.every((tile) => tile.assVal1 === 'sale' && tile.assVal2 !== null)).toBe(true);
  });

  it('gives the phone a smaller set without the carousel', async () => {
    const mobile = await mainWidgets('mobile');
    const desktop = await mainWidgets('desktop');
    expect(mobile.length).toBeLessThan(desktop.length);
    expect(mobile.some((entry) => entry.widgetData.widgetTypeName === 'carousel')).toBe(false);
  });
});

describe('GET /api/v1/widgets/getWidget/', () => {
  it('answers a keyed widget and, with its hash, a not-modified answer without data', async () => {
    const cookie = await newSession();
    const first = await widget('/api/v1/widgets/getWidget/?key=salefullCHK', cookie);
    expect(first).toMatchObject({
      widgetKey: 'salefullCHK',
      notModified: false,
      widgetData: { widgetTypeName: 'template', template: 'products' },
    });
    const again = await widget(`/api/v1/widgets/getWidget/?key=salefullCHK&hash=${first.widgetHash}`, cookie);
    expect(again).toEqual({ widgetKey: 'salefullCHK', widgetHash: first.widgetHash, notModified: true });
  });

  it.each(['salecatsCLS', 'popcatsCLS'])('answers %s with categories', async (key) => {
    const reply = await widget(`/api/v1/widgets/getWidget/?key=${key}`, await newSession());
    expect(reply.widgetData).toMatchObject({ template: 'categories', is_empty_content: false });
  });

  it('answers 404 for an unknown key and 400 for a bad one', async () => {
    const cookie = await newSession();
    const unknown = await get('/api/v1/widgets/getWidget/?key=nothing_here', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 'FAIL', error: 'Виджет не найден' });
    expect((await get('/api/v1/widgets/getWidget/?key=%3Cscript%3E', cookie)).statusCode).toBe(400);
    expect((await get('/api/v1/widgets/getWidget/?key=product_page_sputnik', cookie)).statusCode).toBe(400);
  });
});

describe("the shopper's own widgets", () => {
  it('shows the products and categories the shopper viewed', async () => {
    const cookie = await newSession();
    const empty = await widget('/api/v1/widgets/getDefinedWidget/?type=product_history', cookie);
    expect(empty.widgetData).toMatchObject({ is_empty_content: true, defaultProducts: [] });
    const item = shop.query<{ id: number; url: string; category_id: number }>(
      'SELECT a.id, a.url, p.category_id FROM assortments a JOIN products p ON p.id = a.product_id ORDER BY a.id LIMIT 1',
    );
    await get(`/${item.url}/`, cookie);
    const history = await widget(`/api/v1/widgets/getDefinedWidget/?type=product_history&hash=${empty.widgetHash}`, cookie);
    expect(history.notModified).toBe(false);
    expect(history.widgetData).toMatchObject({ widgetTypeName: 'product_history', defaultProducts: [{ assortmentId: item.id }] });
    const categories = await widget('/api/v1/widgets/getDefinedWidget/?type=category_history', cookie);
    expect(categories.widgetData).toMatchObject({ widgetTypeName: 'category_history', is_empty_content: false });
  });

  it("shows a signed-in shopper's favourite products and categories", async () => {
    const cookie = await newSession();
    const db = new BetterSqlite3(join(shop.dataDir, DATABASE_FILE));
    try {
      db.pragma('busy_timeout = 5000');
      const now = new Date().toISOString();
      const userId = Number(db.prepare('INSERT INTO users (username, created_at) VALUES (?, ?)').run('Ева', now).lastInsertRowid);
      db.prepare('UPDATE sessions SET user_id = ? WHERE id = ?').run(userId, cookie.slice(4));
      db.prepare(
        'INSERT INTO favorite_products (user_id, product_id, created_at) VALUES (?, (SELECT product_id FROM assortments WHERE id = 2), ?)',
      ).run(userId, now);
      db.prepare('INSERT INTO favorite_categories (user_id, category_id, created_at) VALUES (?, 4, ?)').run(userId, now);
    } finally {
      db.close();
    }
    const goods = await widget('/api/v1/widgets/getDefinedWidget/?type=product_favorites', cookie);
    const productOf2 = shop.query<{ product_id: number }>('SELECT product_id FROM assortments WHERE id = 2').product_id;
    expect(goods.widgetData).toMatchObject({ defaultProducts: [{ id: productOf2, favoritesHas: 1 }] });
    const categories = await widget('/api/v1/widgets/getDefinedWidget/?type=category_favorites', cookie);
    expect(categories.widgetData).toMatchObject({ defaultItems: [{ is_favorites_page: true }] });
  });

  it('refuses an unknown type with the Russian list of types', async () => {
    const response = await get('/api/v1/widgets/getDefinedWidget/?type=tabloid', await newSession());
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('product_history');
  });
});

describe('POST /cart/getWidget/', () => {
  it("suggests goods that go with the cart's contents, not those in it", async () => {
    const cookie = await newSession();
    const empty = await shop.app.inject({
      method: 'POST',
      url: '/cart/getWidget/',
      headers: { cookie },
      payload: { key: 'cart_page_relates' },
    });
    expect(empty.json()).toMatchObject({ status: 'OK', widgetData: { is_empty_content: true } });
    const drill = shop.query<{ id: number }>(
      "SELECT a.id FROM assortments a JOIN products p ON p.id = a.product_id JOIN categories c ON c.id = p.category_id WHERE c.slug = 'dreli' AND a.missing_item = 0 AND a.price > 0 LIMIT 1",
    );
    await shop.app.inject({ method: 'PUT', url: `/api/v1/Cart/put/?assortmentId=${drill.id}`, headers: { cookie } });
    const full = await shop.app.inject({
      method: 'POST',
      url: '/cart/getWidget/',
      headers: { cookie },
      payload: { key: 'cart_page_relates' },
    });
    const { status: _status, ...payload } = full.json();
    const reply = widgetReplySchema.parse(payload);
    if (reply.widgetData?.widgetTypeName !== 'template') throw new Error('a template widget was expected');
    expect(reply.widgetData.defaultProducts.length).toBeGreaterThan(0);
    expect(reply.widgetData.defaultProducts.some((tile) => tile.assortmentId === drill.id)).toBe(false);
    const wrong = await shop.app.inject({ method: 'POST', url: '/cart/getWidget/', headers: { cookie }, payload: { key: 'salefullCHK' } });
    expect(wrong.statusCode).toBe(400);
  });
});

describe('banner pictures', () => {
  it('draws the slides of the billboard and the carousel', async () => {
    const banner = await shop.app.inject({ method: 'GET', url: '/img/w/main_billboard-1.png' });
    expect(banner.headers['content-type']).toBe('image/png');
    // The billboard's 1200 × 400.
    expect([banner.rawPayload.readUInt32BE(16), banner.rawPayload.readUInt32BE(20)]).toEqual([1200, 400]);
    const slide = await shop.app.inject({ method: 'GET', url: '/img/w/main_carousel-1.png' });
    expect(slide.rawPayload.readUInt32BE(16)).toBe(600);
    const background = await shop.app.inject({ method: 'GET', url: '/img/w/main_carousel-2-bg.png' });
    expect(background.statusCode).toBe(200);
    expect(background.headers['content-type']).toBe('image/png');
    expect((await shop.app.inject({ method: 'GET', url: '/img/w/main_carousel-2-bg.svg' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/img/w/main_billboard-1.svg' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/img/w/main_tabloid-1.png' })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: '/img/w/main_billboard-9.png' })).statusCode).toBe(404);
  });
});
