import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { PageData } from '@shop/contracts/page.ts';
import type { PageWidget } from '@shop/contracts/widgets.ts';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { launchChromium, newShopper } from './browser.ts';
import type { Layout } from './browser.ts';
import { baseURL, E2E_UPSTREAM_PORT } from './shop-address.ts';
import { saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ returningBrowsers: true });
});
afterAll(async () => {
  await browser?.close();
});

const LAYOUTS: Layout[] = ['desktop', 'mobile'];
/** The widget types the demo shop's main page has in each layout (its seed leaves the carousel off phones). */
const MAIN_WIDGETS: Record<Layout, string[]> = {
  desktop: ['billboard', 'tabloid', 'carousel', 'palisade', 'classified'],
  mobile: ['billboard', 'tabloid', 'palisade', 'classified'],
};

async function openPage(layout: Layout, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await newShopper(browser, layout);
  const page = await context.newPage();
  await page.goto(path);
  return { page, close: () => context.close() };
}

const expectAccessible = (page: Page) => expectNoSeriousAxeViolations(page);

/** A product of the main page, to subscribe to its price. */
async function someAssortmentId(): Promise<number> {
  const reply = (await (await fetch(`${baseURL}/api/page?path=%2F`)).json()) as { data: PageData };
  for (const entry of reply.data.widgets as PageWidget[]) {
    const widget = entry.widgetData;
    if ('defaultProducts' in widget && widget.defaultProducts[0]) return widget.defaultProducts[0].assortmentId;
  }
  throw new Error('no product on the main page');
}

/** A price subscription's cancel link from the demo shop's outbox: a message page. */
async function unsubscribePath(): Promise<string> {
  const email = `watcher.${Date.now()}@example.ru`;
  const response = await fetch(`${baseURL}/api/notifications/price-change`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ assortmentId: await someAssortmentId(), email }),
  });
  expect(response.status).toBe(200);
  const outbox = await (await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/dev/outbox/`)).text();
  const link = /href="(http[^"]+\/unsubscribe\/[0-9a-f]{48}\/)"/.exec(outbox)?.[1];
  if (!link) throw new Error('no cancel link in the outbox');
  // The letter's link leads to this shop, on the port it runs on.
  expect(new URL(link).port).toBe(new URL(baseURL).port);
  return new URL(link).pathname;
}

describe.each(LAYOUTS)('main page, %s', (layout) => {
  it('shows each widget type, the billboard picture first and eager', async () => {
    const { page, close } = await openPage(layout, '/');
    const billboard = page.locator('[data-widget="billboard"]');
    await billboard.waitFor();
    for (const type of MAIN_WIDGETS[layout]) await page.locator(`[data-widget="${type}"]`).first().waitFor();
    const first = billboard.locator('img').first();
    expect(await first.getAttribute('fetchpriority')).toBe('high');
    expect(await first.getAttribute('loading')).toBe('eager');
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await saveShot(page, `main-${layout}-full`);
    const fold = shotPath(`main-${layout}-fold`);
    if (fold) await page.screenshot({ path: fold });
    await expectAccessible(page);
    await close();
  });

  it('wraps the billboard around at both ends', async () => {
    const { page, close } = await openPage(layout, '/');
    const dots = page.locator('[data-widget="billboard"] [aria-current]');
    const shown = () => page.locator('[data-widget="billboard"] button[aria-current="true"]').getAttribute('aria-label');
    await page.locator('[data-widget="billboard"]').waitFor();
    const firstLabel = await shown();
    await page.getByRole('button', { name: 'Предыдущий слайд' }).click();
    const count = await page.locator('[data-widget="billboard"] [aria-roledescription="слайд"]').count();
    await expect.poll(shown).toMatch(new RegExp(`^Слайд ${count}:`));
    await page.getByRole('button', { name: 'Следующий слайд' }).click();
    await expect.poll(shown).toBe(firstLabel);
    expect(await dots.count()).toBeGreaterThan(0);
    await close();
  });

  it('opens a legal page with its title and text', async () => {
    const { page, close } = await openPage(layout, '/legal/');
    await page.locator('[data-screen="content-page"] h1').waitFor();
    expect((await page.locator('[data-screen="content-page"] h1').textContent())?.trim()).not.toBe('');
    expect(await page.locator('[data-screen="content-page"] article p').count()).toBeGreaterThan(0);
    await saveShot(page, `content-${layout}`);
    await expectAccessible(page);
    await close();
  });

  it('opens a message page with its button', async () => {
    const path = await unsubscribePath();
    const { page, close } = await openPage(layout, path);
    await page.locator('[data-screen="message"] h1').waitFor();
    // Done, not a warning: the unsubscribe is confirmed with a check mark.
    expect(await page.locator('[data-screen="message"] [data-tone]').textContent()).toBe('✓');
    const button = page.getByRole('link', { name: 'Вернуться к товару' });
    expect(await button.isVisible()).toBe(true);
    expect(await button.getAttribute('href')).toMatch(/^\/.+\/$/);
    if (layout === 'desktop') await page.locator('[data-testid="message-widgets"] [data-widget]').first().waitFor();
    else expect(await page.locator('[data-testid="message-widgets"]').count()).toBe(0);
    await saveShot(page, `message-${layout}`);
    await expectAccessible(page);
    await close();
  });
});

describe('main page, desktop only', () => {
  it('recentres the carousel on a pressed neighbour and toggles a palisade tab', async () => {
    const { page, close } = await openPage('desktop', '/');
    const carousel = page.locator('[data-widget="carousel"]');
    await carousel.waitFor();
    const neighbour = carousel.locator('[data-offset="1"] button');
    const name = (await neighbour.getAttribute('aria-label'))?.replace(/^Показать: /, '');
    await neighbour.click();
    await expect.poll(() => carousel.locator('[data-offset="0"]').textContent()).toContain(name ?? '');

    const tab = page.locator('[data-widget="palisade"] button[aria-pressed]').first();
    await tab.waitFor();
    expect(await tab.getAttribute('aria-pressed')).toBe('false');
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-pressed')).toBe('true');
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-pressed')).toBe('false');
    await close();
  });
});

function shotPath(name: string): string | undefined {
  const folder = process.env.E2E_SHOTS;
  return folder ? `${folder}/${name}.png` : undefined;
}
