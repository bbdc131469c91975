import { describe, expect, it } from 'vitest';
import {
  allMarksSchema,
  catalogueMenuSchema,
  cataloguePageSectionsSchema,
  colorSchema,
  productCardSchema,
} from '@shop/contracts/catalogue.ts';
import { pageDataSchema } from '@shop/contracts/page.ts';
import { allMarksFixture, cataloguePageSectionsFixture, colorsFixture, mockCards, mockMenu } from '../fixtures/listings.ts';
import { pages } from '../fixtures/page.ts';
import { signIn } from '../state.ts';
import { callMock as call } from '../testing/call.ts';
import { useMockShop } from '../testing/use-mock-shop.ts';

const path = (value: string) => encodeURIComponent(value);

useMockShop();

describe('catalogue fixtures', () => {
  it('parse against the contracts', () => {
    for (const card of mockCards) expect(() => productCardSchema.parse(card)).not.toThrow();
    expect(() => cataloguePageSectionsSchema.parse(cataloguePageSectionsFixture)).not.toThrow();
    expect(() => catalogueMenuSchema.parse(mockMenu)).not.toThrow();
    expect(() => allMarksSchema.parse(allMarksFixture)).not.toThrow();
    for (const color of colorsFixture) expect(() => colorSchema.parse(color)).not.toThrow();
  });

  it('give the mock catalogue page the listing sections', () => {
    const page = pageDataSchema.parse(pages['/instrumenty/']);
    expect(cataloguePageSectionsSchema.parse(page.sections).products).toHaveLength(40);
  });

  it('have cards in every state a card can show', () => {
    expect(mockCards.some((card) => card.assVal1 === 'sale' && card.assVal2 !== null)).toBe(true);
    expect(mockCards.some((card) => card.outOrder)).toBe(true);
    expect(mockCards.some((card) => card.multi_assort !== null)).toBe(true);
    expect(mockCards.some((card) => card.price === 0)).toBe(true);
    expect(mockCards.some((card) => card.express)).toBe(true);
  });
});

describe('catalogue handlers', () => {
  it('page a listing by the site version, next and previous', async () => {
    const first = await call('GET', `/api/catalog/products?path=${path('/instrumenty/')}`, undefined, { 'site-version': 'mobile' });
    expect(first.envelope.data.products).toHaveLength(20);
    expect(first.envelope.data.pagination).toMatchObject({ totalPages: 3, nextPageUrl: '/instrumenty/page-2/' });
    const second = await call('GET', `/api/catalog/products?path=${path('/instrumenty/page-2/')}`, undefined, { 'site-version': 'mobile' });
    expect(second.envelope.data.products[0].id).not.toBe(first.envelope.data.products[0].id);
    expect(second.envelope.data.pagination.prevPageUrl).toBe('/instrumenty/');
  });

  it('count and re-sort a filtered listing', async () => {
    const count = await call('GET', `/api/catalog/count?path=${path('/instrumenty/f1:4/')}`);
    expect(count.envelope.data).toEqual({ count: 11, contentTitleLabel: '11 товаров' });
    const sorted = await call('GET', `/api/catalog/sorted?path=${path('/instrumenty/f1:4/')}&sortField=price&sortDir=asc`);
    const prices = sorted.envelope.data.products
      .filter((card: { outOrder: boolean }) => !card.outOrder)
      .map((card: { price: number }) => card.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    expect(sorted.envelope.data.productsParams).toMatchObject({ sortName: 'price', sortDir: 'asc', total: 11 });
  });

  it('answer 404 for a path that is not a listing, and 400 for an API path', async () => {
    expect((await call('GET', `/api/catalog/products?path=${path('/cart/')}`)).status).toBe(404);
    expect((await call('GET', `/api/catalog/count?path=${path('/api/cart')}`)).status).toBe(400);
  });

  it('answer the menu and take a section of its top level only', async () => {
    expect((await call('GET', '/api/catalog/menu')).envelope.data.desktopCatalogMenu.activeSection).toBe(mockMenu.activeSection);
    expect((await call('PUT', '/api/catalog/menu/section', { id: 20 })).envelope.data).toEqual({ id: 20 });
    expect((await call('PUT', '/api/catalog/menu/section', { id: 14 })).status).toBe(404);
  });

  it('hint products and categories, give a search url and filter colours', async () => {
    const hints = await call('POST', '/api/search/hints', { term: 'Дрель' });
    expect(hints.envelope.data.hints.categories).toEqual([{ id: 14, name: 'Дрели', url: '/dreli/' }]);
    expect(hints.envelope.data.count).toBe(9);
    expect((await call('POST', '/api/search/hints', { term: '' })).envelope.error.message).toBe('Введите поисковый запрос');
    expect((await call('GET', `/api/search/short-url?q=${path('дрели')}`)).envelope.data.url).toBe('/dreli/');
    const colors = await call('GET', `/api/search/colors?systemId=9001&search=${path('бел')}`);
    expect(colors.envelope.data.colors.map((color: { name: string }) => color.name)).toEqual(['белый']);
  });

  it('refuse favourites to a guest with 401, and keep a signed-in shopper’s products', async () => {
    const guest = await call('PUT', '/api/favorites/products/5001');
    expect(guest.status).toBe(401);
    expect(guest.envelope.error.message).toBe('Войдите, чтобы добавлять в избранное');

    signIn();
    // A favourite is the product (the card's id 5001), not the variety the card shows (9001).
    expect((await call('PUT', '/api/favorites/products/5001')).envelope.data).toEqual({ favoriteCount: 1, productId: 5001 });
    const favorites = await call('GET', `/api/catalog/products?path=${path('/favorites/')}`);
    expect(favorites.envelope.data.products.map((card: { id: number; favoritesHas: number }) => [card.id, card.favoritesHas])).toEqual([
      [5001, 1],
    ]);
    expect((await call('DELETE', '/api/favorites/products/5001')).envelope.data.favoriteCount).toBe(0);
    expect((await call('PUT', '/api/favorites/categories/14')).envelope.data).toEqual({ categoryId: 14 });
  });

  it('save the view', async () => {
    expect((await call('PUT', '/api/catalog/view', { view: 'detail', path: '/instrumenty/' })).envelope.data).toEqual({ view: 'detail' });
    expect((await call('PUT', '/api/catalog/view', { view: 'grid', path: '/instrumenty/' })).status).toBe(400);
  });
});
