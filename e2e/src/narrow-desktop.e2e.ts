import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { launchChromium, viewports, waitForAppOnNavigation } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { fillCartWithPieces, placeOrder } from './shopper-api.ts';
import { saveShot } from './shots.ts';

// The desktop layout runs from 990 to 1600 px (product-widgets-monitoring.md §9): at its narrow end
// every page fits the window and the header shows every control whole.

let browser: Browser;
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  browser = await launchChromium({ returningBrowsers: true });
  context = waitForAppOnNavigation(
    await browser.newContext({
      ...viewports.desktop,
      viewport: { width: 1024, height: 768 },
      baseURL,
      locale: 'ru-RU',
      reducedMotion: 'reduce',
    }),
  );
  await context.addInitScript(() => window.localStorage.setItem('site-version', 'desktop'));
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

/** How far the page scrolls sideways: 0 when it fits the window. */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The header's links, buttons and fields that are shown but not whole in the window, by name. */
const headerControlsCut = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('header a, header button, header input')]
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && (box.left < 0 || box.right > width);
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent ?? control.tagName);
  });

/** What of the listing's cards runs past a card's edge (a name, a price), by text. */
const cardContentCut = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="listitem"]')].flatMap((card) => {
      const edge = card.getBoundingClientRect();
      return [...card.querySelectorAll('*')]
        .filter((part) => {
          const box = part.getBoundingClientRect();
          return box.width > 0 && box.height > 0 && (box.right > edge.right + 1 || box.left < edge.left - 1);
        })
        .map((part) => part.textContent ?? part.tagName);
    }),
  );

/** Options of the open filter list whose name runs past its box or pushes its count out of the list, by text. */
const brandOptionsCut = (page: Page) =>
  page.locator('aside [aria-expanded="true"] + ul').evaluate((list) =>
    [...list.querySelectorAll('label')]
      .filter((label) => {
        const name = label.children[label.children.length - 2] as HTMLElement;
        const count = (label.lastElementChild as HTMLElement).getBoundingClientRect();
        const end = label.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(label).paddingRight);
        return name.scrollWidth > name.clientWidth || name.getBoundingClientRect().right > count.left || count.right > end + 0.5;
      })
      .map((label) => label.textContent),
  );

async function firstProductOf(category: string): Promise<string> {
  const reply = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(category)}`)).json()) as { data: { sections: unknown } };
  const url = /"url":"(\/[^"/]+\/)"/.exec(JSON.stringify(reply.data.sections))?.[1];
  if (!url) throw new Error(`${category} lists no product`);
  return url;
}

describe('the desktop layout at 1024 × 768', () => {
  let orderPath: string;
  let productPath: string;

  beforeAll(async () => {
    const order = await placeOrder(context.request, 4);
    orderPath = `/o/${order.orderCode}/`;
    await fillCartWithPieces(context.request, 3);
    productPath = await firstProductOf('/dreli/');
  });

  it.each([
    ['the main page', '/', 'main'],
    ['a category', '/shurupovyorty/', 'category'],
    ['a product', 'product', 'product'],
    ['the cart', '/cart/', 'cart'],
    ['an order', 'order', 'order'],
  ])('%s fits the window, its header whole', async (_name, path, shot) => {
    const address = path === 'product' ? productPath : path === 'order' ? orderPath : path;
    await page.goto(address);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).or(page.locator('[data-screen="main"]')).first().isVisible())
      .toBe(true);
    const cart = page.getByRole('banner').getByRole('link', { name: /^Корзина/ });
    await expect.poll(() => cart.isVisible()).toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await headerControlsCut(page)).toEqual([]);
    if (shot === 'category') {
      expect(await cardContentCut(page)).toEqual([]);
      // Its brands ('ВолгаИнструмент' the longest) keep to the list, their counts in one column.
      await page.getByRole('button', { name: 'Бренд' }).click();
      expect(await brandOptionsCut(page)).toEqual([]);
    }
    if (shot === 'product') {
      // The prices stand beside the picture, not under it with half the row empty.
      const gallery = await page.getByRole('region', { name: 'Фотографии товара' }).boundingBox();
      const prices = await page.getByRole('complementary', { name: 'Цены' }).boundingBox();
      expect(prices && gallery && prices.y < gallery.y + gallery.height && prices.x >= gallery.x + gallery.width).toBe(true);
    }
    // 'Корзина' is read in full, not cut at the window's edge.
    const label = await cart.getByText('Корзина', { exact: true }).boundingBox();
    expect(label && label.x + label.width).toBeLessThanOrEqual(1024);
    await saveShot(page, `narrow-desktop-${shot}`);
    await expectNoSeriousAxeViolations(page);
  });
});

describe('the desktop layout chosen on a window narrower than 990 px', () => {
  it('keeps its header in one row, the cart and the sign-in as icons that keep their names', async () => {
    await page.goto('/dreli/');
    const banner = page.getByRole('banner');
    const cart = banner.getByRole('link', { name: /^Корзина.*товаров: \d+$/ });
    const signIn = banner.getByRole('button', { name: 'Гость Войти' });
    const shortcutHeights = () =>
      Promise.all(
        ['Распродажа', 'Популярные товары'].map(async (name) => (await banner.getByRole('link', { name }).boundingBox())?.height),
      );
    await expect.poll(() => cart.isVisible()).toBe(true);
    const oneRow = (await banner.boundingBox())?.height;
    const [shortcutHeight] = await shortcutHeights();
    for (const width of [960, 900, 800, 768]) {
      await page.setViewportSize({ width, height: 768 });
      await expect.poll(async () => (await banner.boundingBox())?.height, { message: `header at ${width} px` }).toBe(oneRow);
      expect(await cart.isVisible()).toBe(true);
      expect(await signIn.isVisible()).toBe(true);
      expect(await headerControlsCut(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
      // The catalogue bar's shortcuts keep to one line each.
      expect(await shortcutHeights()).toEqual([shortcutHeight, shortcutHeight]);
      if (width === 960 || width === 800) await saveShot(page, `narrow-desktop-header-${width}`);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
  });
});
