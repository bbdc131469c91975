import { describe, expect, it } from 'vitest';
import { parseXml } from '../testing/xml-check.ts';
import { chunksOf, escapeXml, SITEMAP_CHUNK_URLS, sitemapIndexXml, urlSetXml } from './sitemap-xml.ts';

const ORIGIN = 'https://shop.example';

describe('the sitemap files', () => {
  it('escape the five XML characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('write absolute URLs on the origin, percent-encoded and escaped, with lastmod when known', () => {
    const xml = urlSetXml(ORIGIN, [{ path: '/' }, { path: "/o'reilly/?a=1&b=2" }, { path: '/кисти/', lastmod: '2026-11-30' }]);
    const root = parseXml(xml);
    expect(root.name).toBe('urlset');
    expect(xml).toContain('<loc>https://shop.example/o&apos;reilly/?a=1&amp;b=2</loc>');
    expect(root.children.map((url) => url.children.map((child) => [child.name, child.text]))).toEqual([
      [['loc', 'https://shop.example/']],
      [['loc', "https://shop.example/o'reilly/?a=1&b=2"]],
      [
        ['loc', 'https://shop.example/%D0%BA%D0%B8%D1%81%D1%82%D0%B8/'],
        ['lastmod', '2026-11-30'],
      ],
    ]);
  });

  it('are chunked at the limit: a full file, then the rest', () => {
    const paths = Array.from({ length: SITEMAP_CHUNK_URLS + 1 }, (_, index) => index);
    expect(chunksOf(paths).map((chunk) => chunk.length)).toEqual([SITEMAP_CHUNK_URLS, 1]);
    expect(chunksOf(paths.slice(0, SITEMAP_CHUNK_URLS))).toHaveLength(1);
    expect(chunksOf([])).toEqual([]);
    expect(SITEMAP_CHUNK_URLS).toBeLessThanOrEqual(50_000);
  });

  it('keep a full file of the longest site paths under the protocol’s 50 MB', () => {
    const longest = `/${'x'.repeat(2046)}/`;
    const xml = urlSetXml(
      ORIGIN,
      Array.from({ length: SITEMAP_CHUNK_URLS }, () => ({ path: longest })),
    );
    expect(Buffer.byteLength(xml)).toBeLessThan(50 * 1024 * 1024);
  });

  it('index the files by their absolute addresses', () => {
    const root = parseXml(
      sitemapIndexXml(ORIGIN, [
        { path: '/sitemap-1.xml', lastmod: '2026-12-02T03:00:00.000Z' },
        { path: '/sitemap-2.xml', lastmod: '2026-12-02T03:00:00.000Z' },
      ]),
    );
    expect(root.name).toBe('sitemapindex');
    expect(root.children.map((sitemap) => sitemap.children[0]?.text)).toEqual([
      'https://shop.example/sitemap-1.xml',
      'https://shop.example/sitemap-2.xml',
    ]);
    expect(root.children[0]?.children[1]).toMatchObject({ name: 'lastmod', text: '2026-12-02T03:00:00.000Z' });
  });
});

describe('the strict XML check used on them', () => {
  it.each([
    ['a bare ampersand', '<urlset><url><loc>a&b</loc></url></urlset>'],
    ['a crossed element', '<urlset><url><loc>a</url></loc></urlset>'],
    ['an unclosed element', '<urlset><url>'],
    ['two roots', '<urlset></urlset><urlset></urlset>'],
  ])('refuses %s', (_, body) => {
    expect(() => parseXml(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`)).toThrow();
  });
});
