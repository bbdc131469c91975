import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { launchChromium, viewports, type Layout } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const eventually = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

async function shopper(layout: Layout): Promise<Page> {
  const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', reducedMotion: 'reduce' });
  await context.addInitScript((version) => window.localStorage.setItem('site-version', version), layout);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return context.newPage();
}

/** A product of the category with more than one option in a selector group. */
async function productWithOptions(): Promise<string> {
  const reply = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent('/instrumenty/')}`)).json()) as { data: { sections: unknown } };
  const urls = [...JSON.stringify(reply.data.sections).matchAll(/"url":"(\/[^"/]+\/)"/g)].map((match) => match[1] as string);
  for (const url of urls) {
    const page = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(url)}`)).json()) as {
      data: { route: string; sections: { missingItem: number; selectors: Array<{ colorBtn: boolean; hideBtn: boolean; value: Array<{ selected: boolean; missed: boolean }> }> } };
    };
    if (page.data.route !== 'assortment' || page.data.sections.missingItem !== 0) continue;
    if (page.data.sections.selectors.some((group) => !group.colorBtn && !group.hideBtn && group.value.some((option) => !option.selected))) return url;
  }
  throw new Error('no product with options in /instrumenty/');
}

describe.each<Layout>(['desktop', 'mobile'])('product page, %s', (layout) => {
  it('opens from its URL, copies the code, changes a selector without reload, adds to the cart', async () => {
    const url = await productWithOptions();
    const page = await shopper(layout);
    await page.goto(url);
    const title = page.getByRole('heading', { level: 1 });
    await eventually(() => title.isVisible()).toBe(true);
    const firstTitle = await title.textContent();
    await saveShot(page, `product-${layout}`);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: /^Скопировать код товара/ }).click();
    await eventually(() => page.getByText('Скопировано').isVisible()).toBe(true);

    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    const option = page.locator('[role="group"] button[aria-pressed="false"]').filter({ hasNotText: /Таблицей|Кнопками/ }).first();
    await option.click();
    await eventually(() => page.evaluate(() => window.location.pathname)).not.toBe(url);
    await eventually(() => title.textContent()).not.toBe(firstTitle);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    const addButton = page.getByRole('button', { name: 'В корзину' }).first();
    if (await addButton.isVisible()) {
      await addButton.click();
      await eventually(() => page.getByRole('link', { name: 'В корзине' }).first().isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'В корзине' }).first().getAttribute('href')).toBe('/cart/');
    }
    await page.context().close();
  });

  it('a guest writing a review signs in first; the star filter toggles; a product URL that does not exist is the error page', async () => {
    const url = await productWithOptions();
    const page = await shopper(layout);
    await page.goto(url);
    const reviews = page.locator('#reviews');
    await eventually(() => reviews.isVisible()).toBe(true);
    await reviews.getByRole('button', { name: 'Написать отзыв' }).click();
    await eventually(() => page.getByRole('dialog').first().isVisible()).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Отзыв о товаре' }).count()).toBe(0);
    await saveShot(page, `product-review-sign-in-${layout}`);
    await page.keyboard.press('Escape');

    const level = reviews.getByRole('group', { name: 'Фильтр по оценке' }).getByRole('button').filter({ hasNot: page.locator('[disabled]') }).first();
    if ((await level.count()) > 0 && (await level.isEnabled())) {
      await level.click();
      await eventually(() => level.getAttribute('aria-pressed')).toBe('true');
      await level.click();
      await eventually(() => level.getAttribute('aria-pressed')).toBe('false');
    }

    await page.goto('/takogo-tovara-net-nikogda/');
    await eventually(() => page.getByText('Вы зашли на несуществующую страницу').isVisible()).toBe(true);
    await page.context().close();
  });
});
