import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { CartProduct } from '@shop/contracts/cart.ts';
import { launchChromium, newShopper, type Layout } from './browser.ts';
import { cartOf, fillCartWithPieces } from './shopper-api.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const href = (product: CartProduct) => `/${product.path.replace(/^\/+|\/+$/g, '')}/`;
const quantityOn = async (context: BrowserContext, assortmentId: number) =>
  (await cartOf(context.request)).cartPageData.products.find((line) => line.assortment.id === assortmentId)?.quantity ?? 0;
const waitingShown = (page: Page) => page.getByText('ждёт сети').first().isVisible();
const nothingWaits = (page: Page) => page.evaluate(() => localStorage.getItem('shop:cart-waiting') === null);

/** The app is ready and has its sender of cart changes: from then on the page works offline. */
async function openReady(page: Page, path: string) {
  await page.goto(path);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/send-queue-'))))
    .toBe(true);
}

describe.each<Layout>(['mobile', 'desktop'])('cart changes made offline, %s layout', (layout) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newShopper(browser, layout);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('wait marked on the page and reach the shop once each when the network returns, a closed page’s too; a refused one says why', async () => {
    const [added, changed, lost] = await fillCartWithPieces(context.request, 3);
    if (!added || !changed || !lost) throw new Error('three products expected');
    for (const product of [added, lost]) await context.request.delete(`/api/cart/items/${product.assortment.id}`);

    // A quantity on the cart page, offline: shown at once, marked as waiting, sent once online.
    const page = await context.newPage();
    await openReady(page, '/cart/');
    const field = page.getByLabel(`Количество: ${changed.name}`, { exact: true });
    await context.setOffline(true);
    await page
      .getByTestId('cart-line')
      .filter({ hasText: changed.name })
      .getByRole('button', { name: /Увеличить/ })
      .click();
    await expect.poll(() => field.inputValue()).toBe('2');
    await expect.poll(() => waitingShown(page)).toBe(true);
    await saveShot(page, `offline-cart-waiting-${layout}`);
    await context.setOffline(false);
    await expect.poll(() => waitingShown(page)).toBe(false);
    expect(await quantityOn(context, changed.assortment.id)).toBe(2);
    if (layout === 'desktop') return;

    // 'В корзину' and plus on a product page, offline: one add of 2 once the network returns.
    await openReady(page, href(added));
    await context.setOffline(true);
    await page.getByRole('button', { name: 'В корзину' }).first().click();
    await expect.poll(() => waitingShown(page)).toBe(true);
    await page.getByRole('button', { name: 'Увеличить количество' }).first().click();
    await expect.poll(() => page.getByLabel(`Количество: ${added.assortment.name}`, { exact: true }).first().inputValue()).toBe('2');
    expect(await quantityOn(context, added.assortment.id)).toBe(0);
    await context.setOffline(false);
    await expect.poll(() => quantityOn(context, added.assortment.id)).toBe(2);
    await expect.poll(() => nothingWaits(page)).toBe(true);

    // An add whose answer was lost (the shop applied it), then the page closed: the page opened
    // again sends it under the same key, and the shop applies it once.
    await openReady(page, href(lost));
    await page.route('**/api/cart/items', async (route) => {
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await page.getByRole('button', { name: 'В корзину' }).first().click();
    await expect.poll(() => waitingShown(page)).toBe(true);
    await page.close();
    expect(await quantityOn(context, lost.assortment.id)).toBe(1);
    const reopened = await context.newPage();
    await openReady(reopened, href(lost));
    await expect.poll(() => nothingWaits(reopened)).toBe(true);
    expect(await quantityOn(context, lost.assortment.id)).toBe(1);

    // A change the shop refuses when it gets it (the line was removed meanwhile): its message stays.
    await openReady(reopened, '/cart/');
    await context.setOffline(true);
    await reopened
      .getByTestId('cart-line')
      .filter({ hasText: changed.name })
      .getByRole('button', { name: /Увеличить/ })
      .click();
    await expect.poll(() => waitingShown(reopened)).toBe(true);
    await context.request.delete(`/api/cart/items/${changed.assortment.id}`);
    await context.setOffline(false);
    await expect.poll(() => reopened.getByRole('alert').filter({ hasText: 'Товара нет в корзине' }).isVisible()).toBe(true);
    await expect.poll(() => reopened.getByTestId('cart-line').filter({ hasText: changed.name }).count()).toBe(0);
    await saveShot(reopened, `offline-cart-refused-${layout}`);
  });
});
