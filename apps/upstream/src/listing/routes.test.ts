import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { colorSchema, marksReplySchema, menuReplySchema, searchHintsSchema } from '@shop/contracts/catalogue.ts';
import { createTestShop, sessionCookie, signIn } from '../testing/test-app.ts';
import type { TestShop } from '../testing/test-app.ts';

let shop: TestShop;
let cookie: string;

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});
beforeEach(async () => {
  cookie = sessionCookie(await shop.app.inject({ method: 'GET', url: '/cart/getCartData/' }));
});

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const response = await shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { statusCode: response.statusCode, body: response.json() };
}

const topSections = () => shop.query<{ n: number }>('SELECT count(*) AS n FROM categories WHERE parent_id IS NULL').n;
const section = (offset: number) =>
  shop.query<{ id: number }>('SELECT id FROM categories WHERE parent_id IS NULL ORDER BY position LIMIT 1 OFFSET ?', offset).id;

describe('GET /api/v1/catalogMenu/getMenu/', () => {
  it('answers the three-level menu for both layouts, the first section active', async () => {
    const { statusCode, body } = await call('GET', '/api/v1/catalogMenu/getMenu/');
    expect(statusCode).toBe(200);
    expect(body.rqStatus).toBe('OK');
    const { desktopCatalogMenu, mobileCatalogMenu } = menuReplySchema.parse(body);
    expect(desktopCatalogMenu.catalog).toHaveLength(topSections());
    expect(desktopCatalogMenu.options.maxLevel).toBe(3);
    expect(desktopCatalogMenu.activeSection).toBe(section(0));
    const leaves = desktopCatalogMenu.catalog.flatMap((entry) => entry.children.flatMap((group) => group.children));
    expect(leaves).toHaveLength(39);
    expect(leaves[0]?.url).toMatch(/^\/[a-z-]+\/$/);
    expect(mobileCatalogMenu.catalog).toEqual(desktopCatalogMenu.catalog);
  });
});

describe('POST /api/v1/catalogMenu/setMenuSection/', () => {
  it('remembers the active section for the session', async () => {
    const id = section(2);
    expect(await call('POST', '/api/v1/catalogMenu/setMenuSection/', { id })).toEqual({ statusCode: 200, body: { status: 'OK', id } });
    const menu = menuReplySchema.parse((await call('GET', '/api/v1/catalogMenu/getMenu/')).body);
    expect(menu.desktopCatalogMenu.activeSection).toBe(id);
  });

  it('refuses a category that is not a section with 404, and a bad id with 400', async () => {
    const leaf = shop.query<{ id: number }>('SELECT id FROM categories WHERE level = 3 LIMIT 1').id;
    expect(await call('POST', '/api/v1/catalogMenu/setMenuSection/', { id: leaf })).toEqual({
      statusCode: 404,
      body: { status: 'FAIL', error: 'Раздел каталога не найден' },
    });
    const bad = await call('POST', '/api/v1/catalogMenu/setMenuSection/', { id: 'first' });
    expect(bad).toEqual({ statusCode: 400, body: { status: 'FAIL', error: 'Идентификатор должен быть числом' } });
  });
});

describe('GET /api/v1/catalogMenu/getAllMarks/', () => {
  it('groups every brand by first letter, by its Latin name under en and its Cyrillic name under ru', async () => {
    const { body } = await call('GET', '/api/v1/catalogMenu/getAllMarks/');
    const { allMarks } = marksReplySchema.parse(body);
    const count = (groups: typeof allMarks.en) => groups.reduce((sum, group) => sum + group.marks.length, 0);
    expect(count(allMarks.en)).toBe(20);
    expect(count(allMarks.ru)).toBe(20);
    for (const group of allMarks.en) for (const mark of group.marks) expect(mark.name.startsWith(group.letter)).toBe(true);
    expect(allMarks.en.every((group) => /^[A-Z]$/.test(group.letter))).toBe(true);
    expect(allMarks.ru.every((group) => /^[А-ЯЁ]$/.test(group.letter))).toBe(true);
    expect(allMarks.ru.map((group) => group.letter)).toEqual(
      [...allMarks.ru.map((group) => group.letter)].sort((a, b) => a.localeCompare(b, 'ru')),
    );
  });
});

describe('POST /s/SearchHint/', () => {
  it('hints categories and products for a term in any case', async () => {
    const { statusCode, body } = await call('POST', '/s/SearchHint/', { term: '  ДРЕЛЬ ' });
    expect(statusCode).toBe(200);
    expect(body.response).toEqual({ status: 'OK' });
    const { hints, count } = searchHintsSchema.parse(body.result);
    expect(hints.categories.map((entry) => entry.name)).toContain('Дрели');
    expect(hints.products.length).toBeGreaterThan(0);
    for (const product of hints.products) {
      expect(product.name.toLowerCase()).toContain('дрел');
      expect(product.image).toBe(`/img/p/${product.id}.png`);
    }
    expect(count).toBeGreaterThanOrEqual(new Set(hints.products.map((product) => product.name.split(', ')[0])).size);
  });

  it('finds ё by е', async () => {
    const { body } = await call('POST', '/s/SearchHint/', { term: 'шуруповерт' });
    expect(body.result.hints.categories.map((entry: { name: string }) => entry.name)).toContain('Шуруповёрты');
  });

  it('refuses an empty or overlong term with 400', async () => {
    for (const term of ['   ', 'д'.repeat(101)]) {
      const { statusCode, body } = await call('POST', '/s/SearchHint/', { term });
      expect(statusCode).toBe(400);
      expect(body.response).toEqual({ status: 'FAIL' });
      expect(body.error).toMatch(/^(Введите поисковый запрос|Поисковый запрос не длиннее 100 символов)$/);
    }
  });
});

describe('GET /shortSearchUrl/', () => {
  it('answers the path of the results for a term', async () => {
    const { body } = await call('GET', `/shortSearchUrl/?q=${encodeURIComponent(' дрель  ударная ')}`);
    expect(body).toEqual({ status: 'OK', term: 'дрель ударная', url: `/search/${encodeURIComponent('дрель ударная')}/` });
  });

  it('answers a category’s path for its name', async () => {
    const { body } = await call('GET', `/shortSearchUrl/?q=${encodeURIComponent('дрели')}`);
    expect(body.url).toBe('/dreli/');
  });

  it('refuses a missing term with 400', async () => {
    expect((await call('GET', '/shortSearchUrl/')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/Search/getFilteredColors/', () => {
  it('answers the colours of an assortment whose names contain the text', async () => {
    const item = shop.query<{ id: number }>(
      'SELECT assortment_id AS id FROM assortment_colors GROUP BY assortment_id HAVING count(*) >= 3 ORDER BY assortment_id LIMIT 1',
    );
    const all = await call('GET', `/api/v1/Search/getFilteredColors/?systemId=${item.id}`);
    const colors = all.body.result.colors.map((color: unknown) => colorSchema.parse(color));
    expect(colors.length).toBeGreaterThanOrEqual(3);
    const wanted = colors[1];
    const some = await call(
      'GET',
      `/api/v1/Search/getFilteredColors/?systemId=${item.id}&search=${encodeURIComponent(wanted.name.toUpperCase())}`,
    );
    expect(some.body.result.colors).toContainEqual({ ...wanted, url: `/img/c/${wanted.id}.svg` });
    expect(some.body.result.colors.every((color: { name: string }) => color.name.includes(wanted.name))).toBe(true);
  });

  it('answers 404 for an unknown assortment and 400 for a bad id', async () => {
    expect((await call('GET', '/api/v1/Search/getFilteredColors/?systemId=999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/v1/Search/getFilteredColors/?systemId=red')).statusCode).toBe(400);
  });
});

describe('POST /catalog/setViewMode/', () => {
  it('saves pics or detail', async () => {
    expect(await call('POST', '/catalog/setViewMode/', { view: 'detail', path: '/dreli/' })).toEqual({
      statusCode: 200,
      body: { status: 'OK', view: 'detail' },
    });
  });

  it('refuses another view or a foreign path with 400', async () => {
    expect((await call('POST', '/catalog/setViewMode/', { view: 'tiles', path: '/dreli/' })).body.error).toBe(
      'Вид каталога: pics или detail',
    );
    expect((await call('POST', '/catalog/setViewMode/', { view: 'pics', path: '//evil.example/' })).statusCode).toBe(400);
  });
});

describe('favourite products', () => {
  const product = () => shop.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1 OFFSET 10').id;

  it('are refused to a guest with statusCode 401 in an HTTP 200 FAIL', async () => {
    for (const [method, url] of [
      ['PUT', '/api/v1/favorites/put/'],
      ['DELETE', '/api/v1/favorites/remove/'],
    ] as const) {
      expect(await call(method, url, { productId: product(), quantity: 1 })).toEqual({
        statusCode: 200,
        body: { result: null, response: { status: 'FAIL' }, statusCode: 401, error: 'Войдите, чтобы добавлять в избранное' },
      });
    }
  });

  it('are added once and removed for a signed-in shopper, with the count when asked', async () => {
    signIn(shop, cookie);
    const id = product();
    const added = await call('PUT', '/api/v1/favorites/put/', { productId: id, quantity: 1 });
    expect(added).toEqual({ statusCode: 200, body: { result: { favoriteCount: 1, productId: id }, response: { status: 'OK' } } });
    expect((await call('PUT', '/api/v1/favorites/put/', { productId: id, quantity: true })).body.result.favoriteCount).toBe(1);
    expect((await call('PUT', '/api/v1/favorites/put/', { productId: id + 1 })).body.result).toEqual({ productId: id + 1 });
    const removed = await call('DELETE', '/api/v1/favorites/remove/', { productId: id, quantity: '1' });
    expect(removed.body.result).toEqual({ favoriteCount: 1, productId: id });
    const page = await shop.app.inject({ method: 'GET', url: '/', headers: { cookie } });
    expect(page.json().user.favoriteCount).toBe(1);
  });

  it('keep the product, whichever of its varieties a card shows', async () => {
    signIn(shop, cookie);
    const { product_id: productId, varieties } = shop.query<{ product_id: number; varieties: number }>(
      'SELECT product_id, count(*) AS varieties FROM assortments GROUP BY product_id HAVING varieties > 1 ORDER BY product_id LIMIT 1',
    );
    expect(varieties).toBeGreaterThan(1);
    expect((await call('PUT', '/api/v1/favorites/put/', { productId, quantity: 1 })).body.result).toMatchObject({ productId });
    expect(shop.query<{ n: number }>('SELECT count(*) AS n FROM favorite_products WHERE product_id = ?', productId).n).toBe(1);
  });

  it('answer 404 for an unknown product and 400 for a bad id', async () => {
    signIn(shop, cookie);
    expect((await call('PUT', '/api/v1/favorites/put/', { productId: 999_999 })).body).toMatchObject({ error: 'Товар не найден' });
    expect((await call('PUT', '/api/v1/favorites/put/', { productId: -1 })).statusCode).toBe(400);
  });
});

describe('favourite categories', () => {
  const leaf = () => shop.query<{ id: number }>('SELECT id FROM categories WHERE level = 3 ORDER BY id LIMIT 1').id;

  it('are refused to a guest with statusCode 401', async () => {
    const { statusCode, body } = await call('PUT', '/api/v1/favoriteCategories/put/', { id: leaf() });
    expect(statusCode).toBe(200);
    expect(body).toEqual({ status: 'FAIL', statusCode: 401, error: 'Войдите, чтобы добавлять в избранное' });
  });

  it('are added and removed for a signed-in shopper', async () => {
    signIn(shop, cookie);
    expect(await call('PUT', '/api/v1/favoriteCategories/put/', { id: leaf() })).toEqual({
      statusCode: 200,
      body: { status: 'OK', categoryId: leaf() },
    });
    expect((await call('DELETE', '/api/v1/favoriteCategories/remove/', { id: leaf() })).body).toEqual({ status: 'OK', categoryId: leaf() });
    expect((await call('PUT', '/api/v1/favoriteCategories/put/', { id: 9999 })).statusCode).toBe(404);
  });
});
