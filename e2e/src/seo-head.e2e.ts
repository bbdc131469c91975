import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appStarted, launchChromium, viewports } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { firstProductPath } from './shopper-api.ts';

let browser: Browser;
let productPath: string;
beforeAll(async () => {
  browser = await launchChromium();
  productPath = await firstProductPath(baseURL);
});
afterAll(async () => {
  await browser?.close();
});

type Head = {
  title: string;
  robots: string | null;
  canonical: string | null;
  og: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
  /** Every tag the page added to the shell's head, as the browser reads it. */
  own: string[];
};

/** What search engines and link previews read of the page's head. */
const headOf = (page: Page): Promise<Head> =>
  page.evaluate(() => {
    const attribute = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      title: document.title,
      robots: attribute('meta[name="robots"]', 'content'),
      canonical: attribute('link[rel="canonical"]', 'href'),
      og: Object.fromEntries(
        [...document.head.querySelectorAll('meta[property]')].map((meta) => [meta.getAttribute('property'), meta.getAttribute('content')]),
      ),
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
        JSON.parse(script.textContent ?? ''),
      ),
      own: [...document.head.querySelectorAll('[data-head]')].map((element) => element.outerHTML),
    };
  });

const types = (head: Head) => head.jsonLd.map((block) => block['@type']);

describe('the head of a page rendered on the server', () => {
  it('tells search engines and link previews what the page is before any code runs', async () => {
    const context = await browser.newContext({ ...viewports.desktop, baseURL, locale: 'ru-RU', javaScriptEnabled: false });
    const page = await context.newPage();
    const pages = [
      ['/', 'website', ['Organization', 'WebSite']],
      ['/instrumenty/', 'website', ['BreadcrumbList', 'ItemList']],
      [productPath, 'product', ['Product', 'BreadcrumbList']],
      ['/delivery/', 'website', []],
    ] as const;
    for (const [path, ogType, structured] of pages) {
      await page.goto(`${path}?sort_field=price&sort_dir=asc`);
      const head = await headOf(page);
      // The demo is reached on a loopback address: that is its public origin.
      expect([path, head.canonical]).toEqual([path, `${baseURL}${path}`]);
      expect([path, head.robots]).toEqual([path, 'index, follow']);
      expect(head.og).toMatchObject({ 'og:type': ogType, 'og:url': head.canonical, 'og:locale': 'ru_RU', 'og:title': head.title });
      expect(types(head)).toEqual(structured);
      // The picture a preview shows is there, at the size the head says.
      const image = await context.request.get(head.og['og:image']!);
      expect([path, image.status(), image.headers()['content-type']]).toEqual([path, 200, expect.stringMatching(/^image\//)]);
    }
    await page.goto(productPath);
    const product = (await headOf(page)).jsonLd[0]!;
    expect(product).toMatchObject({ '@type': 'Product', url: `${baseURL}${productPath}`, offers: { priceCurrency: 'RUB' } });
    await page.goto('/search/дрель/');
    expect((await headOf(page)).robots).toBe('noindex, follow');
    await context.close();
  });

  it('stays as rendered once the app has started, and follows the shopper to another product with nothing of the last left', async () => {
    const context = await browser.newContext({ ...viewports.desktop, baseURL, locale: 'ru-RU' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The head as the server sends the page, read by the same browser without running anything.
    const rendered = async (path: string) => {
      const html = await (await context.request.get(path)).text();
      return page.evaluate(
        (source) =>
          [...new DOMParser().parseFromString(source, 'text/html').head.querySelectorAll('[data-head]')].map(
            (element) => element.outerHTML,
          ),
        html,
      );
    };

    await page.goto(productPath);
    await appStarted(page);
    const first = await headOf(page);
    expect(first.own).toEqual(await rendered(productPath));

    // To the product's category by its breadcrumbs, and on to another product, in the app.
    await page.getByRole('navigation', { name: 'Навигация по разделам' }).getByRole('link').last().click();
    await expect.poll(async () => types(await headOf(page))).toEqual(['BreadcrumbList', 'ItemList']);
    const category = new URL(page.url()).pathname;
    const listing = (await (await context.request.get(`/api/page?path=${encodeURIComponent(category)}`)).json()) as {
      data: { sections: { products: { url: string }[] } };
    };
    const next = listing.data.sections.products.map((card) => card.url).find((url) => url !== productPath);
    if (!next) throw new Error(`no other product in ${category}`);
    await page.locator(`main a[href="${next}"]`).first().click();
    await expect.poll(async () => (await headOf(page)).canonical).toBe(`${baseURL}${next}`);
    const second = await headOf(page);
    expect(second.og['og:url']).toBe(`${baseURL}${next}`);
    expect(second.jsonLd[0]).toMatchObject({ '@type': 'Product', url: `${baseURL}${next}` });
    expect(second.own.join('')).not.toContain(productPath);
    expect(second.own).toEqual(await rendered(next));
    expect(errors).toEqual([]);
    await context.close();
  });
});
