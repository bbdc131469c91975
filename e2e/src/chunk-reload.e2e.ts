import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newShopper } from './browser.ts';
import type { Layout } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { saveShot } from './shots.ts';

// product-widgets-monitoring.md §8, §9: a code chunk that fails to load reloads the page, at most
// once a minute; the code behind links in view is loaded ahead. The reload belongs to a navigation
// the shopper asked for, never to a prefetch.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Chunk errors of a route type, layout and release in /api/metrics; 0 before the first. */
async function chunkErrors(layout: Layout, release: string): Promise<number> {
  const series = `bff_browser_errors_total{kind="chunk",route_type="catalog",layout="${layout}",release="${release}"} `;
  const line = (await (await fetch(`${baseURL}/api/metrics`)).text()).split('\n').find((text) => text.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}

/** The cart's route and screen chunks (not the shared 'cart-…-code' ones). */
const CART_CHUNK = /\/assets\/cart(-screen)?-[\w-]{8}\.js$/;

describe.each<Layout>(['desktop', 'mobile'])('a chunk that fails to load, %s', (layout) => {
  it('fails a prefetch quietly; the click that needs it reloads into the page', async () => {
    const context = await newShopper(browser, layout);
    // The cart's code cannot be had (a deploy took its names away) until the page is loaded anew.
    let gone = true;
    const failedChunks: string[] = [];
    const documents: string[] = [];
    context.on('request', (request) => {
      if (request.resourceType() === 'document') {
        documents.push(new URL(request.url()).pathname);
        if (new URL(request.url()).pathname === '/cart/') gone = false;
      }
    });
    context.on('requestfailed', (request) => {
      if (CART_CHUNK.test(request.url())) failedChunks.push(request.url());
    });
    await context.route(CART_CHUNK, (route) => (gone ? route.abort() : route.continue()));
    const page = await context.newPage();

    // Errors are reported once the app is ready, by a reporter of their own.
    const reporter = page.waitForResponse((response) => response.url().includes('/browser-error-reporter-'));
    await page.goto('/dreli/');
    await reporter;
    // The build's release, as the BFF labels the errors of its own build.
    const entry = await page.locator('script[type="module"][src*="/index-"]').getAttribute('src');
    const release = /index-([\w-]+)\.js$/.exec(entry ?? '')?.[1] ?? '';
    const errorsBefore = await chunkErrors(layout, release);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const search = page.getByRole('search').getByRole('combobox');
    await search.fill('перфоратор');
    // The links in view, 'Корзина' among them, have their code loaded ahead, and the cart's fails.
    await expect.poll(() => failedChunks.length).toBeGreaterThan(0);
    await page.evaluate(() => new Promise((idle) => window.requestIdleCallback(() => idle(null))));
    // Still the same page, with what the shopper typed.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await search.inputValue()).toBe('перфоратор');
    expect(documents).toEqual(['/dreli/']);

    await page
      .getByRole('link', { name: /^Корзина/ })
      .first()
      .click();
    // The click needs the code: the page is loaded anew at the cart, and the cart is shown.
    await expect.poll(() => documents).toContain('/cart/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: /^Корзина/ }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Что-то пошло не так' }).count()).toBe(0);
    // The failed chunk was told to the BFF before the reload, filed under the page it failed on;
    // the prefetch's failure was not.
    await expect.poll(() => chunkErrors(layout, release)).toBe(errorsBefore + 1);
    await saveShot(page, `chunk-reload-cart-${layout}`);
    await context.close();
  });
});
