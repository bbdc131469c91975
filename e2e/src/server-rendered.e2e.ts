import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { appStarted, launchChromium, viewports } from './browser.ts';
import type { Layout } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { fillCartWithPieces, firstProductPath } from './shopper-api.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
let productPath: string;
beforeAll(async () => {
  browser = await launchChromium();
  productPath = await firstProductPath(baseURL);
});
afterAll(async () => {
  await browser?.close();
});

const LAYOUTS: Layout[] = ['desktop', 'mobile'];
const PAGES = ['main', 'category', 'product'] as const;
const pathOf = (name: (typeof PAGES)[number]) => ({ main: '/', category: '/instrumenty/', product: productPath })[name];

/** Opens the catalogue menu: a control only the app's code works. */
async function openCatalogueMenu(page: Page, layout: Layout) {
  if (layout === 'desktop') {
    await page.getByRole('banner').getByRole('button', { name: 'Каталог' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Каталог товаров' }).count()).toBe(1);
  } else {
    await page.getByRole('navigation').getByRole('button', { name: 'Каталог' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Каталог' }).count()).toBe(1);
  }
}

describe.each(LAYOUTS)('pages rendered on the server, %s', (layout) => {
  it.each(PAGES)('%s: readable before its code runs, with its heading and pictures', async (name) => {
    const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(pathOf(name));
    expect((await page.locator('h1').first().textContent())?.trim()).toBeTruthy();
    expect(await page.locator('main img[src^="/api/img/"]').count()).toBeGreaterThan(0);
    // The layout the phone or the computer asked for, not a guess to be rendered again.
    expect(await page.getByRole('link', { name: layout === 'mobile' ? 'Полная версия' : 'Мобильная версия' }).count()).toBe(1);
    await saveShot(page, `server-rendered-${name}-${layout}-no-js`);
    await context.close();
  });

  it.each(PAGES)(
    '%s: the app hydrates the server-rendered page without rendering it again or fetching it again, and works',
    async (name) => {
      const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const pageFetches: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/page?')) pageFetches.push(request.url());
      });
      await page.goto(pathOf(name), { waitUntil: 'domcontentloaded' });
      // The server's heading element, before the app has started.
      const heading = await page.locator('h1').first().elementHandle();
      await appStarted(page);
      await openCatalogueMenu(page, layout);
      expect(await heading?.evaluate((element) => element.isConnected)).toBe(true);
      expect(pageFetches).toEqual([]);
      expect(errors).toEqual([]);
      await expectNoSeriousAxeViolations(page);
      await context.close();
    },
  );
});

describe.each(LAYOUTS)('the cart rendered on the server, %s', (layout) => {
  it("shows the shopper's own cart before any code runs, and no other shopper's", async () => {
    const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', javaScriptEnabled: false });
    // Put in through the JSON API with the context's cookies, as the app would have.
    const [line] = await fillCartWithPieces(context.request, 1);
    const page = await context.newPage();
    const response = await page.goto('/cart/');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    // Header names in Vary are read in any letter case.
    expect(response?.headers()['vary']?.toLowerCase().split(/,\s*/)).toContain('cookie');
    expect(await page.getByRole('heading', { name: 'Корзина', level: 1 }).count()).toBe(1);
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByTestId('cart-line').filter({ hasText: line!.name }).count()).toBe(1);
    // Checkout is the app's: its link leads to the cart with the checkout panel to open.
    const checkout = page.getByRole('link', { name: /^Оформить заказ/ });
    expect(await checkout.getAttribute('href')).toBe('/cart/?openPanel=1');
    await saveShot(page, `server-rendered-cart-${layout}-no-js`);

    const other = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', javaScriptEnabled: false });
    const otherPage = await other.newPage();
    await otherPage.goto('/cart/');
    expect(await otherPage.getByRole('heading', { name: 'Корзина пуста' }).count()).toBe(1);
    expect(await otherPage.getByText(line!.name).count()).toBe(0);
    await other.close();
    await context.close();
  });
});

describe('web fonts', () => {
  /** When the page asked for the fonts' sheet, against its load event. */
  const fontsTiming = (page: Page) =>
    page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const sheet = resources.find((entry) => entry.initiatorType === 'link' && /\/assets\/fonts-[\w-]+\.css$/.test(entry.name));
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return sheet && navigation ? { requested: sheet.startTime, loaded: navigation.loadEventStart } : null;
    });

  it('come after the page has loaded when the browser has none cached, at once on the next visit while cached, after the page again once not', async () => {
    const context = await browser.newContext({ ...viewports.mobile, baseURL, locale: 'ru-RU' });
    const page = await context.newPage();
    await page.goto('/');
    await appStarted(page);
    await expect.poll(() => fontsTiming(page)).not.toBeNull();
    const first = (await fontsTiming(page))!;
    expect(first.requested).toBeGreaterThanOrEqual(first.loaded);
    // Headings are in the geometric face once it has arrived.
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family.replaceAll('"', '') === 'Montserrat' && face.status === 'loaded'),
        ),
      )
      .toBe(true);

    await page.reload();
    await appStarted(page);
    // Added while the page was read, from the cache, rather than after its load.
    await expect.poll(() => page.locator('link[data-web-fonts="cached"]').count()).toBe(1);

    // A cache that has dropped the files: the next page waits for them as with an empty cache.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.reload();
    await appStarted(page);
    await expect.poll(() => fontsTiming(page)).not.toBeNull();
    const uncached = (await fontsTiming(page))!;
    expect(uncached.requested).toBeGreaterThanOrEqual(uncached.loaded);
    await context.close();
  });
});
