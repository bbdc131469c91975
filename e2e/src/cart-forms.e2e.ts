import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { E2E_PORT, baseURL } from './shop-address.ts';
import { cartOf } from './shopper-api.ts';

/**
 * The cart's plain HTML forms and the search form in a browser that runs no JavaScript: the
 * browser posts them itself (its own Origin, Sec-Fetch headers and cookies) to the BFF and is sent
 * back. The page holding the forms is the test's, served at the shop's origin with the strictest
 * referrer policy, under which the browser's Origin for its own form is `null`.
 */

const FORMS_PAGE = '/forms-test/';

let browser: Browser;
let context: BrowserContext;
let page: Page;

type Fields = Record<string, string>;

const field = ([name, value]: [string, string]) => `<input type="hidden" name="${name}" value="${value}">`;
const form = (action: string, fields: Fields, button: string, method = 'post') =>
  `<form method="${method}" action="${action}">${Object.entries(fields).map(field).join('')}<button>${button}</button></form>`;

let formsHtml = '';

function serveFormsPage(route: Route) {
  return route.fulfill({
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'referrer-policy': 'no-referrer' },
    body: `<!doctype html><html lang="ru"><title>Формы</title><h1>Страница с формами</h1>${formsHtml}</html>`,
  });
}

const pathOf = (address: string | URL) => {
  const url = new URL(address);
  return url.pathname + url.search;
};

/** Shows a page with this form, presses its button and waits until the browser has left the page. */
async function submit(action: string, fields: Fields, button: string) {
  formsHtml = form(action, fields, button);
  await page.goto(FORMS_PAGE);
  await Promise.all([
    page.waitForURL((address) => pathOf(address) !== FORMS_PAGE, { waitUntil: 'domcontentloaded' }),
    page.getByRole('button', { name: button }).click(),
  ]);
}

async function firstAvailableAssortment(): Promise<number> {
  const probe = await browser.newContext({ baseURL });
  try {
    for (let assortmentId = 1; assortmentId < 200; assortmentId += 1) {
      if ((await probe.request.post('/api/cart/items', { data: { assortmentId, quantity: 1 } })).ok()) return assortmentId;
    }
    throw new Error('no available assortment');
  } finally {
    await probe.close();
  }
}

beforeAll(async () => {
  browser = await launchChromium();
  context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'ru-RU' });
  // Only the page itself: the pages a form sends the browser back to (`?added`…) are the shop's.
  await context.route((url) => pathOf(url) === FORMS_PAGE, serveFormsPage);
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('the cart without JavaScript', () => {
  let assortmentId = 0;

  it('a guest adds by a form and lands back on the page, the line in a new session', async () => {
    assortmentId = await firstAvailableAssortment();
    await submit(
      '/api/cart/items',
      { assortmentId: String(assortmentId), quantity: '2', colorId: '', back: `${FORMS_PAGE}?added` },
      'В корзину',
    );
    expect(pathOf(page.url())).toBe(`${FORMS_PAGE}?added`);
    const [line] = (await cartOf(context.request)).cartPageData.products;
    expect(line).toMatchObject({ assortment: { id: assortmentId }, quantity: 2 });
  });

  it('sets the quantity and removes the line by forms', async () => {
    const [line] = (await cartOf(context.request)).cartPageData.products;
    const fields = { _method: 'PATCH', quantity: '3', multism: String(line?.multism.id), back: `${FORMS_PAGE}?saved` };
    await submit(`/api/cart/items/${assortmentId}`, fields, 'Сохранить');
    expect(pathOf(page.url())).toBe(`${FORMS_PAGE}?saved`);
    expect((await cartOf(context.request)).cartPageData.products[0]?.quantity).toBe(3);

    await submit(`/api/cart/items/${assortmentId}`, { _method: 'DELETE', back: `${FORMS_PAGE}?removed` }, 'Удалить');
    expect(pathOf(page.url())).toBe(`${FORMS_PAGE}?removed`);
    expect((await cartOf(context.request)).cartPageData.products).toEqual([]);
  });

  it('shows bad input as a page in Russian whose link leads back', async () => {
    await submit('/api/cart/items', { assortmentId: String(assortmentId), quantity: '-1', back: `${FORMS_PAGE}?back` }, 'В корзину');
    expect(pathOf(page.url())).toBe('/api/cart/items');
    await expect(page.getByRole('heading', { name: 'Не получилось' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Количество должно быть не меньше 0,01').isVisible()).resolves.toBe(true);
    await Promise.all([
      page.waitForURL((address) => pathOf(address) === `${FORMS_PAGE}?back`, { waitUntil: 'domcontentloaded' }),
      page.getByRole('link', { name: 'Вернуться' }).click(),
    ]);
    expect((await cartOf(context.request)).cartPageData.products).toEqual([]);
  });

  it('refuses a form on another site that posts to the shop', async () => {
    await submit('/api/cart/items', { assortmentId: String(assortmentId), back: `${FORMS_PAGE}?added` }, 'В корзину');
    expect((await cartOf(context.request)).cartPageData.products).toHaveLength(1);

    // localhost and 127.0.0.1 are different sites to the browser.
    const elsewhere = `http://localhost:${E2E_PORT}/elsewhere/`;
    await context.route(elsewhere, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body: `<!doctype html><html lang="ru">${form(`${baseURL}/api/cart`, { _method: 'DELETE', back: '/' }, 'Очистить')}</html>`,
      }),
    );
    await page.goto(elsewhere);
    await Promise.all([
      page.waitForURL(`${baseURL}/api/cart`, { waitUntil: 'domcontentloaded' }),
      page.getByRole('button', { name: 'Очистить' }).click(),
    ]);
    await expect(page.getByText('Запрос с другого сайта отклонён').isVisible()).resolves.toBe(true);
    expect((await cartOf(context.request)).cartPageData.products).toHaveLength(1);
  });
});

describe('search without JavaScript', () => {
  it('the search form takes the browser to the results page', async () => {
    const expected = await context.request.get(`/api/search/short-url?q=${encodeURIComponent('дрель')}`, {
      headers: { accept: 'application/json' },
    });
    const { url } = ((await expected.json()) as { data: { url: string } }).data;
    formsHtml =
      '<form method="get" action="/api/search/short-url"><input name="q" aria-label="Поиск" value="дрель"><button>Найти</button></form>';
    await page.goto(FORMS_PAGE);
    await Promise.all([
      page.waitForURL((address) => address.pathname !== FORMS_PAGE, { waitUntil: 'domcontentloaded' }),
      page.getByRole('button', { name: 'Найти' }).click(),
    ]);
    const landed = new URL(page.url());
    expect(landed.origin).toBe(baseURL);
    expect(landed.pathname + landed.search).toBe(url);
  });
});
