import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { appStarted, launchChromium, viewports } from './browser.ts';
import type { Layout } from './browser.ts';
import { cartOf, fillCartWithPieces } from './shopper-api.ts';
import { saveShot } from './shots.ts';
import { baseURL } from './shop-address.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ fullBrowser: true });
});
afterAll(async () => {
  await browser.close();
});

/** A shopper whose browser runs no script at all: the shop's links and forms alone. */
async function withoutScript(layout: Layout): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/**
 * axe-core, which needs a script, on the page as a shopper without one sees it: the same address
 * with the same cookies, in a browser that refuses the app's code.
 */
async function expectAccessibleWithoutApp(page: Page, layout: Layout) {
  const context = await browser.newContext({
    ...viewports[layout],
    baseURL,
    locale: 'ru-RU',
    storageState: await page.context().storageState(),
  });
  await context.route(/\/assets\/[\w.-]+\.js$/, (route) => route.abort());
  const twin = await context.newPage();
  await twin.goto(page.url());
  await expectNoSeriousAxeViolations(twin);
  await context.close();
}

const list = (page: Page) => page.getByRole('list', { name: 'Товары' });
const cards = (page: Page) => list(page).getByRole('listitem');
const pathOf = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

describe.each(['desktop', 'mobile'] as const)('without JavaScript, %s', (layout) => {
  const perPage = layout === 'desktop' ? 40 : 20;

  it('lists a category whole, turns to its page 2 and sorts it by price', async () => {
    const { context, page } = await withoutScript(layout);
    await page.goto('/instrumenty/');
    await expect.poll(() => cards(page).count()).toBe(perPage);
    await saveShot(page, `no-script-category-${layout}`);
    await expectAccessibleWithoutApp(page, layout);
    // At the foot, the page says what works without a script, where the phone's bottom bar leaves it readable.
    const note = page.getByText(/^Каталог, поиск и корзина работают и без JavaScript\. Чтобы оформить заказ, включите JavaScript/);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const readable = (element: Element) => {
      const text = document.createRange();
      text.selectNodeContents(element);
      const { left, top, bottom } = text.getBoundingClientRect();
      return [top + 2, bottom - 2].every((y) => element.contains(document.elementFromPoint(left + 2, y)));
    };
    expect(await note.evaluate(readable)).toBe(true);

    await page.getByRole('button', { name: /^Показать ещё/ }).click();
    await expect.poll(() => pathOf(page)).toBe('/instrumenty/page-2/');
    await expect.poll(() => cards(page).count()).toBe(perPage);

    const byPrice = layout === 'desktop' ? page.getByRole('button', { name: 'По цене' }) : null;
    if (byPrice) {
      await byPrice.click();
      await expect.poll(() => pathOf(page)).toBe('/instrumenty/?sort_field=price&sort_dir=asc');
      await expect.poll(() => page.getByRole('button', { name: 'По цене, по возрастанию' }).count()).toBe(1);
    } else {
      // The phone's one sort button turns popularity around.
      await page.getByRole('button', { name: /популярн/i }).click();
      await expect.poll(() => pathOf(page)).toBe('/instrumenty/?sort_field=pop&sort_dir=asc');
    }
    await context.close();
  });

  it('finds products by a search typed in the header', async () => {
    const { context, page } = await withoutScript(layout);
    await page.goto('/');
    const field = page.getByRole('combobox', { name: /поиск/i }).first();
    await field.fill('дрель');
    await field.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/');
    expect(new URL(page.url()).pathname).not.toMatch(/^\/api\//);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('puts products in the cart from a card and a product page, and changes a quantity on the cart page', async () => {
    const { context, page } = await withoutScript(layout);
    await page.goto('/instrumenty/');
    const addOnCard = cards(page).getByRole('button', { name: 'В корзину' }).first();
    const cardLink = await cards(page)
      .filter({ has: page.getByRole('button', { name: 'В корзину' }) })
      .first()
      .locator('a[href]')
      .first()
      .getAttribute('href');
    await addOnCard.click();
    // Back on the same page, the card's control now shows the line.
    await expect.poll(() => pathOf(page)).toBe('/instrumenty/');
    await expect.poll(async () => (await cartOf(context.request)).cartPageData.products.length).toBe(1);

    // A second product, from its own page.
    const second = await cards(page)
      .filter({ has: page.getByRole('button', { name: 'В корзину' }) })
      .nth(1)
      .locator('a[href]')
      .first()
      .getAttribute('href');
    expect(second).not.toBe(cardLink);
    await page.goto(second!);
    await page.getByRole('button', { name: 'В корзину' }).filter({ visible: true }).first().click();
    await expect.poll(() => pathOf(page)).toBe(second);
    await saveShot(page, `no-script-product-${layout}`);
    await expectAccessibleWithoutApp(page, layout);
    await expect.poll(async () => (await cartOf(context.request)).cartPageData.products.length).toBe(2);

    await page.goto('/cart/');
    const lines = page.getByTestId('cart-line');
    await expect.poll(() => lines.count()).toBe(2);
    const quantity = lines.first().getByRole('textbox');
    const before = Number((await quantity.inputValue()).replace(',', '.'));
    await lines.first().getByRole('button', { name: 'Увеличить количество' }).click();
    await expect
      .poll(async () => Number((await page.getByTestId('cart-line').first().getByRole('textbox').inputValue()).replace(',', '.')))
      .toBeGreaterThan(before);
    expect(pathOf(page)).toBe('/cart/');
    await saveShot(page, `no-script-cart-${layout}`);
    await expectAccessibleWithoutApp(page, layout);

    // Removing a line, then clearing the cart.
    await page
      .getByTestId('cart-line')
      .first()
      .getByRole('button', { name: /^Удалить/ })
      .click();
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1);
    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    await expect.poll(async () => (await cartOf(context.request)).cartPageData.products.length).toBe(0);
    await context.close();
  });
});

describe('without JavaScript, desktop filters', () => {
  it('narrows a category by a price typed in the filters panel', async () => {
    const { context, page } = await withoutScript('desktop');
    await page.goto('/instrumenty/');
    const from = page.getByRole('textbox', { name: 'Цена от' });
    const to = page.getByRole('textbox', { name: 'Цена до' });
    const low = Number(await from.inputValue());
    const high = Number(await to.inputValue());
    const middle = Math.round((low + high) / 2);
    await to.fill(String(middle));
    await to.press('Enter');
    await expect.poll(() => new URL(page.url()).pathname).toMatch(new RegExp(`^/instrumenty/price:\\d+,${middle}/$`));
    // The server-rendered page is the filtered listing: its field shows the price chosen, and it has products.
    await expect.poll(() => page.getByRole('textbox', { name: 'Цена до' }).inputValue()).toBe(String(middle));
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await context.close();
  });
});

describe('a press before the app is ready', () => {
  /** Holds a module of the app until `release` is called: the app's entry (the page is rendered, the app not started). */
  async function hold(page: Page, module: RegExp) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(module, async (route: Route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  const entry = /\/assets\/index-[\w-]+\.js$/;

  it.each(['desktop', 'mobile'] as const)('is carried out once by its form, %s', async (layout) => {
    const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const release = await hold(page, entry);
    // The held module holds the document's DOMContentLoaded too: the page is shown before it.
    await page.goto('/instrumenty/', { waitUntil: 'commit' });
    const add = cards(page).getByRole('button', { name: 'В корзину' }).first();
    await add.waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
    await add.click();
    release();
    await appStarted(page);
    await expect.poll(async () => (await cartOf(context.request)).cartPageData.products.map((line) => line.quantity)).toEqual([1]);
    // The app shows what the press did: the card's quantity.
    await expect.poll(() => cards(page).getByRole('textbox').count()).toBeGreaterThan(0);
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)(
    'keeps a search typed before it: the app offers hints for it and sends it, %s',
    async (layout) => {
      const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' });
      const page = await context.newPage();
      const release = await hold(page, entry);
      await page.goto('/instrumenty/', { waitUntil: 'commit' });
      const field = page.getByRole('combobox', { name: 'Поиск по магазину' }).first();
      await field.fill('дрель');
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(false);
      release();
      await appStarted(page);
      // The shopper is still in the field: the hints for what they typed come up.
      await expect.poll(() => page.getByRole('region', { name: 'Результаты поиска' }).count()).toBe(1);
      await field.press('Enter');
      await page.waitForURL((url) => url.pathname.startsWith('/search/'));
      expect(decodeURIComponent(new URL(page.url()).pathname)).toBe('/search/дрель/');
      await context.close();
    },
  );

  it('keeps a price typed before it in the filters, and applies it with Enter, desktop', async () => {
    const context = await browser.newContext({ ...viewports.desktop, baseURL, locale: 'ru-RU' });
    const page = await context.newPage();
    const release = await hold(page, entry);
    await page.goto('/instrumenty/', { waitUntil: 'commit' });
    const from = page.getByRole('textbox', { name: 'Цена от' });
    await from.fill('1000');
    release();
    await appStarted(page);
    await from.press('Enter');
    await page.waitForURL((url) => url.pathname.includes('/price:1000,'));
    expect(await from.inputValue()).toBe('1000');
    await context.close();
  });

  it('keeps a quantity typed before it on the cart page, and sends it with Enter, mobile', async () => {
    const context = await browser.newContext({ ...viewports.mobile, baseURL, locale: 'ru-RU' });
    await fillCartWithPieces(context.request, 1);
    const page = await context.newPage();
    const release = await hold(page, entry);
    await page.goto('/cart/', { waitUntil: 'commit' });
    const quantity = page.getByRole('textbox', { name: /^Количество/ });
    await quantity.fill('3');
    release();
    await appStarted(page);
    await quantity.press('Enter');
    await expect.poll(async () => (await cartOf(context.request)).cartPageData.products.map((line) => line.quantity)).toEqual([3]);
    expect(await quantity.inputValue()).toBe('3');
    await context.close();
  });
});
