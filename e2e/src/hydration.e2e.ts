import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appStarted, launchChromium, viewports, type Layout } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { fillCartWithPieces } from './shopper-api.ts';

/**
 * The app hydrates a page the server rendered as it is. A page rendered for someone else
 * than the browser's shopper (a guest header for a signed-in buyer, no moderator controls for a
 * moderator, other cart quantities) makes React throw its hydration error and render the whole page
 * again: the shopper sees it flash and waits twice.
 */

type Account = { name: string; email?: string; password?: string };
const ACCOUNTS: Account[] = [
  { name: 'guest' },
  { name: 'buyer', email: 'demo@shop.example', password: 'demo-password' },
  { name: 'moderator', email: 'moderator@shop.example', password: 'moderator-password' },
];
const LAYOUTS: Layout[] = ['desktop', 'mobile'];

type ProductSections = { missingItem: number; reviews: { comments: unknown[] } };
type PageReply = { data: { route: string; sections: unknown } | null };

const pageData = async (path: string) =>
  ((await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(path)}`)).json()) as PageReply).data;

/** A product of the category with reviews and one without, as a shopper would reach them. */
async function productPaths(category: string): Promise<{ withReviews: string; withoutReviews: string }> {
  const listing = await pageData(category);
  const urls = [...new Set([...JSON.stringify(listing?.sections).matchAll(/"url":"(\/[^"/]+\/)"/g)].map((match) => match[1]!))];
  let withReviews: string | undefined;
  let withoutReviews: string | undefined;
  for (const url of urls) {
    const page = await pageData(url);
    if (page?.route !== 'assortment') continue;
    const sections = page.sections as ProductSections;
    if (sections.reviews.comments.length > 0) withReviews ??= url;
    else withoutReviews ??= url;
    if (withReviews && withoutReviews) return { withReviews, withoutReviews };
  }
  throw new Error(`${category} has no product with reviews and one without`);
}

const HYDRATION = /hydrat|#418|#423|#425|did not match/i;

/** Everything the page reports that says React could not hydrate the server's HTML. */
function watchHydration(page: Page): string[] {
  const found: string[] = [];
  page.on('pageerror', (error) => found.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && HYDRATION.test(message.text()))
      found.push(`${message.type()}: ${message.text()}`);
  });
  return found;
}

let browser: Browser;
let pages: Array<[name: string, path: string]>;
beforeAll(async () => {
  browser = await launchChromium();
  const products = await productPaths('/instrumenty/');
  pages = [
    ['main', '/'],
    ['category', '/instrumenty/'],
    ['product with reviews', products.withReviews],
    ['product without reviews', products.withoutReviews],
    // The tabs' grids: their cards past the first are rendered by the server, lazily by the app.
    ['related products', `${products.withReviews}related/`],
    ['analogs', `${products.withoutReviews}analogs/`],
    ['content page', '/delivery/'],
    ['cart', '/cart/'],
    // Rendered as the app's error page, with 404.
    ['unknown page', '/no-such-page-here/'],
  ];
});
afterAll(async () => {
  await browser?.close();
});

describe.each(ACCOUNTS)('pages rendered on the server for a $name', (account) => {
  // The two layouts side by side: each waits on its pages' network far more than it works.
  it.concurrent.for(LAYOUTS)('%s: the app hydrates each page with no hydration error', async (layout, { expect }) => {
    // One context per shopper and layout: the pages are visited one after another in it.
    const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' });
    if (account.email) {
      const signedIn = await context.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
      expect(signedIn.ok()).toBe(true);
      // Something in the cart: the header's count and the cards' quantities are the shopper's.
      await fillCartWithPieces(context.request, 1);
    }
    const page = await context.newPage();
    const reported = watchHydration(page);
    const errors: Record<string, string[]> = {};
    for (const [name, path] of pages) {
      // A guest comes for the first time to each page: no session, the page data alone is rendered.
      if (!account.email) await context.clearCookies();
      await page.goto(path);
      await appStarted(page);
      // The shopper's own data would arrive while the page hydrates: wait until all has.
      await page.waitForLoadState('networkidle');
      errors[name] = reported.splice(0);
    }
    expect(errors).toEqual(Object.fromEntries(pages.map(([name]) => [name, []])));
    await context.close();
  });
});

describe('a category rendered on the server', () => {
  it.each(LAYOUTS)(
    '%s: keeps the cards it rendered once the app runs, and the card a shopper had focused stays focused',
    async (layout) => {
      const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' });
      // A keyboard shopper on the first card's link before the app has started.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const link = document.querySelector<HTMLElement>('[role="listitem"] a');
          link?.focus();
          (window as unknown as { serverRenderedCard?: Element | null }).serverRenderedCard = link;
        });
      });
      const page = await context.newPage();
      await page.goto('/instrumenty/');
      await appStarted(page);
      // The list's virtualiser comes in a chunk of its own once the app runs.
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => {
          const rendered = (window as unknown as { serverRenderedCard?: Element | null }).serverRenderedCard;
          return {
            card: rendered?.closest('[role="listitem"]')?.getAttribute('aria-posinset'),
            connected: rendered?.isConnected,
            focused: rendered === document.activeElement,
          };
        }),
      ).toEqual({ card: '1', connected: true, focused: true });
      await context.close();
    },
  );
});

describe("the layout's parts hydrated once the app is ready", () => {
  const LATER_PARTS = /\/assets\/later-parts-[\w-]+\.js$/;
  const cases: Array<{ layout: Layout; account: Account; control: RegExp; opens: string | RegExp }> = [
    // A signed-in shopper's city is rendered by the server, and hydrated with the later parts.
    { layout: 'desktop', account: ACCOUNTS[1]!, control: /^Ваш город: /, opens: 'Выберите город' },
    { layout: 'mobile', account: ACCOUNTS[0]!, control: /^Каталог$/, opens: /./ },
  ];

  it.each(cases)(
    '$layout: keep their server HTML until their code comes, and a press made before then is carried out',
    async ({ layout, account, control, opens }) => {
      const context = await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU' });
      if (account.email) {
        const signedIn = await context.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
        expect(signedIn.ok()).toBe(true);
      }
      const page = await context.newPage();
      const reported = watchHydration(page);
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const askedWhenReady: boolean[] = [];
      await page.route(LATER_PARTS, async (route) => {
        askedWhenReady.push(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready')));
        await released;
        await route.continue();
      });
      await page.goto('/');
      await appStarted(page);
      // Their code is asked for once the app is ready, not with the first load.
      await expect.poll(() => askedWhenReady).toEqual([true]);
      const header = page.getByRole('banner');
      expect(await header.getByRole('combobox', { name: 'Поиск по магазину' }).isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);

      await page.getByRole('button', { name: control }).click();
      release();
      await expect.poll(() => page.getByRole('dialog', { name: opens }).isVisible()).toBe(true);
      expect(reported).toEqual([]);
      await context.close();
    },
  );
});
