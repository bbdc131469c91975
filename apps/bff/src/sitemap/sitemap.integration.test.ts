import { describe, expect, it } from 'vitest';
import { catalogueMenuSchema } from '@shop/contracts/catalogue.ts';
import { useDemoShop } from '../testing/use-demo-shop.ts';
import { parseXml } from '../testing/xml-check.ts';
import { LINKED_PAGES } from './sitemap-builder.ts';
import { SITEMAP_CHUNK_URLS } from './sitemap-xml.ts';

/** The sitemap of the demo shop (300 assortments), built from its catalogue through the BFF. */

const demo = useDemoShop();
const ORIGIN = 'http://localhost';
const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;

async function xmlAt(url: string) {
  const response = await demo.shop.app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.rawPayload.length).toBeLessThan(PROTOCOL_MAX_BYTES);
  return parseXml(response.body);
}

const locsOf = (root: { children: Array<{ children: Array<{ name: string; text: string }> }> }) =>
  root.children.map((entry) => entry.children.find((child) => child.name === 'loc')?.text ?? '');

describe('the sitemap of the demo shop', () => {
  it('is well formed, within the limits, and lists every page of the catalogue once', async () => {
    expect((await demo.shop.app.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
    expect(await demo.shop.app.sitemap.refresh()).toBe('built');

    const index = await xmlAt('/sitemap.xml');
    expect(index.name).toBe('sitemapindex');
    const files = locsOf(index);
    expect(files.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const [position, file] of files.entries()) {
      expect(file).toBe(`${ORIGIN}/sitemap-${position + 1}.xml`);
      const set = await xmlAt(new URL(file).pathname);
      expect(set.name).toBe('urlset');
      expect(set.children.length).toBeLessThanOrEqual(SITEMAP_CHUNK_URLS);
      urls.push(...locsOf(set));
    }
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith(`${ORIGIN}/`) && url.endsWith('/'), url).toBe(true);

    const paths = new Set(urls.map((url) => new URL(url).pathname));
    const menu = catalogueMenuSchema.parse((await demo.shopper.call({ url: '/api/catalog/menu' })).json().data.desktopCatalogMenu);
    const categories = menu.catalog.flatMap((section) => [section, ...section.children.flatMap((group) => [group, ...group.children])]);
    const marks = (await demo.shopper.call({ url: '/api/catalog/marks' })).json().data.allMarks;
    const brands = new Set<string>(marks.ru.flatMap((group: { marks: Array<{ url: string }> }) => group.marks.map((mark) => mark.url)));
    for (const path of ['/', ...LINKED_PAGES, ...categories.map((category) => category.url), ...brands])
      expect(paths, path).toContain(path);

    // Every assortment is a page of its own (the demo generated 300), and every product's card is one of them.
    const others = new Set<string>(['/', ...LINKED_PAGES, ...categories.map((category) => category.url), ...brands]);
    const products = [...paths].filter((path) => !others.has(path));
    expect(products).toHaveLength(300);
    let cards = 0;
    for (const section of menu.catalog) {
      const page = (await demo.shopper.call({ url: `/api/page?path=${encodeURIComponent(section.url)}` })).json().data;
      cards += page.sections.productsParams.total;
      for (const card of page.sections.products) expect(paths).toContain(card.url);
    }
    expect(cards).toBeLessThan(300);
  });

  it('is compressed like the other replies', async () => {
    const response = await demo.shop.app.inject({ url: '/sitemap-1.xml', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });
});
