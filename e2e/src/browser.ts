import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Disposable, Page } from 'playwright-core';
import { baseURL } from './shop-address.ts';

export const viewports = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  // A phone says so in its user agent: the server renders the mobile layout for it.
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
 * one test's shopper, not every test of the run at once. A beacon sent as a page is left goes
 * without the context's headers, from 127.0.0.1 (see E2E_VITALS_PORT).
 */
function ownAddress(): string {
  shoppersSoFar += 1;
  return `198.51.${100 + Math.floor(shoppersSoFar / 250)}.${(shoppersSoFar % 250) + 1}`;
}

/**
 * Debian's Chromium, headless; background networking off because this machine has no internet.
 * Each of its contexts is a shopper of its own address (see ownAddress).
 *
 * With `returningBrowsers`, a closed context is not thrown away but emptied and handed to the next
 * `newContext` with the same options, its first tab with it: cookies, storage, permissions,
 * routes, init scripts, listeners and every other tab are gone, as for a new shopper, while the
 * HTTP cache keeps the shop's hashed assets, as a browser that has been to the shop before does.
 * A new context with a new tab costs Chromium about 0.7 s of CPU before the page has loaded
 * anything, as much as a shop page's own rendering. Files about a browser new to the shop launch
 * without it.
 */
export async function launchChromium({
  returningBrowsers = false,
  fullBrowser = false,
  serviceWorkers = false,
}: {
  returningBrowsers?: boolean;
  fullBrowser?: boolean;
  /**
   * Whether the shop's service worker may register. Off for every file but the offline one: the
   * worker would answer a tab's requests itself, past the routes a test sets on its page, and
   * outlive the shopper in a returning context.
   */
  serviceWorkers?: boolean;
} = {}): Promise<Browser> {
  const browser = await launchBare(fullBrowser);
  const bareNewContext = browser.newContext.bind(browser);
  const workers = serviceWorkers ? 'allow' : 'block';
  const newContext: Browser['newContext'] = (options = {}) => bareNewContext({ serviceWorkers: workers, ...options });
  const idle = new Map<string, BrowserContext[]>();
  browser.newContext = async (options = {}) => {
    const address = { 'x-forwarded-for': ownAddress(), ...options.extraHTTPHeaders };
    if (!returningBrowsers) return newContext({ ...options, extraHTTPHeaders: address });
    const key = JSON.stringify(options);
    const reused = idle.get(key)?.pop();
    if (reused) {
      await reused.setExtraHTTPHeaders(address);
      return reused;
    }
    const context = await newContext({ ...options, extraHTTPHeaders: address });
    const empty = keepForReturn(context, options.viewport ?? { width: 1280, height: 720 });
    context.close = async () => {
      // Closed twice, as a real context may be, it is still handed to one shopper at a time.
      const free = idle.get(key) ?? [];
      if (free.includes(context)) return;
      await empty();
      idle.set(key, [...free, context]);
    };
    return context;
  };
  return browser;
}

/**
 * Records what a test adds to a context (init scripts, listeners) and returns a function that
 * takes all of it away again, with the tabs but the first, routes, permissions, cookies and
 * storage. The first tab stays, on about:blank, for the context's next `newPage`.
 */
function keepForReturn(context: BrowserContext, viewport: { width: number; height: number }): () => Promise<void> {
  const scripts: Disposable[] = [];
  const addInitScript = context.addInitScript.bind(context);
  context.addInitScript = async (...args: Parameters<BrowserContext['addInitScript']>) => {
    const script = await addInitScript(...args);
    scripts.push(script);
    return script;
  };
  const listeners: [string, (...args: never[]) => unknown][] = [];
  const on = context.on.bind(context);
  context.on = ((event: string, listener: (...args: never[]) => unknown) => {
    listeners.push([event, listener]);
    return on(event as 'page', listener as never);
  }) as BrowserContext['on'];
  let tab: Page | undefined;
  let tabInUse = false;
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    if (tab && !tabInUse && !tab.isClosed()) {
      tabInUse = true;
      return tab;
    }
    const page = await newPage();
    if (!tab || tab.isClosed()) [tab, tabInUse] = [page, true];
    return page;
  };
  return async () => {
    await Promise.all(context.pages().map((page) => (page === tab ? undefined : page.close())));
    // What the test added goes first, so none of it sees the tab leave.
    for (const script of scripts.splice(0)) await script.dispose();
    for (const [event, listener] of listeners.splice(0)) context.off(event as 'page', listener as never);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    // Where the tab stands on the shop, it stays on the shop's origin, on a file with no script:
    // the shop's renderer process is reused by the next shopper, and the origin's storage is cleared from
    // there. Playwright's own reset (setStorageState) opens a page of its own for that and clears
    // the HTTP cache besides, the shop's hashed assets with it.
    const origin = tab && !tab.isClosed() ? shopOriginOf(tab.url()) : undefined;
    if (tab && !tab.isClosed()) {
      tab.removeAllListeners();
      await tab.unrouteAll({ behavior: 'ignoreErrors' });
      await tab.goto(origin ? `${origin}${INERT_PATH}` : 'about:blank');
      if (origin) await tab.evaluate(clearOriginStorage);
      await tab.setViewportSize(viewport);
      await tab.mouse.move(0, 0);
    }
    tabInUse = false;
    await context.clearPermissions();
    if (origin) await context.clearCookies();
    else await context.setStorageState({ cookies: [], origins: [] });
  };
}

/** A file of the shop that a tab can stand on: no script, nothing that calls the shop. */
const INERT_PATH = '/favicon.svg';

function shopOriginOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const { protocol, origin } = new URL(url);
  return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
}

/** Everything the origin keeps in the browser besides cookies: both storages and any IndexedDB. */
async function clearOriginStorage(): Promise<void> {
  window.localStorage.clear();
  window.sessionStorage.clear();
  const databases = await window.indexedDB.databases();
  for (const { name } of databases) if (name) window.indexedDB.deleteDatabase(name);
}

/**
 * The same Chromium in two builds from Debian. The browser shoppers run (`chromium`), and its
 * headless shell (`chromium-headless-shell`): the same Blink and V8 without the browser's own
 * windows and services, which Playwright itself drives for headless runs. The shell takes about a
 * third less CPU for the same test, so most files use it; first-sight.e2e.ts runs in the full
 * browser. CHROMIUM_PATH runs every file in the browser it names.
 */
function executable(fullBrowser: boolean): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const shell = '/usr/bin/chromium-headless-shell';
  return fullBrowser || !existsSync(shell) ? '/usr/bin/chromium' : shell;
}

function launchBare(fullBrowser: boolean): Promise<Browser> {
  return chromium.launch({
    executablePath: executable(fullBrowser),
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
 * server rendered is shown, and its links work, before the app's code has loaded, but its buttons
 * wait for the app. Other documents (an image, JSON) are left as they are.
 */
export async function appStarted(page: Page): Promise<void> {
  if (!(await page.evaluate(() => document.getElementById('root') !== null))) return;
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), null, { timeout: 15_000 });
}

/** Every navigation of the context's pages waits for the app, as a shopper waits to see it work. */
export function waitForAppOnNavigation(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitForAppOf(page);
  context.on('page', waitForAppOf);
  return context;
}

const waitingForApp = new WeakSet<Page>();

function waitForAppOf(page: Page): void {
  if (waitingForApp.has(page)) return;
  waitingForApp.add(page);
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
}

/** A fresh shopper: no cookies, no stored preferences. */
export async function newShopper(browser: Browser, layout: Layout): Promise<BrowserContext> {
  return waitForAppOnNavigation(await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' }));
}
