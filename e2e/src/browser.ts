import { chromium } from 'playwright-core';
import type { Browser, BrowserContext } from 'playwright-core';
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

/** A fresh shopper: no cookies, no stored preferences. */
export function newShopper(browser: Browser, layout: Layout): Promise<BrowserContext> {
  return browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' });
}
