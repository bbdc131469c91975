import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import type { Envelope } from '@shop/contracts/envelope.ts';
import type { OrderHistory } from '@shop/contracts/orders.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { launchChromium, viewports, type Layout, waitForAppOnNavigation } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { fillCartWithPieces } from './shopper-api.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ returningBrowsers: true });
});
afterAll(async () => {
  await browser?.close();
});

const STEPS = ['Контакты', 'Способ получения', 'Способ оплаты'] as const;

type Shopper = { context: BrowserContext; page: Page; layout: Layout; sent: Request[] };
const open: BrowserContext[] = [];
afterEach(async () => {
  for (const context of open.splice(0)) await context.close();
});

/** A fresh shopper (no cookies) with two goods in the cart; every order sent from the page is recorded. */
async function shopper(layout: Layout): Promise<Shopper> {
  // No animation: axe judges colours as they end up, not halfway through a fade.
  const context = waitForAppOnNavigation(
    await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', reducedMotion: 'reduce' }),
  );
  open.push(context);
  await fillCartWithPieces(context.request, 2);
  const page = await context.newPage();
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/orders') sent.push(request);
  });
  return { context, page, layout, sent };
}

async function shown(locator: Locator): Promise<Locator> {
  await expect.poll(() => locator.isVisible()).toBe(true);
  return locator;
}

/** The checkout dialog: 'Оформление заказа' on desktop, the step's name on mobile. */
function checkout(s: Shopper, step = 0): Locator {
  return s.page.getByRole('dialog', { name: s.layout === 'desktop' ? 'Оформление заказа' : STEPS[step] });
}

async function openCheckout(s: Shopper): Promise<Locator> {
  await s.page.goto('/cart/');
  const button =
    s.layout === 'desktop'
      ? s.page.getByRole('link', { name: 'Оформить заказ', exact: true })
      : s.page.getByRole('link', { name: /^Оформить заказ, .+ ₽$/ });
  await (await shown(button)).click();
  const dialog = await shown(checkout(s));
  await shown(dialog.getByLabel('Телефон'));
  return dialog;
}

async function next(s: Shopper, from: number): Promise<Locator> {
  await checkout(s, from).getByRole('button', { name: 'Далее' }).click();
  return shown(checkout(s, from + 1));
}

/** The address window from the address select (no saved address yet: straight to it). */
async function openAddressWindow(s: Shopper, dialog: Locator): Promise<Locator> {
  await dialog.getByRole('button', { name: /^Адрес получения/ }).click();
  return shown(s.page.getByRole('dialog', { name: 'Адрес получения' }));
}

/** Courier delivery to an address picked from the suggestions, standardised and saved. */
async function suggestedAddress(s: Shopper, dialog: Locator, shots?: string): Promise<void> {
  const window = await openAddressWindow(s, dialog);
  await window.getByRole('combobox', { name: 'Улица, дом, квартира' }).fill('Ленина 1');
  const option = await shown(window.getByRole('option').first());
  if (shots) {
    await saveShot(s.page, `${shots}-address-suggestions-${s.layout}`);
    await expectNoSeriousAxeViolations(s.page);
  }
  await option.click();
  await expect.poll(() => window.getByRole('combobox', { name: 'Улица, дом, квартира' }).inputValue()).toMatch(/^г\. .*Ленина/);
  if (shots) await saveShot(s.page, `${shots}-address-chosen-${s.layout}`);
  await window.getByRole('button', { name: 'Сохранить' }).click();
  await expect.poll(() => window.isVisible()).toBe(false);
  await shown(dialog.getByRole('button', { name: /^Адрес получения г\. .*Ленина/ }));
}

async function choosePayment(s: Shopper, dialog: Locator, label: string, shots?: string): Promise<void> {
  await dialog.getByRole('button', { name: /^Способ оплаты/ }).click();
  const picker = await shown(s.page.getByRole('dialog', { name: 'Выберите способ оплаты' }));
  if (shots) {
    await saveShot(s.page, `${shots}-payment-picker-${s.layout}`);
    await expectNoSeriousAxeViolations(s.page);
  }
  await picker.getByRole('button', { name: new RegExp(label) }).click();
  await shown(dialog.getByRole('button', { name: new RegExp(`^Способ оплаты ${label}`) }));
}

/** Phone, a suggested address and a payment method: on mobile through the three steps. */
async function fillOrder(s: Shopper, payment: string, shots?: string): Promise<Locator> {
  let dialog = await openCheckout(s);
  if (shots) {
    await saveShot(s.page, `${shots}-form-${s.layout}`);
    await expectNoSeriousAxeViolations(s.page);
  }
  await dialog.getByLabel('Телефон').fill('9125550142');
  if (s.layout === 'mobile') dialog = await next(s, 0);
  await suggestedAddress(s, dialog, shots);
  if (shots) {
    await dialog.getByRole('button', { name: /^Дата доставки/ }).click();
    await shown(s.page.getByRole('dialog', { name: 'Дата доставки' }));
    await saveShot(s.page, `${shots}-date-picker-${s.layout}`);
    await expectNoSeriousAxeViolations(s.page);
    await s.page.getByRole('dialog', { name: 'Дата доставки' }).getByRole('button', { name: 'Закрыть' }).click();
  }
  if (s.layout === 'mobile') dialog = await next(s, 1);
  await choosePayment(s, dialog, payment, shots);
  return dialog;
}

function submitButton(s: Shopper, dialog: Locator, card: boolean): Locator {
  if (s.layout === 'desktop')
    return dialog.getByRole('button', { name: card ? 'Оплатить и отправить заказ' : 'Отправить заказ', exact: true });
  return dialog.getByRole('button', { name: card ? /^Оплатить и отправить, .+ ₽$/ : /^Отправить заказ, .+ ₽$/ });
}

async function history(s: Shopper): Promise<OrderHistory['orders']> {
  const envelope = (await (await s.context.request.get('/api/orders/history')).json()) as Envelope<OrderHistory>;
  return envelope.data?.orders ?? [];
}

describe.each<Layout>(['desktop', 'mobile'])('checkout, %s', (layout) => {
  it('takes a guest to an order with courier delivery to a suggested address, and shows the confirmation', async () => {
    const s = await shopper(layout);
    const dialog = await fillOrder(s, 'Счёт на оплату', 'courier');
    const submit = submitButton(s, dialog, false);
    await saveShot(s.page, `courier-ready-${layout}`);
    await expectNoSeriousAxeViolations(s.page);
    await submit.click();
    await s.page.waitForURL(/\/o\/[A-Za-z0-9]+\//);
    const confirmation = await shown(s.page.getByRole('dialog', { name: 'Спасибо за заказ!' }));
    await shown(confirmation.getByRole('link', { name: 'Счет на оплату' }));
    await saveShot(s.page, `courier-confirmation-${layout}`);
    await expectNoSeriousAxeViolations(s.page);
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0]?.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    const [order] = await history(s);
    expect(order?.address).toMatch(/Ленина/);
    // Back from the order: the cart is empty, on its own entry (on the phone, past the steps of the closed checkout).
    await s.page.goBack();
    await shown(s.page.getByRole('heading', { name: 'Корзина пуста' }));
    await expect.poll(() => s.page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr ?? null)).toBeNull();
  });

  it('picks a pickup point (on the map on desktop) and reads pickup as free', async () => {
    const s = await shopper(layout);
    let dialog = await openCheckout(s);
    await dialog.getByLabel('Телефон').fill('9125550143');
    if (layout === 'mobile') dialog = await next(s, 0);
    const window = await openAddressWindow(s, dialog);
    if (layout === 'desktop') {
      await pickOnMap(s, window);
      // The window was on delivery: a pickup marker switched it to pickup.
      await expect.poll(() => window.getByRole('radio', { name: 'Самовывоз' }).isChecked()).toBe(true);
    } else {
      await window.getByRole('radio', { name: 'Самовывоз' }).check({ force: true });
      const points = await shown(window.getByRole('list', { name: 'Пункты выдачи' }));
      await (await shown(points.getByRole('button').first())).click();
    }
    await expect.poll(() => window.getByRole('button', { pressed: true }).count()).toBe(1);
    await saveShot(s.page, `pickup-window-${layout}`);
    await expectNoSeriousAxeViolations(s.page);
    await window.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => window.isVisible()).toBe(false);
    await shown(dialog.getByRole('button', { name: /^Дата получения/ }));
    await expect(dialog.getByRole('button', { name: /^Дата получения/ }).isDisabled()).resolves.toBe(true);
    if (layout === 'mobile') dialog = await next(s, 1);
    await dialog.getByText('Детали заказа').click();
    await shown(dialog.getByText('Самовывоз — бесплатно'));
    await saveShot(s.page, `pickup-details-${layout}`);
    // The cart's totals follow the choice: pickup is free there too.
    await s.page.reload();
    await shown(s.page.getByText('Самовывоз — бесплатно'));
  });

  it('buys as a legal entity: the INN is looked up and the company goes with the order', async () => {
    const s = await shopper(layout);
    let dialog = await openCheckout(s);
    await dialog.getByLabel('Телефон').fill('9125550144');
    await dialog.getByRole('checkbox', { name: 'Оформить на юрлицо или ИП' }).click();
    const inn = dialog.getByLabel('ИНН юрлица или ИП');
    await inn.fill('77070');
    await shown(dialog.getByTestId('inn-company').getByText('Уточним юрлицо по телефону'));
    await shown(dialog.getByRole('img', { name: 'ИНН — 10 или 12 цифр' }));
    await inn.fill('7707083893');
    await shown(dialog.getByTestId('inn-company').getByText('ПАО Сбербанк'));
    await saveShot(s.page, `legal-entity-${layout}`);
    await expectNoSeriousAxeViolations(s.page);
    if (layout === 'mobile') dialog = await next(s, 0);
    await suggestedAddress(s, dialog);
    if (layout === 'mobile') dialog = await next(s, 1);
    await choosePayment(s, dialog, 'Счёт на оплату');
    await submitButton(s, dialog, false).click();
    await s.page.waitForURL(/\/o\/[A-Za-z0-9]+\//);
    expect(s.sent[0]?.postDataJSON()).toMatchObject({
      personType: 1,
      innIp: '7707083893',
      legalName: 'Публичное акционерное общество «Сбербанк России»',
    });
  });

  it('pays by card on the demo payment page and comes back to the paid order', async () => {
    const s = await shopper(layout);
    const dialog = await fillOrder(s, 'Картой онлайн');
    await submitButton(s, dialog, true).click();
    await s.page.waitForURL(/\/demo-pay\//);
    await saveShot(s.page, `card-pay-page-${layout}`);
    await s.page.getByRole('button', { name: 'Оплатить', exact: true }).click();
    await s.page.waitForURL(/\/o\/[A-Za-z0-9]+\//);
    await shown(s.page.getByText('Заказ оплачен'));
    await saveShot(s.page, `card-paid-order-${layout}`);
    expect(s.sent).toHaveLength(1);
  });

  it('marks missing fields, says so on the button, and clears the marks after 7 seconds', async () => {
    const s = await shopper(layout);
    let dialog = await openCheckout(s);
    let phone = dialog.getByLabel('Телефон');
    // Before the press that marks the fields: the marks come after it, however long the page takes.
    const marked = Date.now();
    if (layout === 'desktop') {
      await submitButton(s, dialog, false).click();
      await shown(dialog.getByRole('button', { name: 'Не заполнены некоторые поля' }));
      await shown(dialog.getByText('Выберите, куда доставить заказ'));
      await shown(dialog.getByText('Выберите, как оплатить заказ'));
    } else {
      await phone.fill('91255');
      await dialog.getByRole('button', { name: 'Далее' }).click();
      await shown(dialog.getByText('Укажите телефон: не меньше 10 цифр'));
    }
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    await s.page.waitForTimeout(Math.max(0, marked + 5000 - Date.now()));
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBeNull();
    expect(Date.now() - marked).toBeGreaterThanOrEqual(6500);
    if (layout === 'desktop') await shown(submitButton(s, dialog, false));
    // The marked form looked at and checked, on marks of their own: the checks take seconds of the 7.
    if (layout === 'desktop') await submitButton(s, dialog, false).click();
    else await dialog.getByRole('button', { name: 'Далее' }).click();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    await saveShot(s.page, `field-errors-${layout}`);
    await expectNoSeriousAxeViolations(s.page);
    // A mark also goes as soon as the field is edited.
    if (layout === 'mobile') {
      await dialog.getByRole('button', { name: 'Далее' }).click();
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
      await phone.press('End');
      await phone.press('5');
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBeNull();
    } else {
      dialog = checkout(s);
      phone = dialog.getByLabel('Телефон');
      // Still marked from the look above, or marked again by this press.
      await dialog.getByRole('button', { name: /^(Отправить заказ|Не заполнены некоторые поля)$/ }).click();
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
      await phone.fill('9');
      await expect.poll(() => phone.getAttribute('aria-invalid')).toBeNull();
    }
  });

  it('keeps the draft over a reload: what was typed and what was chosen', async () => {
    const s = await shopper(layout);
    let dialog = await openCheckout(s);
    await dialog.getByLabel('Телефон').fill('9125550');
    await dialog.getByRole('checkbox', { name: 'Оформить на юрлицо или ИП' }).click();
    await dialog.getByLabel('ИНН юрлица или ИП').fill('770708');
    if (layout === 'mobile') {
      await dialog.getByLabel('Телефон').fill('9125550145');
      dialog = await next(s, 0);
    }
    await suggestedAddress(s, dialog);
    await s.page.waitForTimeout(800);
    await s.page.reload();
    dialog = await openCheckout(s);
    await expect(dialog.getByLabel('ИНН юрлица или ИП').inputValue()).resolves.toBe('770708');
    await expect(dialog.getByLabel('Телефон').inputValue()).resolves.toBe(layout === 'mobile' ? '(912) 555-01-45' : '(912) 555-0');
    if (layout === 'mobile') dialog = await next(s, 0);
    await shown(dialog.getByRole('button', { name: /^Адрес получения г\. .*Ленина/ }));
    await saveShot(s.page, `draft-after-reload-${layout}`);
    if (layout === 'mobile') {
      // §2: the phone's Back goes a step back, and from the first step closes checkout over the cart.
      await next(s, 1);
      await s.page.goBack();
      await shown(checkout(s, 1).getByRole('button', { name: /^Адрес получения г\. .*Ленина/ }));
      await saveShot(s.page, 'back-a-step-mobile', { fullPage: false });
      await s.page.goBack();
      await shown(checkout(s, 0).getByLabel('Телефон'));
      await s.page.goBack();
      await expect.poll(() => s.page.getByRole('dialog').count()).toBe(0);
      await shown(s.page.getByRole('heading', { name: 'Корзина', exact: true }));
      expect(new URL(s.page.url()).pathname).toBe('/cart/');
    }
  });

  it('sends one order for a double click', async () => {
    const s = await shopper(layout);
    const before = (await history(s)).length;
    const dialog = await fillOrder(s, 'Счёт на оплату');
    await submitButton(s, dialog, false).dblclick();
    await s.page.waitForURL(/\/o\/[A-Za-z0-9]+\//);
    await shown(s.page.getByRole('dialog', { name: 'Спасибо за заказ!' }));
    expect((await history(s)).length).toBe(before + 1);
    const keys = new Set(s.sent.map((request) => request.headers()['idempotency-key']));
    expect(keys.size).toBe(1);
  });

  it('lists saved addresses with their kind, edits one, and changes the city from the cities panel', async () => {
    const s = await shopper(layout);
    const api = s.context.request;
    const standard = (await (
      await api.post('/api/address/standardize', { data: { data: 'Ленина 5', sysCityId: 1001 } })
    ).json()) as Envelope<{ phrase: string }>;
    const points = (await (await api.get('/api/cities/1/points')).json()) as Envelope<{ points: Array<{ id: number }> }>;
    const phrase = standard.data?.phrase;
    const point = points.data?.points[0];
    if (!phrase || !point) throw new Error('the demo shop has no address or point to save');
    await api.post('/api/user/addresses', { data: { address: phrase, cityId: 1, deliveryType: 0 } });
    await api.post('/api/user/addresses', { data: { cityId: 1, pointId: point.id, deliveryType: 3 } });

    let dialog = await openCheckout(s);
    if (layout === 'mobile') {
      await dialog.getByLabel('Телефон').fill('9125550147');
      dialog = await next(s, 0);
    }
    await dialog.getByRole('button', { name: /^Адрес получения/ }).click();
    const picker = await shown(s.page.getByRole('dialog', { name: 'Адреса получения' }));
    await expect.poll(() => picker.getByTestId('saved-address').count()).toBe(2);
    await shown(picker.getByLabel('Пункт выдачи', { exact: true }));
    await shown(picker.getByLabel('Доставка курьером', { exact: true }));
    await saveShot(s.page, `saved-addresses-${layout}`);
    await expectNoSeriousAxeViolations(s.page);
    if (layout === 'desktop') {
      await picker.getByRole('button', { name: `Изменить или удалить: ${phrase}` }).click();
      await shown(picker.getByRole('button', { name: 'Удалить', exact: true }));
      await saveShot(s.page, `saved-address-menu-${layout}`);
      await expectNoSeriousAxeViolations(s.page);
      await picker.getByRole('button', { name: 'Изменить', exact: true }).click();
    } else {
      await shown(picker.getByRole('button', { name: `Удалить адрес: ${phrase}` }));
      await picker.getByRole('button', { name: `Изменить адрес: ${phrase}` }).click();
    }
    const window = await shown(s.page.getByRole('dialog', { name: 'Адрес получения' }));
    await expect.poll(() => window.getByRole('combobox', { name: 'Улица, дом, квартира' }).inputValue()).toBe(phrase);

    await window.getByRole('button', { name: 'Город: Москва, выбрать другой' }).click();
    const cities = layout === 'desktop' ? window : await shown(s.page.getByRole('dialog', { name: 'Выберите город' }));
    await shown(cities.getByTestId('cities-list').getByRole('button').first());
    await expect(cities.getByTestId('cities-list').getByRole('button').count()).resolves.toBe(30);
    await saveShot(s.page, `cities-${layout}`);
    await expectNoSeriousAxeViolations(s.page);
    await cities.getByRole('searchbox', { name: 'Поиск города' }).fill('КАЗ');
    await cities.getByRole('button', { name: /^Казань/ }).click();
    await shown(window.getByRole('button', { name: 'Город: Казань, выбрать другой' }));
    // §4: the new city clears the address chosen in the old one.
    await expect(window.getByRole('combobox', { name: 'Улица, дом, квартира' }).inputValue()).resolves.toBe('');
  });

  it('shows the delivery debug data to the staff account', async () => {
    const s = await shopper(layout);
    const login = await s.context.request.post('/api/auth/login', { data: { email: 'debug@shop.example', password: 'debug-password' } });
    expect(login.ok()).toBe(true);
    await fillCartWithPieces(s.context.request, 1);
    let dialog = await openCheckout(s);
    if (layout === 'mobile') {
      await dialog.getByLabel('Телефон').fill('9125550146');
      dialog = await next(s, 0);
      await suggestedAddress(s, dialog);
      dialog = await next(s, 1);
    }
    await dialog.getByText('Показать данные для отладки').click();
    await shown(dialog.getByTestId('checkout-debug').getByText('orderingDataHash'));
    await saveShot(s.page, `staff-debug-${layout}`);
    await expectNoSeriousAxeViolations(s.page);
  });
});

describe('checkout, what loads when', () => {
  it('keeps the map out of the cart’s first load and loads it with the address window', async () => {
    const s = await shopper('desktop');
    const scripts: string[] = [];
    s.page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    const dialog = await openCheckout(s);
    const beforeMap = [...scripts];
    // '_leaflet_id' is Leaflet's own property on every map object: a chunk with it carries Leaflet.
    for (const url of beforeMap) expect(await (await fetch(url)).text()).not.toContain('_leaflet_id');
    await openAddressWindow(s, dialog);
    await shown(s.page.locator('.leaflet-container'));
    const mapScripts = scripts.slice(beforeMap.length);
    const texts = await Promise.all(mapScripts.map(async (url) => (await fetch(url)).text()));
    expect(texts.some((text) => text.includes('_leaflet_id'))).toBe(true);
  });
});

/**
 * Chooses a pickup point by its marker: clusters are opened (the map zooms in) until a single
 * point shows right of the window's panel, then that marker is clicked.
 */
async function pickOnMap(s: Shopper, window: Locator): Promise<void> {
  await shown(window.locator('.leaflet-container'));
  await saveShot(s.page, `map-window-desktop`);
  await expectNoSeriousAxeViolations(s.page);
  const panel = await window.locator('fieldset').first().boundingBox();
  const map = await window.locator('.leaflet-container').boundingBox();
  if (!panel || !map) throw new Error('the address window has no panel or map');
  const clear = (box: { x: number; y: number; width: number; height: number } | null) =>
    box !== null &&
    box.x > panel.x + 360 &&
    box.x + box.width < map.x + map.width - 60 &&
    box.y > map.y + 80 &&
    box.y + box.height < map.y + map.height - 30;
  for (let attempt = 0; attempt < 6; attempt += 1) {
    await expect.poll(() => window.locator('.leaflet-marker-icon').count()).toBeGreaterThan(0);
    await s.page.waitForTimeout(1200);
    const markers = window.locator('.leaflet-marker-icon[title^="Пункт выдачи: "]');
    for (let index = 0; index < (await markers.count()); index += 1) {
      const marker = markers.nth(index);
      if (clear(await marker.boundingBox())) {
        await marker.click();
        return;
      }
    }
    const clusters = window.locator('span[title^="Пункты выдачи рядом"]');
    let opened = false;
    for (let index = 0; index < (await clusters.count()); index += 1) {
      const cluster = clusters.nth(index);
      if (clear(await cluster.boundingBox())) {
        await cluster.click();
        opened = true;
        break;
      }
    }
    if (!opened) throw new Error('no pickup point or cluster in sight on the map');
  }
  throw new Error('no single pickup point after opening the clusters');
}
