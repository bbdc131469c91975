import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, newShopper } from './browser.ts';
import type { Layout } from './browser.ts';
import { fillCartWithPieces } from './shopper-api.ts';
import { saveShot } from './shots.ts';

// Offline reading: what the shopper has seen opens without the network, with a line saying so;
// ordering says it needs the network; an address never seen opens the shop's offline page; and
// nothing of a shopper is cached past their sign-out.

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ serviceWorkers: true });
});
afterAll(async () => {
  await browser?.close();
});

const OFFLINE_LINE = 'Нет сети: показана сохранённая версия, цены могли измениться';

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** What the worker keeps, by cache: entry counts, and the origin's storage in use. */
async function cachedByWorker(page: Page) {
  return page.evaluate(async () => {
    const counts: Record<string, number> = {};
    for (const name of await caches.keys()) counts[name] = (await (await caches.open(name)).keys()).length;
    return { counts, usage: (await navigator.storage.estimate()).usage };
  });
}

describe.each<Layout>(['desktop', 'mobile'])('offline reading, %s', (layout) => {
  it('opens a seen category, products and the cart offline with the offline line; checkout needs the network; sign-out forgets the cart', async () => {
    const context = await newShopper(browser, layout);
    const page = await context.newPage();
    const [line] = await fillCartWithPieces(context.request, 1);
    if (!line) throw new Error('no cart line');
    await page.goto('/dreli/');
    // The worker takes the tab over as soon as it is installed: no reload needed to cache what is browsed next.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });

    await page.goto('/dreli/');
    const category = (await heading(page).textContent()) ?? '';
    const productLinks = page.getByRole('main').locator('a[href^="/drel-"]');
    const [first, second] = [...new Set(await productLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))];
    if (!first || !second) throw new Error('the category shows fewer than two products');
    // One product opened in the app, one as a page of its own.
    await productLinks
      .locator(`[href="${second}"]`)
      .or(page.locator(`main a[href="${second}"]`))
      .first()
      .click();
    await expect.poll(() => page.url()).toContain(second);
    // The address moves before the product's screen is rendered: its name, once the category's is gone.
    await expect.poll(() => heading(page).textContent()).not.toBe(category);
    const secondName = (await heading(page).textContent()) ?? '';
    await page.goto(first);
    const firstName = (await heading(page).textContent()) ?? '';
    await page.goto('/dreli/');
    await page.goto('/cart/');
    await expect.poll(() => page.getByText(line.assortment.name).first().isVisible()).toBe(true);
    console.log(`cached after browsing, ${layout}:`, JSON.stringify(await cachedByWorker(page)));

    await context.setOffline(true);
    await page.goto(first);
    expect(await heading(page).textContent()).toBe(firstName);
    await expect.poll(() => page.getByText(OFFLINE_LINE).isVisible()).toBe(true);
    await saveShot(page, `offline-product-${layout}`, { fullPage: false });

    await page.goto('/dreli/');
    expect(await heading(page).textContent()).toBe(category);
    await expect.poll(() => page.getByText(OFFLINE_LINE).isVisible()).toBe(true);
    // In the app, too: the product's page data was cached as it was opened.
    await page.locator(`main a[href="${second}"]`).first().click();
    await expect.poll(() => heading(page).textContent()).toBe(secondName);
    // And a product opened only by its address, whose data the app never asked for: the worker
    // answers from the page it cached.
    await page.goBack();
    await expect.poll(() => heading(page).textContent()).toBe(category);
    await page.locator(`main a[href="${first}"]`).first().click();
    await expect.poll(() => page.url()).toContain(first);
    await expect.poll(() => heading(page).textContent()).toBe(firstName);

    await page.goto('/cart/');
    await expect.poll(() => page.getByText(line.assortment.name).first().isVisible()).toBe(true);
    await expect.poll(() => page.getByText(OFFLINE_LINE).isVisible()).toBe(true);
    await page.getByRole('link', { name: /^Оформить заказ/ }).click();
    await expect.poll(() => page.getByText('Для оформления заказа нужно подключение к интернету').isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Оформление заказа' }).count()).toBe(0);
    await saveShot(page, `offline-cart-${layout}`, { fullPage: false });

    // An address never opened: the shop's own offline page, with the way back.
    await page.goto('/nikogda-ne-otkryvalas/');
    await expect.poll(() => page.getByRole('heading', { name: 'Нет подключения к интернету' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Корзина' }).getAttribute('href')).toBe('/cart/');

    // Signing out forgets the shopper's cart: offline, it is no longer shown.
    await context.setOffline(false);
    await page.goto('/dreli/');
    const signedOut = await page.evaluate(async () => (await fetch('/api/auth/logout', { method: 'POST' })).status);
    expect(signedOut).toBeLessThan(500);
    expect((await cachedByWorker(page)).counts['shop-personal'] ?? 0).toBe(0);
    await context.setOffline(true);
    await page.goto('/cart/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByText(line.assortment.name).count()).toBe(0);
    await context.setOffline(false);
    // Installable: Chromium finds nothing missing (manifest, icons, worker). Asked last: a CDP
    // session of the test's own lifts the context's offline emulation from the page.
    const installability = await (await context.newCDPSession(page)).send('Page.getInstallabilityErrors');
    expect(installability.installabilityErrors).toEqual([]);
    await context.close();
  });
});
