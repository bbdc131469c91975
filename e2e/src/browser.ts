import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL } from './shop-address.ts';

export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  // A phone says so in its user agent: the server draws the mobile layout for it.
  mobile: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  },
} as const;
export type Layout = keyof typeof viewports;

/** Debian's Chromium, headless; background networking off because this machine has no internet. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Waits, after a navigation to a shop page, until its app runs (html[data-app-ready]): a page the
 * server drew is shown, and its links work, before the app's code has loaded, but its buttons
 * wait for the app. Other documents (an image, JSON) are left as they are.
 */
export async function appStarted(page: Page): Promise<void> {
  if (!(await page.evaluate(() => document.getElementById('root') !== null))) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 15_000 });
}

/** Every navigation of the context's pages waits for the app, as a shopper waits to see it work. */
export function waitForAppOnNavigation(context: BrowserContext): BrowserContext {
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await appStarted(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await appStarted(page);
      return response;
    };
  });
  return context;
}

/** A fresh shopper: no cookies, no stored preferences. */
export async function newShopper(browser: Browser, layout: Layout): Promise<BrowserContext> {
  return waitForAppOnNavigation(await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' }));
}
