import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { PageData } from '@shop/contracts/page.ts';
import type { PageWidget } from '@shop/contracts/widgets.ts';
import { launchChromium, newShopper, viewports, waitForAppOnNavigation, type Layout } from './browser.ts';
import { baseURL, E2E_UPSTREAM_PORT } from './shop-address.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ returningBrowsers: true });
});
afterAll(async () => {
  await browser?.close();
});

const phones: Record<Layout, string> = { desktop: '79165550171', mobile: '79165550172' };

/** Signs the context's shopper in with a one-time code from the demo shop's outbox. */
async function signIn(context: BrowserContext, phone: string) {
  const pretty = `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
  await context.request.post('/api/auth/code', { data: { phone: pretty, email: null } });
  const outbox = await (await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/dev/outbox/`)).text();
  const code = new RegExp(`${phone.slice(1)}\\D+?(\\d{6})`).exec(outbox)?.[1];
  expect(code).toBeDefined();
  expect((await context.request.post('/api/auth/code/check', { data: { code, phone } })).ok()).toBe(true);
}

/** The header's cart link with its count ('Корзина' and the count are two parts of its name). */
const cartLink = (page: Page, count: number) =>
  page
    .getByRole('link', { name: new RegExp(`^Корзина\\s*, товаров: ${count}$`) })
    .filter({ visible: true })
    .first();

describe.each<Layout>(['desktop', 'mobile'])('tabs in step, %s', (layout) => {
  it('a product added in one tab counts in the header of the other, and signing out in one signs the other out', async () => {
    const context = await newShopper(browser, layout);
    await signIn(context, phones[layout]);
    const [here, there] = [await context.newPage(), await context.newPage()];
    await here.goto('/instrumenty/');
    await there.goto('/');
    await expect.poll(() => cartLink(there, 0).isVisible()).toBe(true);

    const add = here.getByRole('list', { name: 'Товары' }).getByRole('button', { name: 'В корзину' }).first();
    const clicked = Date.now();
    await add.click();
    await expect.poll(() => cartLink(here, 1).isVisible()).toBe(true);
    const shownHere = Date.now() - clicked;
    await expect.poll(() => cartLink(there, 1).isVisible()).toBe(true);
    // The other tab's lag after this one, for the record: a second is the aim on a quiet machine.
    console.info(`tabs in step, ${layout}: the cart count reached the other tab ${Date.now() - clicked - shownHere} ms after this one`);

    const guest = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Гость Войти' });
    await here.getByRole('banner').getByRole('button', { name: 'Выйти' }).click();
    await expect.poll(() => guest(there).isVisible()).toBe(true);
    await expect.poll(() => cartLink(there, 0).isVisible()).toBe(true);
    await saveShot(there, `tabs-signed-out-elsewhere-${layout}`, { fullPage: false });
    await context.close();
  });
});

/** The sides of the product pictures a page asked for: /p/{id}.png is 400 px, /p/{id}-{view}.png 520. */
function pictureSides(page: Page): number[] {
  const sides: number[] = [];
  page.on('request', (request) => {
    const file = /\/api\/img\/p\/(\d+)(?:-(\d+))?(?:-(\d+))?\.png$/.exec(new URL(request.url()).pathname);
    if (file) sides.push(file[3] ? Number(file[3]) : file[2] ? 520 : 400);
  });
  return sides;
}

/** The screens' code a page loaded besides the listing's own: what a prefetch brings ahead of a click. */
function otherScreens(page: Page): Set<string> {
  const files = new Set<string>();
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (request.resourceType() === 'script' && /-screen-/.test(file) && !file.startsWith('catalogue-screen-')) files.add(file);
  });
  return files;
}

/** A shopper whose phone saves data: the Save-Data header on every request and navigator.connection saying so. */
async function savingShopper(layout: Layout): Promise<BrowserContext> {
  const context = waitForAppOnNavigation(
    await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', extraHTTPHeaders: { 'save-data': 'on' } }),
  );
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
  });
  return context;
}

async function billboardDelayMs(): Promise<number> {
  const reply = (await (await fetch(`${baseURL}/api/page?path=%2F`)).json()) as { data: PageData };
  for (const entry of reply.data.widgets as PageWidget[]) {
    const widget = entry.widgetData;
    if (widget.widgetTypeName === 'billboard') return widget.autoplayDelay * 1000;
  }
  throw new Error('no billboard on the main page');
}

describe('a phone saving data', () => {
  it('keeps the billboard until turned, gets smaller pictures, rendered so by the server, and no prefetched code', async () => {
    const saving = await savingShopper('mobile');
    const plain = await newShopper(browser, 'mobile');
    const [saver, control] = [await saving.newPage(), await plain.newPage()];
    const sides = { saver: pictureSides(saver), control: pictureSides(control) };
    const prefetched = { saver: otherScreens(saver), control: otherScreens(control) };

    // The billboard's own turn, its delay run on the page's clock: the control turns, the saver stays.
    const delay = await billboardDelayMs();
    const shown = (page: Page) => page.locator('[data-widget="billboard"] button[aria-current="true"]').getAttribute('aria-label');
    for (const page of [saver, control]) {
      await page.clock.install();
      await page.goto('/');
      await page.locator('[data-widget="billboard"]').waitFor();
    }
    const before = { saver: await shown(saver), control: await shown(control) };
    for (const page of [saver, control]) await page.clock.runFor(delay + 1000);
    await expect.poll(() => shown(control)).not.toBe(before.control);
    expect(await shown(saver)).toBe(before.saver);
    await saver.getByRole('button', { name: 'Следующий слайд' }).click();
    await expect.poll(() => shown(saver)).not.toBe(before.saver);

    sides.saver.length = 0;
    sides.control.length = 0;
    prefetched.saver.clear();
    prefetched.control.clear();
    const rendered = await saver.goto('/instrumenty/');
    expect(await rendered?.text()).toMatch(/\/api\/img\/p\/\d+-1-200\.png/);
    await control.goto('/instrumenty/');
    await expect.poll(() => sides.control.length).toBeGreaterThan(0);
    await expect.poll(() => sides.saver.length).toBeGreaterThan(0);
    expect(Math.max(...sides.control)).toBe(400);
    expect(Math.max(...sides.saver)).toBe(200);
    await saveShot(saver, 'saver-listing-mobile', { fullPage: false });

    // Links in view and hovered: the control tab loads other screens' code ahead, the saving one none.
    for (const page of [saver, control]) await page.locator('a[href^="/"]').filter({ visible: true }).nth(3).hover();
    await expect.poll(() => prefetched.control.size, { timeout: 15_000 }).toBeGreaterThan(0);
    expect([...prefetched.saver]).toEqual([]);
    await saving.close();
    await plain.close();
  });
});
