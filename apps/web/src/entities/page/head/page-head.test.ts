import { describe, expect, it } from 'vitest';
import type { PageData, PageDataOf } from '@shop/contracts/page.ts';
import { listingPage, mainPage, staticPages } from '@shop/mocks/fixtures/page.ts';
import { productPageData, varieties } from '@shop/mocks/fixtures/product.ts';
import { buildPageHead, ROBOTS, type PageHead } from './page-head.ts';

const ORIGIN = 'https://shop.example';
const guest = { siteVersion: 'desktop' as const, favorites: new Set<number>() };
const product = () => productPageData(varieties[0]!) as PageDataOf<'assortment'>;
const listing = (path: string) => listingPage(path, guest)!;
const meta = (head: PageHead, key: string) => head.meta.find((tag) => tag.key === key)?.content;

describe('the robots of a page', () => {
  it('indexes the main page, a category, a product and a content page', () => {
    for (const [page, path] of [
      [mainPage(), '/'],
      [listing('/instrumenty/'), '/instrumenty/'],
      [product(), '/x/'],
      [staticPages['/delivery/']!, '/delivery/'],
    ] as const) {
      expect(buildPageHead({ page, path, origin: ORIGIN }).robots).toBe(ROBOTS.index);
    }
  });

  it('follows but does not index search results and filtered listings', () => {
    expect(buildPageHead({ page: listing('/search/дрель/'), path: '/search/дрель/', origin: ORIGIN }).robots).toBe(ROBOTS.noindexFollow);
    const filtered = '/instrumenty/price:100,5000/';
    expect(buildPageHead({ page: listing('/instrumenty/'), path: filtered, origin: ORIGIN }).robots).toBe(ROBOTS.noindexFollow);
  });

  it('indexes nothing of the shopper’s own, messages or errors, nor anything when the origin is unknown', () => {
    const notFound = { ...mainPage(), route: 'pagenotfound', sections: {} } as PageData;
    const message = {
      ...mainPage(),
      route: 'message',
      sections: { title: 'Готово', text: '', button: { label: 'OK', action: 'back' } },
    } as PageData;
    for (const page of [notFound, message, null]) expect(buildPageHead({ page, path: '/x/', origin: ORIGIN }).robots).toBe(ROBOTS.noindex);
    const unknown = buildPageHead({ page: product(), path: '/x/', origin: null });
    expect(unknown).toMatchObject({ robots: ROBOTS.noindex, canonical: null, meta: [], jsonLd: [] });
  });
});

describe('the canonical address', () => {
  it('is the page data’s seo_canonical, absolute: a product’s tab names the product', () => {
    const page = product();
    expect(buildPageHead({ page, path: `/${varieties[0]!.url}/related/?priceGraph=1`, origin: ORIGIN }).canonical).toBe(
      `${ORIGIN}/${varieties[0]!.url}/`,
    );
  });

  it('is the page’s own path without the query when the data names none', () => {
    const page = { ...staticPages['/delivery/']!, seo: { ...staticPages['/delivery/']!.seo, seo_canonical: '' } };
    expect(buildPageHead({ page, path: '/delivery/?utm_source=mail', origin: ORIGIN }).canonical).toBe(`${ORIGIN}/delivery/`);
  });

  it('of a listing drops the sort, the view and page 1, and keeps page N and the filters', () => {
    const page = listing('/instrumenty/');
    const canonical = (path: string) => buildPageHead({ page, path, origin: ORIGIN }).canonical;
    expect(canonical('/instrumenty/?sort_field=price&sort_dir=asc&view=detail')).toBe(`${ORIGIN}/instrumenty/`);
    expect(canonical('/instrumenty/page-1/')).toBe(`${ORIGIN}/instrumenty/`);
    expect(canonical('/instrumenty/page-3/?sort_field=name')).toBe(`${ORIGIN}/instrumenty/page-3/`);
    expect(canonical('/instrumenty/f12:1,2/page-2/')).toBe(`${ORIGIN}/instrumenty/f12:1,2/page-2/`);
  });

  it('is absent on the cart, which is the shopper’s own', () => {
    expect(buildPageHead({ page: null, title: 'Корзина', path: '/cart/', origin: ORIGIN })).toMatchObject({
      title: 'Корзина',
      canonical: null,
      meta: [],
      jsonLd: [],
    });
  });
});

describe('link previews', () => {
  it('of a product show its picture at its size, its price in roubles and its address', () => {
    const page = product();
    const head = buildPageHead({ page, path: `/${varieties[0]!.url}/`, origin: ORIGIN });
    expect(meta(head, 'og:type')).toBe('product');
    expect(meta(head, 'og:url')).toBe(head.canonical);
    expect(meta(head, 'og:image')).toBe(`${ORIGIN}/api/img/p/${varieties[0]!.id}-1-520.svg`);
    expect([meta(head, 'og:image:width'), meta(head, 'og:image:height')]).toEqual(['520', '520']);
    expect(meta(head, 'og:image:alt')).toBe(page.sections.assortment.name);
    expect(meta(head, 'product:price:amount')).toBe(String(page.sections.priceBlock.price));
    expect(meta(head, 'product:price:currency')).toBe('RUB');
    expect(meta(head, 'twitter:card')).toBe('summary_large_image');
    expect(meta(head, 'og:locale')).toBe('ru_RU');
  });

  it('of a page without a picture show the shop’s own picture', () => {
    const head = buildPageHead({ page: staticPages['/delivery/']!, path: '/delivery/', origin: ORIGIN });
    expect(meta(head, 'og:type')).toBe('website');
    expect(meta(head, 'og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect([meta(head, 'og:image:width'), meta(head, 'og:image:height')]).toEqual(['1200', '630']);
    expect(head.jsonLd).toEqual([]);
  });

  it('state no price for a product sold by phone', () => {
    const page = product();
    page.sections = { ...page.sections, priceBlock: { ...page.sections.priceBlock, price: 0 } };
    const head = buildPageHead({ page, path: '/x/', origin: ORIGIN });
    expect(meta(head, 'product:price:amount')).toBeUndefined();
    expect(meta(head, 'product:price:currency')).toBeUndefined();
  });
});

describe('structured data of a page', () => {
  it('of a category: its breadcrumbs as shown and its products in order', () => {
    const page = listing('/instrumenty/') as PageDataOf<'catalog'>;
    const sections = page.sections as Extract<typeof page.sections, { listing: unknown }>;
    const [crumbs, list] = buildPageHead({ page, path: '/instrumenty/', origin: ORIGIN }).jsonLd;
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs as unknown as { itemListElement: unknown[] }).itemListElement).toEqual(
      sections.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${ORIGIN}${crumb.path}`,
      })),
    );
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: sections.products.length });
    expect((list as unknown as { itemListElement: unknown[] }).itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      name: sections.products[0]!.name,
      url: `${ORIGIN}${sections.products[0]!.url}`,
    });
  });

  it('of the main page: the shop and its search', () => {
    const [organization, website] = buildPageHead({ page: mainPage(), path: '/', origin: ORIGIN }).jsonLd;
    expect(organization).toMatchObject({ '@type': 'Organization', url: `${ORIGIN}/`, logo: `${ORIGIN}/logo.png`, taxID: '7716543219' });
    expect(website).toMatchObject({
      '@type': 'WebSite',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${ORIGIN}/search/{search_term_string}/` },
        'query-input': 'required name=search_term_string',
      },
    });
  });
});
