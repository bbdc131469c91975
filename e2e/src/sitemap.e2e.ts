import { describe, expect, it } from 'vitest';
import { baseURL } from './shop-address.ts';

/** How many of the sitemap's addresses are opened, spread evenly over it (fixed pages, categories, brands, products). */
const SAMPLE = 50;

const locsIn = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));

/** The page's canonical link as the rendered HTML has it, resolved against the page. */
function canonicalOf(html: string, url: string): string | undefined {
  const link = [...html.matchAll(/<link\b[^>]*>/g)].map((match) => match[0]).find((tag) => /\brel="?canonical"?/.test(tag));
  const href = link && /\bhref="([^"]*)"/.exec(link)?.[1];
  return href === undefined ? undefined : new URL(href.replaceAll('&amp;', '&'), url).href;
}

let sampled: Promise<string[]> | undefined;

/** 50 of the sitemap's addresses, read once for the file; the shop builds its sitemap when first asked for it (SITEMAP_FIRST_BUILD_S=off in start-shop.ts). */
function sitemapSample(): Promise<string[]> {
  sampled ??= (async () => {
    await expect.poll(async () => (await fetch(`${baseURL}/sitemap.xml`)).status, { timeout: 150_000, interval: 1_000 }).toBe(200);
    const files = locsIn(await (await fetch(`${baseURL}/sitemap.xml`)).text());
    const urls = (await Promise.all(files.map(async (file) => locsIn(await (await fetch(file)).text())))).flat();
    const step = urls.length / SAMPLE;
    return Array.from({ length: SAMPLE }, (_, index) => urls[Math.floor(index * step)] ?? '');
  })();
  return sampled;
}

describe('the sitemap of the running shop', () => {
  it('is named by robots.txt, and every address of a sample of 50 answers a crawler with its page', async () => {
    const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sample = await sitemapSample();
    expect(new Set(sample).size).toBe(SAMPLE);
    for (const url of sample) {
      expect(url.startsWith(`${baseURL}/`), url).toBe(true);
      const response = await fetch(url, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect(response.status, url).toBe(200);
      await response.arrayBuffer();
    }
  }, 240_000);

  it('lists each page by its canonical address: the rendered page’s canonical link is the address itself', async () => {
    for (const url of await sitemapSample()) {
      const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
      expect(canonicalOf(html, url), url).toBe(url);
    }
  }, 240_000);
});
