import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { launchChromium, newShopper } from './browser.ts';
import type { Layout } from './browser.ts';
import { cartOf, fillCartWithPieces } from './shopper-api.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ returningBrowsers: true });
});
afterAll(async () => {
  await browser?.close();
});

const isCartCall = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

/** How many pixels of a focused control's ring its nearest clipping box cuts off, on either side. */
function ringCut(control: Element): number {
  const style = getComputedStyle(control);
  const reach = Math.max(0, Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset));
  const box = control.getBoundingClientRect();
  let clip = control.parentElement;
  while (clip && getComputedStyle(clip).overflowX === 'visible') clip = clip.parentElement;
  if (!control.matches(':focus-visible')) return -1;
  if (!clip) return 0;
  const edge = clip.getBoundingClientRect();
  return Math.max(0, box.right + reach - edge.right, edge.left - (box.left - reach));
}

async function lineQuantity(page: Page, name: string): Promise<string> {
  return page.getByLabel(`Количество: ${name}`, { exact: true }).inputValue();
}

describe.each<Layout>(['desktop', 'mobile'])('the cart, %s layout', (layout) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newShopper(browser, layout);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows what was put in the cart, with its totals', async () => {
    const products = await fillCartWithPieces(context.request, 3);
    await page.goto('/cart/');
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(3);
    await expect(page.getByRole('heading', { name: 'Корзина', exact: true }).isVisible()).resolves.toBe(true);
    for (const product of products) {
      await expect(page.getByTestId('cart-line').filter({ hasText: product.name }).count()).resolves.toBe(1);
    }
    if (layout === 'mobile') {
      await expect(page.getByRole('link', { name: /^Оформить заказ, .+ ₽$/ }).isVisible()).resolves.toBe(true);
    } else {
      await expect(page.getByRole('link', { name: 'Все заказы' }).getAttribute('href')).resolves.toBe('/order/history/');
      await expect(page.getByRole('button', { name: 'Купить в 1 клик' }).isVisible()).resolves.toBe(true);
    }
    await saveShot(page, `cart-${layout}`);

    // A line's × shows its whole focus ring, not one cut by the table's scroll box.
    const remove = page
      .getByTestId('cart-line')
      .first()
      .getByRole('button', { name: /^Удалить/ });
    await page.getByTestId('cart-line').first().getByLabel('Увеличить количество').focus();
    for (let step = 0; step < 5 && !(await remove.evaluate((button) => button === document.activeElement)); step += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await remove.evaluate(ringCut)).toBe(0);
  });

  it('changes a quantity with plus, and the change survives a reload', async () => {
    const [first] = (await cartOf(context.request)).cartPageData.products;
    if (!first) throw new Error('cart is empty');
    const totalBefore = await page.getByTestId('cart-total').first().textContent();
    const saved = page.waitForResponse(isCartCall('PATCH', /^\/api\/cart\/items\/\d+$/));
    await page.getByTestId('cart-line').filter({ hasText: first.name }).getByLabel('Увеличить количество').click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => lineQuantity(page, first.name)).toBe('2');
    await expect.poll(() => page.getByTestId('cart-total').first().textContent()).not.toBe(totalBefore);

    await page.reload();
    await expect.poll(() => lineQuantity(page, first.name)).toBe('2');
  });

  it('removes a line when minus goes below one step', async () => {
    const [first] = (await cartOf(context.request)).cartPageData.products;
    if (!first) throw new Error('cart is empty');
    const line = page.getByTestId('cart-line').filter({ hasText: first.name });
    await line.getByLabel('Уменьшить количество').click();
    await expect.poll(() => lineQuantity(page, first.name)).toBe('1');
    const removed = page.waitForResponse(isCartCall('DELETE', /^\/api\/cart\/items\/\d+$/));
    await line.getByLabel('Уменьшить количество').click();
    expect((await removed).status()).toBe(200);
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(2);
    expect((await cartOf(context.request)).countpos).toBe(2);
  });

  it('clears the cart, shows the empty state, and stays empty after a reload', async () => {
    await page.getByRole('button', { name: 'Очистить корзину' }).click();
    const confirm = page.getByRole('dialog', { name: 'Очистить корзину?' });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    const cleared = page.waitForResponse(isCartCall('DELETE', /^\/api\/cart$/));
    await confirm.getByRole('button', { name: 'Очистить', exact: true }).click();
    expect((await cleared).status()).toBe(200);
    // The toast's stripe is cut by its rounded corners like the toast, not rendered as a border round them.
    const toast = page.getByRole('status').filter({ hasText: 'Корзина очищена' });
    await expect.poll(() => toast.isVisible()).toBe(true);
    expect(await toast.evaluate((element) => getComputedStyle(element).borderLeftWidth)).toBe('0px');
    const empty = page.getByRole('heading', { name: 'Корзина пуста' });
    await expect.poll(() => empty.isVisible()).toBe(true);
    await saveShot(page, `cart-empty-${layout}`);

    await page.reload();
    await expect.poll(() => empty.isVisible()).toBe(true);
    if (layout === 'mobile') {
      await expect(page.getByText('Вы еще не выбрали ни одного товара...').isVisible()).resolves.toBe(true);
      await expect(page.getByRole('link', { name: 'Начать с главной' }).isVisible()).resolves.toBe(true);
    }
    expect((await cartOf(context.request)).countpos).toBe(0);
  });
});
