import { describe, expect, it } from 'vitest';
import { cataloguePageSectionsSchema, fullListSectionsSchema } from '@shop/contracts/catalogue.ts';
import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { useDemoShop } from '../testing/use-demo-shop.ts';

/** Listings, menu, search and favourites through the BFF against the real demo upstream. */

const demo = useDemoShop();

const get = (url: string, version: 'desktop' | 'mobile' = 'desktop') => demo.shopper.call({ url, headers: { 'site-version': version } });
const data = async (url: string, version: 'desktop' | 'mobile' = 'desktop') => {
  const response = await get(url, version);
  expect(response.statusCode, url).toBe(200);
  return response.json().data;
};
async function listing(path: string, version: 'desktop' | 'mobile' = 'desktop'): Promise<CataloguePageSections> {
  const page = await data(`/api/page?path=${encodeURIComponent(path)}`, version);
  expect(page.route).toBe('catalog');
  return cataloguePageSectionsSchema.parse(page.sections);
}

describe('catalogue against the demo upstream', () => {
  it('answers a category page whose sections match the contract', async () => {
    const sections = await listing('/instrumenty/');
    expect(sections.category).toMatchObject({ name: 'Инструменты', path: '/instrumenty/' });
    expect(sections.products.length).toBe(Math.min(40, sections.productsParams.total));
    expect(sections.filters.map((filter) => filter.name)).toEqual(expect.arrayContaining(['Цена', 'Бренд']));
  });

  it('loads the next and the previous page of a mobile listing without repeating cards', async () => {
    const first = await listing('/instrumenty/', 'mobile');
    expect(first.productsParams.onPage).toBe(20);
    const next = await data(`/api/catalog/products?path=${encodeURIComponent(first.pagination.nextPageUrl ?? '')}`, 'mobile');
    expect(next.pagination.page).toBe(2);
    const seen = new Set(first.products.map((card) => card.id));
    expect(next.products.some((card: { id: number }) => seen.has(card.id))).toBe(false);
    const previous = await data(`/api/catalog/products?path=${encodeURIComponent(next.pagination.prevPageUrl)}&direction=prev`, 'mobile');
    expect(previous.products).toEqual(first.products);
  });

  it('counts a filtered path as the filter value says', async () => {
    const sections = await listing('/instrumenty/');
    const brand = sections.filters.find((filter) => filter.name === 'Бренд');
    const value = brand && brand.type !== 'price' ? brand.values[0] : undefined;
    const count = await data(`/api/catalog/count?path=${encodeURIComponent(`/instrumenty/f1:${value?.id}/`)}`);
    expect(count.count).toBe(value?.count);
    expect(count.contentTitleLabel).toMatch(/^\d+ товар(а|ов)?$/);
  });

  it('re-sorts by price', async () => {
    const sorted = await data('/api/catalog/sorted?path=%2Finstrumenty%2F&sortField=price&sortDir=asc');
    expect(sorted.productsParams).toMatchObject({ sortName: 'price', sortDir: 'asc', sortDirRev: 'desc' });
    const prices = sorted.products
      .filter((card: { outOrder: boolean; price: number }) => !card.outOrder && card.price > 0)
      .map((card: { price: number; multi_assort: { price1_min: number } | null }) => card.multi_assort?.price1_min ?? card.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('keeps the chosen view for the session', async () => {
    const saved = await demo.shopper.call({ method: 'PUT', url: '/api/catalog/view', payload: { view: 'detail', path: '/instrumenty/' } });
    expect(saved.json()).toEqual({ status: 'OK', data: { view: 'detail' }, messages: [] });
    expect((await listing('/instrumenty/')).viewMode).toBe('detail');
  });

  it('serves the menu, remembers its section, and lists the brands', async () => {
    const menu = await data('/api/catalog/menu');
    const second = menu.desktopCatalogMenu.catalog[1].id;
    expect((await demo.shopper.call({ method: 'PUT', url: '/api/catalog/menu/section', payload: { id: second } })).statusCode).toBe(200);
    expect((await data('/api/catalog/menu')).desktopCatalogMenu.activeSection).toBe(second);
    const { allMarks } = await data('/api/catalog/marks');
    expect(allMarks.ru.length).toBeGreaterThan(0);
    const brands = await data('/api/page?path=%2Fbrands%2F');
    expect(fullListSectionsSchema.parse(brands.sections).kind).toBe('brands');
  });

  it('hints a search, gives its url, and the url lists the results', async () => {
    const response = await demo.shopper.call({ method: 'POST', url: '/api/search/hints', payload: { term: 'Дрель' } });
    const hints = response.json().data;
    expect(hints.hints.categories.map((entry: { name: string }) => entry.name)).toContain('Дрели');
    const { url } = await data(`/api/search/short-url?q=${encodeURIComponent('дрель ударная')}`);
    const results = await listing(url);
    expect(results.search).toEqual({ term: 'дрель ударная' });
    for (const card of results.products) expect(card.name.toLowerCase()).toMatch(/дрел.*ударн/);
  });

  it('answers the colours of an assortment, and 404 for an unknown one', async () => {
    expect(Array.isArray((await data('/api/search/colors?systemId=1')).colors)).toBe(true);
    expect((await get('/api/search/colors?systemId=999999')).statusCode).toBe(404);
  });

  it('asks a guest to sign in for favourites, and keeps a signed-in demo.shopper’s', async () => {
    const card = (await listing('/instrumenty/')).products[0];
    const guest = await demo.shopper.call({ method: 'PUT', url: `/api/favorites/products/${card?.id}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error).toEqual({ message: 'Войдите, чтобы добавлять в избранное', statusCode: 401 });

    // Signed in through the demo shop's own registration, in the same session.
    const registered = await fetch(`${demo.shop.upstream.url}/api/v1/Auth/register/`, {
      method: 'POST',
      headers: { cookie: demo.shopper.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'catalogue-buyer@example.ru', password: 'сверхсекретно-2026' }),
    });
    expect(registered.status).toBe(200);
    demo.shopper.adopt(registered);

    const added = await demo.shopper.call({ method: 'PUT', url: `/api/favorites/products/${card?.id}` });
    expect(added.json().data).toEqual({ favoriteCount: 1, productId: card?.id });
    const category = await demo.shopper.call({ method: 'PUT', url: '/api/favorites/categories/1' });
    expect(category.json().data).toEqual({ categoryId: 1 });
    const after = await data(`/api/page?path=${encodeURIComponent('/instrumenty/')}`);
    expect(after.user.favoriteCount).toBe(1);
    expect(after.sections.products[0].favoritesHas).toBe(1);
    expect(after.sections.categoryIsFavorite).toBe(true);

    const removed = await demo.shopper.call({ method: 'DELETE', url: `/api/favorites/products/${card?.id}` });
    expect(removed.json().data).toEqual({ favoriteCount: 0, productId: card?.id });
  });
});
