import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { OrderSendReply } from '@shop/contracts/orders.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { launchChromium, viewports, type Layout, waitForAppOnNavigation } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { placeOrder } from './shopper-api.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ returningBrowsers: true });
});
afterAll(async () => {
  await browser?.close();
});

describe.each<Layout>(['desktop', 'mobile'])('orders, %s', (layout) => {
  let context: BrowserContext;
  let page: Page;
  let invoiceOrder: OrderSendReply;
  let cardOrder: OrderSendReply;

  beforeAll(async () => {
    context = waitForAppOnNavigation(await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', reducedMotion: 'reduce' }));
    // Records what the page shares, so the mobile invoice share can be checked in a headless browser.
    await context.addInitScript(() => {
      const shared: unknown[] = [];
      Object.assign(window, { __shared: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (payload: unknown) => (shared.push(payload), Promise.resolve()),
      });
    });
    // Layout shifts of each page load, for the history's first sight.
    await context.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('opens the order page after checkout, clears ?resetCart and pays by invoice', async () => {
    invoiceOrder = await placeOrder(context.request, 4);
    await page.goto(`/o/${invoiceOrder.orderCode}/?resetCart=1`);
    const title = page.getByRole('heading', { level: 1, name: `Заказ ${invoiceOrder.invoiceNumber}` });
    await expect.poll(() => title.isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByTestId('order-position').count()).toBe(2);
    await expect(page.getByRole('link', { name: 'Все заказы' }).first().getAttribute('href')).resolves.toBe('/order/history/');
    // The page starts where the header's logo does.
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    expect((await title.boundingBox())?.x).toBe(logo?.x);
    await saveShot(page, `order-${layout}`);
    await expectNoSeriousAxeViolations(page);

    if (layout === 'desktop') {
      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Оплатить заказ' }).click();
      const invoice = await popup;
      await invoice.waitForLoadState();
      expect(invoice.url()).toContain(`/api/orders/${invoiceOrder.orderCode}/invoice`);
      await expect(invoice.content()).resolves.toContain(invoiceOrder.invoiceNumber);
      await invoice.close();
    } else {
      await page.getByRole('button', { name: /^Оплатить, .+ ₽$/ }).click();
      const shared = await page.evaluate(() => (window as unknown as { __shared: Array<{ url: string }> }).__shared);
      expect(shared.map((entry) => entry.url)).toEqual([expect.stringContaining(`/api/orders/${invoiceOrder.orderCode}/invoice`)]);
    }
  });

  it('pays by card on the demo payment page and comes back to the paid order with its confirmation', async () => {
    cardOrder = await placeOrder(context.request, 1);
    await page.goto(`/o/${cardOrder.orderCode}/`);
    const pay =
      layout === 'desktop' ? page.getByRole('button', { name: 'Оплатить заказ' }) : page.getByRole('button', { name: /^Оплатить, .+ ₽$/ });
    await expect.poll(() => pay.isVisible()).toBe(true);
    // A payment cancelled on the provider's page comes back to the order, which says it is not paid.
    await pay.click();
    await page.waitForURL(/\/demo-pay\//);
    await page.getByRole('button', { name: 'Отменить', exact: true }).click();
    await page.waitForURL(new RegExp(`/o/${cardOrder.orderCode}/`));
    await expect.poll(() => page.getByText('Заказ не оплачен').isVisible()).toBe(true);
    await saveShot(page, `order-unpaid-${layout}`, { fullPage: false });
    await pay.click();
    await page.waitForURL(/\/demo-pay\//);
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await page.waitForURL(new RegExp(`/o/${cardOrder.orderCode}/`));
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Заказ оплачен').isVisible()).toBe(true);
    await expect(page.getByText('Заказ не оплачен').count()).resolves.toBe(0);
    await saveShot(page, `order-confirmation-${layout}`);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Закрыть' }).last().click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect(pay.isVisible()).resolves.toBe(false);
  });

  it('shows both orders in the history; a comment edited in place survives a reload', async () => {
    await page.goto('/order/history/');
    await expect.poll(() => page.getByTestId('history-order').count()).toBeGreaterThanOrEqual(2);
    // The shopper, the guest's note and the list come in one render: nothing on the screen moves.
    await expect.poll(() => page.getByRole('note').first().isVisible()).toBe(true);
    const shifted = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.1);
    for (const order of [invoiceOrder, cardOrder]) {
      await expect(page.getByRole('link', { name: new RegExp(`${order.invoiceNumber}$`) }).getAttribute('href')).resolves.toBe(
        `/o/${order.orderCode}/`,
      );
    }
    const label = `Комментарий к заказу ${invoiceOrder.invoiceNumber}`;
    await page.getByRole('button', { name: label }).click();
    const field = page.getByRole('textbox', { name: label });
    await field.fill(`Позвонить заранее, ${layout}`);
    const sends: string[] = [];
    const counted = (request: { method: () => string; url: () => string }) => {
      if (request.method() === 'PUT' && request.url().includes('/comment')) sends.push(request.url());
    };
    page.on('request', counted);
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && response.url().includes('/comment'));
    await field.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect.poll(() => page.getByRole('button', { name: label }).textContent()).toBe(`${label}: Позвонить заранее, ${layout}`);
    // Sent once: not again when the field the save disabled lost focus.
    expect(sends).toHaveLength(1);
    page.off('request', counted);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: label }).textContent()).toBe(`${label}: Позвонить заранее, ${layout}`);
    // The settings show the city by its name, not by the pin the narrow header has room for.
    const city = page.getByRole('region', { name: 'Настройки' }).getByRole('button', { name: /^Ваш город: / });
    const cityName = /^Ваш город: (.+)\. Изменить$/.exec((await city.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    expect(cityName).not.toBe('');
    expect((await city.getByText(cityName, { exact: true }).boundingBox())?.width).toBeGreaterThan(20);
    await saveShot(page, `history-${layout}`);
    await expectNoSeriousAxeViolations(page);
    if (layout === 'mobile') {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
    }
  });

  it('removes an order from the history', async () => {
    const remove = page.getByRole('button', { name: `Удалить заказ ${cardOrder.invoiceNumber}` });
    const before = await page.getByTestId('history-order').count();
    await remove.click();
    const confirm = page.getByRole('dialog', { name: `Удалить заказ ${cardOrder.invoiceNumber}?` });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await saveShot(page, `history-remove-confirm-${layout}`);
    await confirm.getByRole('button', { name: 'Удалить', exact: true }).click();
    await expect.poll(() => page.getByTestId('history-order').count()).toBe(before - 1);
    await page.reload();
    await expect.poll(() => page.getByTestId('history-order').count()).toBe(before - 1);
    await expect(remove.count()).resolves.toBe(0);
  });

  it('says «Заказ не найден» for an unknown code, the confirmation of an unknown code is not found, and shows the confirmation page', async () => {
    await page.goto('/o/ZZZZ00000000/');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Заказ не найден' }).isVisible()).toBe(true);
    // An unknown code's confirmation is not found, at its own address: no thanks for an order there is not.
    const unknown = await page.goto('/confirmation/abc/');
    expect(unknown?.status()).toBe(404);
    await expect.poll(() => page.getByText('Вы зашли на несуществующую страницу').isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/confirmation/abc/');
    expect(await page.getByText('Спасибо за заказ!').count()).toBe(0);
    await page.goto('/confirmation/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await saveShot(page, `confirmation-${layout}`);
    await expectNoSeriousAxeViolations(page);
  });
});
