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

let shoppersSoFar = 0;

/**
 * A client address of its own for each shopper, from TEST-NET-2 (198.51.100.0/24 and on), told to
 * the shop as a proxy in front of it would (the browser tests' shop trusts 127.0.0.1). Real
 * shoppers come from many addresses: the per-client limits (sign-in, vitals beacons) then count
 * one test's shopper, not every test of the run at once.
 */
function ownAddress(): string {
  shoppersSoFar += 1;
  return `198.51.${100 + Math.floor(shoppersSoFar / 250)}.${(shoppersSoFar % 250) + 1}`;
}

/**
 * Debian's Chromium, headless; background networking off because this machine has no internet.
 * Each of its contexts is a shopper of its own address (see ownAddress).
 */
export async function launchChromium(): Promise<Browser> {
  const browser = await launchBare();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = (options = {}) =>
    newContext({ ...options, extraHTTPHeaders: { 'x-forwarded-for': ownAddress(), ...options.extraHTTPHeaders } });
  return browser;
}

function launchBare(): Promise<Browser> {
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
