import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { releaseOfEntry } from '@shop/contracts/browser/beacons.ts';
import { launchChromium, viewports, waitForAppOnNavigation } from './browser.ts';
import type { Layout } from './browser.ts';
import { E2E_RELEASE_PORT, E2E_RELEASE_UPSTREAM_PORT } from './shop-address.ts';
import { saveShot } from './shots.ts';
import { firstProductPath } from './shopper-api.ts';
import { startShopProcess, type ShopProcess } from './start-shop.ts';

// A new release deployed while shoppers' tabs are open (apps/web/README.md "Offline and
// installable"): an open tab keeps its release, its lazy chunks coming from its worker's precache
// once the server has only the new one's; nothing reloads it; reloaded, it is the new release's,
// whole, and the new release's worker installs beside the old one.

const web = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../apps/web');
const baseURL = `http://127.0.0.1:${E2E_RELEASE_PORT}`;

type Release = { id: string; files: Set<string> };

/** A client build's release id (its entry chunk's hash, as pages and error beacons say it) and its hashed files' addresses. */
function releaseIn(dist: string): Release {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const files = readdirSync(join(dist, 'assets')).filter((name) => !/\.(br|gz)$/.test(name));
  return { id: releaseOfEntry(manifest['index.html']?.file ?? ''), files: new Set(files.map((name) => `/assets/${name}`)) };
}

// The shop serves `current/dist` (WEB_DIST), its server bundle from `current/dist-server`: a deploy
// points `current` at the new release and restarts the shop.
let folder: string;
let shop: ShopProcess | undefined;
let browser: Browser;
let oldRelease: Release;
let newRelease: Release;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'shop-releases-'));
  symlinkSync(web, join(folder, 'current'));
  // The second release: the same code built with another documented build setting, which changes
  // the hashes of the chunks that read it and of every chunk that names those. Its server bundle
  // reads the client build's manifest, so the first release's serves it, from where it finds its packages.
  execFileSync(
    process.execPath,
    [join(web, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', join(folder, 'next/dist'), '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: web,
      // The test runner's NODE_ENV=test would build React's development code.
      env: { ...process.env, NODE_ENV: 'production', VITE_MAP_TILE_URL: 'none' },
      stdio: 'inherit',
    },
  );
  symlinkSync(join(web, 'dist-server'), join(folder, 'next/dist-server'));
  oldRelease = releaseIn(join(web, 'dist'));
  newRelease = releaseIn(join(folder, 'next/dist'));
  shop = await startShopProcess({
    port: E2E_RELEASE_PORT,
    upstreamPort: E2E_RELEASE_UPSTREAM_PORT,
    env: { WEB_DIST: join(folder, 'current/dist'), DEMO_ASSORTMENTS: '200' },
  });
  browser = await launchChromium({ serviceWorkers: true });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

async function deployNewRelease(): Promise<void> {
  await shop?.restart(async () => {
    rmSync(join(folder, 'current'));
    symlinkSync(join(folder, 'next'), join(folder, 'current'));
  });
}

/** A shopper's tab and what it has asked for: its documents, and the hashed files with how each was answered. */
type Tab = {
  layout: Layout;
  context: BrowserContext;
  page: Page;
  documents: string[];
  assets: Array<{ path: string; status: number; fromWorker: boolean }>;
  /** Errors the page logged or threw: a page rendered by one release and hydrated by another's code logs its mismatch. */
  errors: string[];
};

async function openTab(layout: Layout): Promise<Tab> {
  const context = waitForAppOnNavigation(await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' }));
  const page = await context.newPage();
  const tab: Tab = { layout, context, page, documents: [], assets: [], errors: [] };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) tab.documents.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/assets/'))
      tab.assets.push({ path: pathname, status: response.status(), fromWorker: response.fromServiceWorker() });
  });
  // A request refused while the shop restarts is logged too; what the tab loads is checked by its answers.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) tab.errors.push(message.text());
  });
  page.on('pageerror', (error) => tab.errors.push(error.message));
  return tab;
}

/** The release the page runs: its entry script's hash. */
const releaseOfPage = async (page: Page) =>
  releaseOfEntry((await page.locator('script[type="module"][src*="/index-"]').getAttribute('src')) ?? '');

/** A new release's worker is installed and waits to take over. */
const newWorkerWaits = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

/** The workers' precache holds the file (each release's worker installs its files there, and drops the others' as it takes over). */
const precached = (page: Page, path: string) =>
  page.evaluate(async (file) => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
    return name !== undefined && (await (await caches.open(name)).match(file)) !== undefined;
  }, path);

describe('a new release deployed while a tab is open', () => {
  it('keeps the open tab on its release without a reload, and shows the new release whole once the tab is reloaded, on a desktop and a phone', {
    timeout: 150_000,
  }, async () => {
    expect(newRelease.id).not.toBe(oldRelease.id);
    const onlyOld = (path: string) => oldRelease.files.has(path) && !newRelease.files.has(path);
    const productPath = await firstProductPath(baseURL);

    const tabs = await Promise.all((['desktop', 'mobile'] as const).map(openTab));
    for (const { page } of tabs) {
      await page.goto('/instrumenty/');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
      expect(await releaseOfPage(page)).toBe(oldRelease.id);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    }

    await deployNewRelease();
    // The server has only the new release's files now.
    const oldChunk = [...oldRelease.files].find((path) => onlyOld(path) && path.endsWith('.js'));
    expect((await fetch(`${baseURL}${oldChunk}`)).status).toBe(404);
    const served = await (await fetch(`${baseURL}/instrumenty/`)).text();
    expect(releaseOfEntry(/src="([^"]*\/index-[^"]*)"/.exec(served)?.[1] ?? '')).toBe(newRelease.id);

    for (const tab of tabs) {
      const { page, layout } = tab;
      const loadedBefore = tab.assets.length;
      // In the app: a product, then a window whose code nothing loads ahead, both with the old
      // release's code from the old worker's precache.
      await page.locator(`main a[href="${productPath}"]`).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(productPath);
      await expect.poll(() => page.getByRole('button', { name: 'Следить за ценой' }).count()).toBe(1);
      await page.getByRole('button', { name: 'Следить за ценой' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Сообщить об изменении цены' }).isVisible()).toBe(true);
      const loaded = tab.assets.slice(loadedBefore);
      expect(loaded.some(({ path }) => /\/subscribe-modal-[\w-]+\.js$/.test(path) && onlyOld(path))).toBe(true);
      expect(loaded.filter(({ path, status, fromWorker }) => !oldRelease.files.has(path) || status !== 200 || !fromWorker)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      // Never reloaded: the same document of the old release, and no reload for a missing chunk.
      expect(tab.documents).toEqual(['/instrumenty/']);
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      expect(await page.evaluate(() => window.sessionStorage.getItem('chunk-reload-at'))).toBeNull();
      expect(await releaseOfPage(page)).toBe(oldRelease.id);
      expect(tab.errors).toEqual([]);
      await saveShot(page, `old-release-after-deploy-${layout}`, { fullPage: false });
    }

    for (const tab of tabs) {
      const { page, layout } = tab;
      // Reloaded, the tab is the new release's, whole: its document and every file it loads.
      const loadedBefore = tab.assets.length;
      await page.reload();
      expect(await releaseOfPage(page)).toBe(newRelease.id);
      await expect.poll(() => page.getByRole('button', { name: 'Следить за ценой' }).count()).toBe(1);
      const loaded = tab.assets.slice(loadedBefore);
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter(({ path, status }) => !newRelease.files.has(path) || status !== 200)).toEqual([]);
      // The new release's worker installs beside the old one and waits while the tab is open: the
      // old release's files stay in the precache for any other tab of it.
      await expect.poll(() => newWorkerWaits(page), { timeout: 30_000 }).toBe(true);
      expect(await precached(page, `/assets/index-${oldRelease.id}.js`)).toBe(true);
      expect(await precached(page, `/assets/index-${newRelease.id}.js`)).toBe(true);
      expect(tab.documents).toEqual(['/instrumenty/', productPath]);
      expect(tab.errors).toEqual([]);
      await saveShot(page, `new-release-${layout}`, { fullPage: false });
      await tab.context.close();
    }
  });
});
