import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, newShopper } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { fillCartWithPieces } from './shopper-api.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the shop from outside', () => {
  it('serves the SPA for /cart/ and any deep path, and the envelope for unknown API paths', async () => {
    for (const path of ['/cart/', '/some/deep/path/']) {
      const response = await fetch(baseURL + path, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<div id="root">');
    }
    const api = await fetch(`${baseURL}/api/no-such-route`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ status: 'FAIL', data: null });
  });

  it('publishes the OpenAPI document of the BFF', async () => {
    const document = (await (await fetch(`${baseURL}/api/docs/json`)).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/cart', '/api/cart/items', '/api/page']));
  });
});

describe('the app shell', () => {
  it('adds the trailing slash to a path without one', async () => {
    const context = await newShopper(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/cart');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart/');
    await context.close();
  });

  it('shows the error page for a path the shop does not know', async () => {
    const context = await newShopper(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/no-such-page-here/');
    await expect.poll(() => page.getByText('Что-то не так').isVisible()).toBe(true);
    await expect(page.getByText('Вы зашли на несуществующую страницу').isVisible()).resolves.toBe(true);
    await saveShot(page, 'error-page-desktop');
    await context.close();
  });

  it('opens the ordering panel from ?openPanel and removes the parameter', async () => {
    const context = await newShopper(browser, 'mobile');
    await fillCartWithPieces(context.request, 1);
    const page = await context.newPage();
    await page.goto('/cart/?openPanel=1');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await saveShot(page, 'ordering-panel-mobile');
    await context.close();
  });

  it('picks the phone layout for a narrow first visit, keeps it, and switches on request', async () => {
    const context = await newShopper(browser, 'mobile');
    const page = await context.newPage();
    const toDesktop = page.getByRole('link', { name: 'Полная версия' });
    const toMobile = page.getByRole('link', { name: 'Мобильная версия' });
    await page.goto('/cart/');
    await expect.poll(() => toDesktop.isVisible()).toBe(true);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await expect.poll(() => toDesktop.isVisible()).toBe(true);

    const saved = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/site-version');
    await toDesktop.click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => toMobile.isVisible()).toBe(true);
    await context.close();
  });
});
