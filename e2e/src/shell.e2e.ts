import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PageData } from '@shop/contracts/page.ts';
import { launchChromium, newShopper } from './browser.ts';
import type { Layout } from './browser.ts';
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

describe('the shop from outside', () => {
  it('serves pages as HTML, an unknown one with 404 and its error page, and the envelope for unknown API paths', async () => {
    const cart = await fetch(`${baseURL}/cart/`, { headers: { accept: 'text/html' } });
    expect(cart.status).toBe(200);
    expect(await cart.text()).toContain('<div id="root">');
    // What curl sends: no Accept at all.
    const unknown = await fetch(`${baseURL}/some/deep/path/`, { headers: { accept: '' } });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('text/html');
    expect(await unknown.text()).toContain('Что-то не так');
    const head = await fetch(`${baseURL}/instrumenty/`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    const get = await fetch(`${baseURL}/instrumenty/`, { headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(get.headers.get('content-length'));
    expect(Number(head.headers.get('content-length'))).toBe((await get.arrayBuffer()).byteLength);
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

  it.each(['desktop', 'mobile'] as const)('shows the error page for a path the shop does not know (%s)', async (layout) => {
    const context = await newShopper(browser, layout);
    const page = await context.newPage();
    await page.goto('/no-such-page-here/');
    await expect.poll(() => page.getByText('Что-то не так').isVisible()).toBe(true);
    await expect(page.getByText('Вы зашли на несуществующую страницу').isVisible()).resolves.toBe(true);
    await saveShot(page, `error-page-${layout}`);
    await context.close();
  });

  it('opens the checkout panel from ?openPanel and removes the parameter', async () => {
    const context = await newShopper(browser, 'mobile');
    await fillCartWithPieces(context.request, 1);
    const page = await context.newPage();
    await page.goto('/cart/?openPanel=1');
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await saveShot(page, 'checkout-panel-mobile');
    await context.close();
  });

  it('picks the phone layout for a narrow browser new to the shop, keeps it, and switches on request', async () => {
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

const webDist = fileURLToPath(new URL('../../apps/web/dist/assets/', import.meta.url));

describe('the browser bundle', () => {
  // Strings zod's classes are built with; minifying keeps them, so any zod in a chunk shows.
  const signatures = ['$ZodError', '$ZodType', 'ZodError'];

  it('ships no zod: the web imports contracts as types and zod-free modules only', () => {
    const zodCore = readFileSync(
      createRequire(new URL('../../packages/contracts/package.json', import.meta.url))
        .resolve('zod/v4/core')
        .replace(/index\.c?js$/, 'errors.js'),
      'utf8',
    );
    expect(zodCore).toContain('$ZodError');
    const chunks = readdirSync(webDist).filter((name) => name.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(3);
    const withZod = chunks.filter((name) => {
      const code = readFileSync(webDist + name, 'utf8');
      return signatures.some((signature) => code.includes(signature));
    });
    expect(withZod).toEqual([]);
  });

  it("leaves MSW's worker out: the shop serves no worker that would answer its API with mocks", async () => {
    expect(existsSync(new URL('../../apps/web/dist/mockServiceWorker.js', import.meta.url))).toBe(false);
    expect((await fetch(`${baseURL}/mockServiceWorker.js`)).status).toBe(404);
  });
});

const pageReply = (data: PageData) => JSON.stringify({ status: 'OK', data, messages: [] });

async function pageData(path: string): Promise<PageData> {
  const reply = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(path)}`)).json()) as { data: PageData };
  return reply.data;
}

/** The shop with one page answered as given: for route types the demo upstream does not serve yet. */
async function openWithPage(layout: Layout, path: string, data: PageData): Promise<Page> {
  const context = await newShopper(browser, layout);
  const page = await context.newPage();
  await page.route('**/api/page?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: pageReply(data) }));
  // The server would render the demo shop's own page at the address: the browser gets the bare
  // shell (the built index.html, as the server sends for what it does not render) and renders the
  // given page data itself.
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      return route.fulfill({ response: await route.fetch({ url: new URL('/index.html', route.request().url()).href }) });
    },
  );
  await page.goto(path);
  return page;
}

// Screens are lazy chunks behind a page fetch; a machine shared by many builds needs more than a second.
const slow = { timeout: 20_000 };

describe('screens by route type', () => {
  it.each(['desktop', 'mobile'] as const)('main -> catalogue -> product -> cart, from the demo shop (%s)', async (layout) => {
    const main = await pageData('/');
    if (main.route !== 'main') throw new Error(`main page is ${main.route}`);
    const category = main.sections.categories[0]!;
    const listing = await pageData(category.path);
    if (listing.route !== 'catalog' || !('listing' in listing.sections)) throw new Error(`${category.path} is not a listing`);
    const first = listing.sections.products[0]!;
    const context = await newShopper(browser, layout);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.locator('[data-screen="main"]').isVisible(), slow).toBe(true);
    await page.goto(category.path);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), slow).toBe(category.name);
    await saveShot(page, `catalogue-${layout}`);

    const link = page.getByRole('link', { name: first.name }).first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname, slow).toBe(new URL(href, baseURL).pathname);
    // The address changes at the press; the category stays on screen until the product's data and
    // code have come.
    const heading = page.getByRole('heading', { level: 1 }).first();
    await expect.poll(() => heading.textContent(), slow).not.toBe(category.name);
    const name = (await heading.textContent()) ?? '';
    expect(name).not.toBe('');
    await expect.poll(() => page.title(), slow).toContain(name);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '', baseURL).pathname).toBe(new URL(page.url()).pathname);
    await saveShot(page, `product-${layout}`);
    await context.close();
  });

  it.each(['desktop', 'mobile'] as const)('message: title, HTML text, button and trace (%s)', async (layout) => {
    const base = await pageData('/cart/');
    const page = await openWithPage(layout, '/message/payment/', {
      ...base,
      route: 'message',
      seo: { ...base.seo, seo_title: 'Оплата не прошла' },
      sections: {
        title: 'Оплата не прошла',
        text: '<p>Банк отклонил платёж. <b>Деньги не списаны.</b> Попробуйте ещё раз или выберите другой способ оплаты.</p>',
        button: { label: 'Вернуться в корзину', url: '/cart/' },
        footer: '<p>Вопросы: <a href="tel:+78001234567">8 800 123-45-67</a></p>',
        errorTrace: 'PAY-4011: card declined by the issuer',
      },
    });
    await expect.poll(() => page.getByRole('heading', { name: 'Оплата не прошла' }).isVisible(), slow).toBe(true);
    // The server's HTML shows once the sanitiser has loaded, after the title.
    await expect.poll(() => page.getByText('Деньги не списаны.').isVisible(), slow).toBe(true);
    await expect(page.getByText('PAY-4011: card declined by the issuer').isVisible()).resolves.toBe(true);
    await saveShot(page, `message-${layout}`);
    await page.getByRole('link', { name: 'Вернуться в корзину' }).click();
    await expect.poll(() => new URL(page.url()).pathname, slow).toBe('/cart/');
    await page.context().close();
  });

  it.each(['desktop', 'mobile'] as const)('content page: title and sanitised HTML (%s)', async (layout) => {
    const base = await pageData('/cart/');
    const page = await openWithPage(layout, '/legal/', {
      ...base,
      route: 'page',
      seo: { ...base.seo, seo_title: 'Правовая информация' },
      sections: {
        kind: 'content',
        title: 'Правовая информация',
        html: '<p>Продавец: ООО «Мастерок».</p><h2>Возврат</h2><p>Товар надлежащего качества можно вернуть в течение 7 дней.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
      },
    });
    await expect.poll(() => page.getByRole('heading', { name: 'Правовая информация', level: 1 }).isVisible(), slow).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Возврат' }).isVisible(), slow).toBe(true);
    expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
    await saveShot(page, `content-${layout}`);
    await page.context().close();
  });

  it('full list of categories from the demo shop', async () => {
    const context = await newShopper(browser, 'desktop');
    const page = await context.newPage();
    await page.goto('/categories/');
    await expect.poll(() => page.getByRole('heading', { name: 'Все категории', level: 1 }).isVisible(), slow).toBe(true);
    await expect.poll(() => page.getByRole('link').count(), slow).toBeGreaterThan(10);
    await context.close();
  });
});
