import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cataloguePageSectionsSchema,
  catalogueProductsSchema,
  countReplySchema,
  fullListSectionsSchema,
} from '@shop/contracts/catalogue.ts';
import type { CatalogueFilter, CataloguePageSections, ProductCard } from '@shop/contracts/catalogue.ts';
import { pageDataSchema } from '@shop/contracts/page.ts';
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
  cookie = sessionCookie(await shop.app.inject({ method: 'GET', url: '/' }));
});

type Version = 'desktop' | 'mobile';

async function get(url: string, version: Version = 'desktop') {
  const response = await shop.app.inject({ method: 'GET', url, headers: { cookie, 'site-version': version, 'without-menu': '1' } });
  const { status, error, ...payload } = response.json();
  return { statusCode: response.statusCode, status, error, page: pageDataSchema.parse(payload) };
}

async function listing(url: string, version: Version = 'desktop'): Promise<CataloguePageSections> {
  const { statusCode, page } = await get(url, version);
  expect(statusCode).toBe(200);
  expect(page.route).toBe('catalog');
  return cataloguePageSectionsSchema.parse(page.sections);
}

const category = (where: string) =>
  shop.query<{ id: number; name: string; slug: string; parent_id: number | null }>(
    `SELECT id, name, slug, parent_id FROM categories WHERE ${where} ORDER BY id LIMIT 1`,
  );
/** The section with the most products: more than one mobile page. */
const bigSection = () =>
  shop.query<{ slug: string; n: number }>(
    `SELECT s.slug, count(DISTINCT p.id) AS n FROM categories s JOIN categories g ON g.parent_id = s.id
     JOIN categories l ON l.parent_id = g.id JOIN products p ON p.category_id = l.id
     WHERE s.level = 1 GROUP BY s.id ORDER BY n DESC LIMIT 1`,
  );
const filterOf = (sections: CataloguePageSections, name: string) => {
  const filter = sections.filters.find((entry) => entry.name === name);
  if (!filter) throw new Error(`No filter ${name}`);
  return filter;
};
const listValues = (filter: CatalogueFilter) => (filter.type === 'price' ? [] : filter.values);
const info = (card: ProductCard, key: string) => card.prodInfo.find((entry) => entry.infoKey === key)?.infoValue;

describe('category page', () => {
  it('answers a leaf with its category, breadcrumbs, cards, parameters, filters and the default view', async () => {
    const leaf = category('level = 3');
    const sections = await listing(`/${leaf.slug}/`);
    expect(sections.category).toEqual({ id: leaf.id, name: leaf.name, path: `/${leaf.slug}/`, parentId: leaf.parent_id });
    expect(sections.breadcrumbs.map((crumb) => crumb.path)).toHaveLength(4);
    expect(sections.listing).toEqual({ kind: 'category', title: leaf.name, basePath: `/${leaf.slug}/` });
    expect(sections.products.length).toBe(Math.min(40, sections.productsParams.total));
    expect(sections.productsParams).toMatchObject({ perRow: 4, onPage: 40, sortName: 'pop', sortDir: 'desc', sortDirRev: 'asc' });
    expect(sections.contentTitleLabel).toMatch(new RegExp(`^${sections.productsParams.total} товар(а|ов)?$`));
    expect(sections.filters.map((filter) => filter.name)).toEqual(expect.arrayContaining(['Цена', 'Бренд', 'Тип', 'Поступление']));
    expect(sections).toMatchObject({ viewMode: 'pics', selectedFilters: {}, categoryIsFavorite: false, hideSortPanel: false });
    expect(sections.priceUrl).toBe(`/${leaf.slug}/price:{min},{max}/`);
  });

  it('describes each card with the upstream picture, price, rating and variety figures', async () => {
    const sections = await listing(`/${bigSection().slug}/`);
    const card = sections.products[0] as ProductCard;
    expect(card.url).toMatch(/^\/[a-z0-9-]+\/$/);
    expect(card.images.productthumb).toBe(`/img/p/${card.assortmentId}.png`);
    expect(info(card, 'Артикул')).toMatch(/^[A-Z0-9]{8}$/);
    const row = shop.query<{ rating: number; votes_total: number; comment_count: number }>(
      'SELECT rating, votes_total, comment_count FROM products WHERE id = ?',
      card.id,
    );
    expect(card.votes).toEqual({ vote: row.rating, total: row.votes_total });
    expect(card.active_comment_count).toBe(row.comment_count);
    const multi = sections.products.find((entry) => entry.assortment_variety_counter > 1);
    expect(multi?.multi_assort?.price1_min).toBeLessThanOrEqual(multi?.multi_assort?.price1_max ?? 0);
    expect(multi?.assortment_variety_counter_text).toMatch(/^\d+ вариант(а|ов)?$/);
    const single = sections.products.find((entry) => entry.assortment_variety_counter === 1);
    expect(single).toMatchObject({ multi_assort: null, assortment_variety_counter_text: '' });
  });

  it('lists the subcategories of a section with their product counts', async () => {
    const section = category('level = 1');
    const sections = await listing(`/${section.slug}/`);
    expect(sections.subcategories.length).toBeGreaterThan(0);
    const total = sections.subcategories.reduce((sum, child) => sum + child.count, 0);
    expect(total).toBe(sections.productsParams.total);
  });

  it('answers 404 for a filter the listing does not have, an unknown value or a malformed segment', async () => {
    const leaf = category('level = 3');
    for (const path of [
      `/${leaf.slug}/f9999:1/`,
      `/${leaf.slug}/f1:999999/`,
      `/${leaf.slug}/price:5000,100/`,
      `/${leaf.slug}/f1:1/f1:2/`,
      `/${leaf.slug}/page-0/`,
    ]) {
      const { statusCode, page } = await get(path);
      expect(statusCode, path).toBe(404);
      expect(page.route).toBe('pagenotfound');
    }
  });
});

describe('filters', () => {
  it('narrow the list to the chosen brand, and the count and titles follow', async () => {
    const slug = bigSection().slug;
    const all = await listing(`/${slug}/`);
    const brand = filterOf(all, 'Бренд');
    const value = listValues(brand).find((entry) => entry.count > 1);
    if (!value) throw new Error('no brand with goods');
    const narrowed = await listing(`/${slug}/f1:${value.id}/`);
    expect(narrowed.productsParams.total).toBe(value.count);
    expect(narrowed.products.every((card) => info(card, 'Торговая марка') === value.val)).toBe(true);
    expect(narrowed.selectedFilters).toEqual({ '1': [value.id] });
    expect(narrowed.titlesSelectedFilters).toEqual({ '1': [value.val] });
  });

  it('combine a brand and a price range: every card is of the brand and priced in the range', async () => {
    const slug = bigSection().slug;
    const all = await listing(`/${slug}/`);
    const value = listValues(filterOf(all, 'Бренд')).find((entry) => entry.count > 2);
    const price = filterOf(all, 'Цена');
    if (!value || price.type !== 'price') throw new Error('no filters');
    const max = Math.round((price.min + price.max) / 2);
    const narrowed = await listing(`/${slug}/f1:${value.id}/price:${price.min},${max}/`);
    expect(narrowed.productsParams.total).toBeLessThanOrEqual(value.count);
    for (const card of narrowed.products) {
      expect(info(card, 'Торговая марка')).toBe(value.val);
      expect(card.price).toBeGreaterThanOrEqual(price.min);
      expect(card.price).toBeLessThanOrEqual(max);
    }
    expect(narrowed.selectedFilters.price).toEqual([price.min, max]);
    expect(narrowed.titlesSelectedFilters.price?.[0]).toMatch(/^от .+ до .+ ₽$/);
    const narrowedPrice = filterOf(narrowed, 'Цена');
    expect(narrowedPrice).toMatchObject({ min: price.min, max: price.max, valueMin: price.min, valueMax: max });
  });

  it('count each value with the other choices, and disable values that would leave nothing', async () => {
    const leaf = category('level = 3');
    const all = await listing(`/${leaf.slug}/`);
    const type = filterOf(all, 'Тип');
    const chosen = listValues(type).find((entry) => entry.count > 0);
    if (!chosen) throw new Error('no type');
    const narrowed = await listing(`/${leaf.slug}/${type.target}:${chosen.id}/`);
    const brandCounts = listValues(filterOf(narrowed, 'Бренд'));
    expect(brandCounts.reduce((sum, entry) => sum + entry.count, 0)).toBe(narrowed.productsParams.total);
    for (const entry of brandCounts) expect(entry.disabled).toBe(entry.count === 0);
    // The chosen filter's own values are counted without it.
    expect(listValues(filterOf(narrowed, 'Тип'))).toEqual(listValues(type));
  });

  it('keep the date filter values as text months', async () => {
    const sections = await listing(`/${bigSection().slug}/`);
    const date = filterOf(sections, 'Поступление');
    const month = listValues(date)[0];
    expect(date.target).toBe('date');
    expect(month?.id).toMatch(/^\d{4}-\d{2}$/);
    const narrowed = await listing(`/${bigSection().slug}/date:${month?.id}/`);
    expect(narrowed.selectedFilters).toEqual({ [String(date.id)]: [month?.id] });
  });

  it('write filter segments in id order on mobile and in the chosen order on desktop', async () => {
    const leaf = category('level = 3');
    const all = await listing(`/${leaf.slug}/`);
    const type = filterOf(all, 'Тип');
    const brand = listValues(filterOf(all, 'Бренд'))[0];
    const typeValue = listValues(type)[0];
    const path = `/${leaf.slug}/${type.target}:${typeValue?.id}/f1:${brand?.id}/`;
    expect((await listing(path, 'desktop')).priceUrl).toBe(`${path}price:{min},{max}/`);
    expect((await listing(path, 'mobile')).priceUrl).toBe(
      `/${leaf.slug}/f1:${brand?.id}/price:{min},{max}/${type.target}:${typeValue?.id}/`,
    );
  });
});

describe('sorting', () => {
  const availableFirst = (cards: ProductCard[]) => cards.filter((card) => !card.outOrder && card.price > 0);

  it('sorts by price both ways, unavailable goods and prices on request last', async () => {
    const slug = bigSection().slug;
    const up = await listing(`/${slug}/?sort_field=price&sort_dir=asc`);
    const prices = availableFirst(up.products).map((card) => card.multi_assort?.price1_min ?? card.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(up.productsParams).toMatchObject({ sortName: 'price', sortDir: 'asc', sortDirRev: 'desc' });
    const down = await listing(`/${slug}/?sort_field=price&sort_dir=desc`);
    const pricesDown = availableFirst(down.products).map((card) => card.multi_assort?.price1_min ?? card.price);
    expect(pricesDown).toEqual([...pricesDown].sort((a, b) => b - a));
    const firstUnavailable = up.products.findIndex((card) => card.outOrder);
    if (firstUnavailable >= 0) expect(up.products.slice(firstUnavailable).every((card) => card.outOrder)).toBe(true);
  });

  it('sorts by name, and keeps the sort in page links', async () => {
    const slug = bigSection().slug;
    const sections = await listing(`/${slug}/?sort_field=name`, 'mobile');
    const names = sections.products.filter((card) => !card.outOrder).map((card) => card.name.split(', ')[0] ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(sections.pagination.nextPageUrl).toBe(`/${slug}/page-2/?sort_field=name&sort_dir=asc`);
  });
});

describe('pages', () => {
  it('gives mobile 20 cards a page, and the next page other cards', async () => {
    const { slug, n } = bigSection();
    const first = await listing(`/${slug}/`, 'mobile');
    expect(first.productsParams).toMatchObject({ onPage: 20, perRow: 1, total: n });
    expect(first.products).toHaveLength(20);
    expect(first.pagination).toMatchObject({
      page: 1,
      totalPages: Math.ceil(n / 20),
      nextPageUrl: `/${slug}/page-2/`,
      prevPageUrl: null,
      outOfRange: false,
    });
    const second = await listing(`/${slug}/page-2/`, 'mobile');
    expect(second.pagination).toMatchObject({ page: 2, startPage: 2, loadedPage: 2, prevPageUrl: `/${slug}/` });
    const firstIds = new Set(first.products.map((card) => card.id));
    expect(second.products.some((card) => firstIds.has(card.id))).toBe(false);
  });

  it('answers a page past the last with no cards, saying so and where the last page is', async () => {
    const { slug, n } = bigSection();
    const last = Math.ceil(n / 20);
    const sections = await listing(`/${slug}/page-${last + 5}/`, 'mobile');
    expect(sections.products).toEqual([]);
    expect(sections.pagination).toMatchObject({
      outOfRange: true,
      totalPages: last,
      lastPageUrl: `/${slug}/page-${last}/`,
      nextPageUrl: null,
    });
    expect(sections.productsParams.total).toBe(n);
  });

  it('answers only the products and pagination for the next or previous page', async () => {
    const { slug } = bigSection();
    for (const query of ['onlyOnePage=1&scenario=catalogOnlyProds', 'onlyOnePage=1&scenario=catalogOnlyProds&isPrevPageLoad=1']) {
      const { page } = await get(`/${slug}/page-2/?${query}`, 'mobile');
      expect(Object.keys(page.sections).sort()).toEqual(['pagination', 'products', 'productsParams']);
      const parsed = catalogueProductsSchema.parse(page.sections);
      expect(parsed.pagination.page).toBe(2);
    }
  });

  it('counts a filtered listing for the mobile filter button', async () => {
    const slug = bigSection().slug;
    const all = await listing(`/${slug}/`);
    const value = listValues(filterOf(all, 'Бренд'))[0];
    const { page } = await get(`/${slug}/f1:${value?.id}/?countAssorts=1`, 'mobile');
    const reply = countReplySchema.parse(page.sections);
    expect(reply.count).toBe(value?.count);
    expect(reply.contentTitleLabel).toMatch(new RegExp(`^${value?.count} товар(а|ов)?$`));
  });
});

describe('search results', () => {
  it('list goods whose names have the words in any case, with the term', async () => {
    const sections = await listing(`/search/${encodeURIComponent('ДРЕЛЬ')}/`);
    expect(sections.listing.kind).toBe('search');
    expect(sections.search).toEqual({ term: 'ДРЕЛЬ' });
    expect(sections.category).toBeNull();
    expect(sections.productsParams.total).toBeGreaterThan(0);
    for (const card of sections.products) expect(card.name.toLowerCase()).toContain('дрел');
  });

  it('list nothing for a term nothing has', async () => {
    const sections = await listing(`/search/${encodeURIComponent('виолончель')}/`);
    expect(sections).toMatchObject({ products: [], productsParams: { total: 0 }, contentTitleLabel: '0 товаров' });
  });
});

describe('base lists', () => {
  it('list sale goods under /sale/ and new goods under /new/', async () => {
    const sale = await listing('/sale/');
    expect(sale.listing).toEqual({ kind: 'sale', title: 'Распродажа', basePath: '/sale/' });
    expect(sale.products.length).toBeGreaterThan(0);
    expect(sale.products.every((card) => card.assVal1 === 'sale' && (card.assVal2 ?? 0) > card.price)).toBe(true);
    const fresh = await listing('/new/');
    expect(fresh.products.every((card) => card.assVal1 === 'new')).toBe(true);
    expect(fresh.showNew).toBe(true);
  });

  it('list the most popular goods under /popular/', async () => {
    const popular = await listing('/popular/');
    expect(popular.products.length).toBeGreaterThan(0);
    const total = shop.query<{ n: number }>('SELECT count(*) AS n FROM products').n;
    expect(popular.productsParams.total).toBeLessThan(total / 10);
  });

  it('list a guest’s favourites empty', async () => {
    const favorites = await listing('/favorites/');
    expect(favorites).toMatchObject({ products: [], productsParams: { total: 0 } });
  });

  it('list the products the shopper viewed under /history/, latest first, with no sort panel', async () => {
    const viewed = [1, 2, 3].map(
      (offset) => shop.query<{ id: number }>('SELECT a.id FROM assortments a ORDER BY id LIMIT 1 OFFSET ?', offset * 40).id,
    );
    shop.write((db) => {
      const insert = db.prepare('INSERT INTO product_views (session_id, assortment_id, viewed_at) VALUES (?, ?, ?)');
      viewed.forEach((id, index) => insert.run(cookie.slice(4), id, `2026-11-0${index + 1}T10:00:00.000Z`));
    });
    const history = await listing('/history/');
    expect(history.products.map((card) => card.assortmentId)).toEqual([...viewed].reverse());
    expect(history.products[0]?.historyDate).toBe('2026-11-03');
    expect(history).toMatchObject({ hideSortPanel: true, showHistory: true });
    expect((await listing('/history/', 'mobile')).showHistory).toBe(false);
  });
});

describe('full lists', () => {
  it('answer /brands/ as a page with brands by letter in Cyrillic and Latin tabs', async () => {
    const { page } = await get('/brands/');
    expect(page.route).toBe('page');
    const sections = fullListSectionsSchema.parse(page.sections);
    expect(sections).toMatchObject({ kind: 'brands', path: '/brands/' });
    if (sections.kind !== 'brands') throw new Error('not brands');
    expect(sections.tabs.map((tab) => tab.id)).toEqual(['ru', 'en']);
    expect(sections.pageval4_mobile).toHaveLength(20);
    const brand = sections.pageval4_mobile[0];
    const brandPage = await listing(brand?.url ?? '');
    expect(brandPage.listing.kind).toBe('brand');
    expect(brandPage.products.every((card) => info(card, 'Торговая марка') === brand?.name)).toBe(true);
  });

  it('answer /categories/ as a page with the three levels', async () => {
    const { page } = await get('/categories/');
    const sections = fullListSectionsSchema.parse(page.sections);
    expect(sections).toMatchObject({ kind: 'categories', path: '/categories/' });
    expect(sections.pageval4).toHaveLength(8);
    expect(sections.pageval4_mobile).toHaveLength(65);
  });
});

describe('the shopper’s state on cards', () => {
  it('shows what the shopper has in the cart', async () => {
    const slug = bigSection().slug;
    const card = (await listing(`/${slug}/`)).products.find((entry) => !entry.outOrder && entry.currentMultism.id === 1);
    if (!card) throw new Error('no available piece goods');
    await shop.app.inject({ method: 'PUT', url: `/api/v1/Cart/put/?assortmentId=${card.assortmentId}&quantity=3`, headers: { cookie } });
    const again = (await listing(`/${slug}/`)).products.find((entry) => entry.id === card.id);
    expect(again?.orderQuantity).toBe(3);
  });

  it('shows the saved view mode', async () => {
    const slug = bigSection().slug;
    await shop.app.inject({
      method: 'POST',
      url: '/catalog/setViewMode/',
      headers: { cookie },
      payload: { view: 'detail', path: `/${slug}/` },
    });
    expect((await listing(`/${slug}/page-2/`, 'mobile')).viewMode).toBe('detail');
  });

  it('marks a signed-in shopper’s favourite products and category', async () => {
    signIn(shop, cookie);
    const leaf = category('level = 3');
    const card = (await listing(`/${leaf.slug}/`)).products[0] as ProductCard;
    await shop.app.inject({ method: 'PUT', url: '/api/v1/favorites/put/', headers: { cookie }, payload: { productId: card.id } });
    await shop.app.inject({ method: 'PUT', url: '/api/v1/favoriteCategories/put/', headers: { cookie }, payload: { id: leaf.id } });
    const sections = await listing(`/${leaf.slug}/`);
    expect(sections.products[0]?.favoritesHas).toBe(1);
    expect(sections.categoryIsFavorite).toBe(true);
    const favorites = await listing('/favorites/');
    expect(favorites.products.map((entry) => [entry.id, entry.favoritesHas])).toEqual([[card.id, 1]]);
  });
});
