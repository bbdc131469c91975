import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, viewports, waitForAppOnNavigation } from './browser.ts';
import { E2E_VITALS_PORT, E2E_VITALS_UPSTREAM_PORT } from './shop-address.ts';
import { launchShop } from './start-shop.ts';

/** A shop of its own: its vitals limit counts this file's beacons only (shop-address.ts). */
const baseURL = `http://127.0.0.1:${E2E_VITALS_PORT}`;
let stopShop: (() => Promise<void>) | undefined;
let browser: Browser;
beforeAll(async () => {
  [stopShop, browser] = await Promise.all([
    launchShop({ port: E2E_VITALS_PORT, upstreamPort: E2E_VITALS_UPSTREAM_PORT }),
    launchChromium(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await stopShop?.();
});

const metricsText = async () => (await fetch(`${baseURL}/api/metrics`)).text();

/** Observations of one measure for a route type and layout in a scrape of /api/metrics; 0 before the first. */
function countOf(scrape: string, metric: string, routeType: string, layout: string): number {
  const family = metric === 'CLS' ? 'web_vitals_cls' : 'web_vitals_timing_seconds';
  const series = `${family}_count{metric="${metric}",route_type="${routeType}",layout="${layout}"} `;
  const line = scrape.split('\n').find((text) => text.startsWith(series));
  return line ? Number(line.slice(series.length)) : 0;
}

/** Which measures a scrape has more of than an earlier one, for a route type and layout. */
const grown = (before: string, after: string, metrics: readonly string[], routeType: string, layout: string) =>
  metrics.filter((metric) => countOf(after, metric, routeType, layout) > countOf(before, metric, routeType, layout));

describe('web vitals', () => {
  it('a phone shopper’s pages reach /api/metrics as they are left, by route type and layout', async () => {
    const before = await metricsText();
    const context = waitForAppOnNavigation(await browser.newContext({ ...viewports.mobile, baseURL, locale: 'ru-RU' }));
    const page = await context.newPage();
    /** Opens a page and waits until its measures are being gathered: the reporter comes after the app. */
    const visit = async (path: string) => {
      const reporter = page.waitForResponse((response) => response.url().includes('/web-vitals-reporter-'));
      await page.goto(path);
      await reporter;
    };
    await visit('/cart/');
    // Leaving a page hides it: its measures go as a beacon.
    await visit('/dreli/');
    // A tap the page answers, for INP.
    await page.getByRole('button', { name: 'Сначала популярные' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Сначала непопулярные' }).count()).toBe(1);
    await page.goto('about:blank');

    const listingMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'AppReady'];
    await expect.poll(async () => grown(before, await metricsText(), listingMetrics, 'catalog', 'mobile')).toEqual(listingMetrics);
    // The cart was left as soon as it worked: its paints may not have been told yet, its app-ready time was.
    await expect.poll(async () => grown(before, await metricsText(), ['AppReady'], 'cart', 'mobile')).toEqual(['AppReady']);
    await context.close();
  });
});
