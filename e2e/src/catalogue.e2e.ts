import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { launchChromium, newShopper, waitForAppOnNavigation } from './browser.ts';
import type { Layout } from './browser.ts';
import { saveElementShot, saveShot } from './shots.ts';
import { E2E_UPSTREAM_PORT, baseURL } from './shop-address.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ returningBrowsers: true });
});
afterAll(async () => {
  await browser.close();
});

async function open(layout: Layout, path: string): Promise<Page> {
  const context = await newShopper(browser, layout);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const list = (page: Page) => page.getByRole('list', { name: 'Товары' });
const loaded = async (page: Page) => Number(await list(page).getAttribute('data-loaded'));
/** The page the pagination marks as current: the page the screen has rendered, not just the address. */
const renderedPage = (page: Page) => page.getByRole('navigation', { name: 'Страницы' }).locator('[aria-current="page"]').textContent();

/** Cards by their position in the listing, read while scrolling the whole list through. */
async function cardsByPosition(page: Page): Promise<Map<number, string>> {
  const seen = new Map<number, string>();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
    const items = await page.$$eval('[role="listitem"][aria-posinset]', (nodes) =>
      nodes.map((node) => [Number(node.getAttribute('aria-posinset')), node.querySelector('a')?.getAttribute('href') ?? ''] as const),
    );
    for (const [position, href] of items) seen.set(position, href);
  }
  return seen;
}

/** Signs the shopper of this page in with a one-time code from the demo shop's outbox. */
async function signIn(page: Page, phone: string) {
  const api = page.context().request;
  const pretty = `+7 (${phone.slice(1, 4)}) ${phone.slice(4, 7)}-${phone.slice(7, 9)}-${phone.slice(9)}`;
  await api.post('/api/auth/code', { data: { phone: pretty, email: null } });
  const outbox = await (await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/dev/outbox/`)).text();
  const code = new RegExp(`${phone}\\D+(\\d{6})`).exec(outbox)?.[1];
  expect(code).toBeDefined();
  expect((await api.post('/api/auth/code/check', { data: { code, phone } })).ok()).toBe(true);
}

/** How many lines an element's last text (a button's label after its icon) takes on the screen. */
const textLines = (element: Locator) =>
  element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node.lastChild ?? node);
    return range.getClientRects().length;
  });

function expectNoRepeats(cards: Map<number, string>) {
  const hrefs = [...cards.values()];
  expect(new Set(hrefs).size).toBe(hrefs.length);
}

describe('catalogue list, desktop', () => {
  it('reverses the current sort and starts another field ascending', async () => {
    const page = await open('desktop', '/instrumenty/');
    const sort = page.getByRole('group', { name: 'Сортировка' });
    await expect.poll(() => sort.getByRole('button', { pressed: true }).textContent()).toContain('По популярности');
    await sort.getByRole('button', { name: 'По цене' }).click();
    await page.waitForURL(/sort_field=price&sort_dir=asc/);
    await expect.poll(() => sort.getByRole('button', { name: 'По цене, по возрастанию' }).count()).toBe(1);
    await sort.getByRole('button', { name: 'По цене, по возрастанию' }).click();
    await page.waitForURL(/sort_field=price&sort_dir=desc/);
    await sort.getByRole('button', { name: 'По популярности' }).click();
    await page.waitForURL((url) => !url.search.includes('sort_field=price'));
    await expect.poll(() => loaded(page)).toBe(40);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, 'catalogue-desktop-sorted');
    await page.context().close();
  });

  it("'Показать ещё' adds the next page below and the URL follows; pagination and Ctrl keys move between pages", async () => {
    const page = await open('desktop', '/instrumenty/');
    await expect.poll(() => loaded(page)).toBe(40);
    // The page hot keys come with the listing's progressively hydrated parts, after its first rows.
    await page.waitForLoadState('networkidle');
    // A key pressed while the page of the one before loads is not lost: Ctrl+Right then Ctrl+Left stays on page 1.
    let releasePage2 = () => {};
    const page2Held = new Promise<void>((resolve) => {
      releasePage2 = resolve;
    });
    let page2Seen = () => {};
    const page2Asked = new Promise<void>((asked) => {
      page2Seen = asked;
    });
    // Installed before the key is pressed: a request sent while the route was still being set up
    // would pass unheld and unseen.
    await page.route(/\/api\/page\?path=%2Finstrumenty%2Fpage-2%2F/, async (route) => {
      page2Seen();
      await page2Held;
      // The app may have given the request up meanwhile.
      await route.continue().catch(() => {});
    });
    // Answered, or given up by the app once Ctrl+Left has asked for page 1 instead.
    const page2Answered = new Promise<void>((settled) => {
      const onPage2 = (request: { url(): string }) => {
        if (request.url().includes('page-2')) settled();
      };
      page.on('requestfinished', onPage2);
      page.on('requestfailed', onPage2);
    });
    await page.keyboard.press('Control+ArrowRight');
    await page2Asked;
    await page.keyboard.press('Control+ArrowLeft');
    releasePage2();
    await page2Answered;
    await expect.poll(() => renderedPage(page)).toBe('1');
    expect(new URL(page.url()).pathname).toBe('/instrumenty/');
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Показать ещё 40' }).click();
    await expect.poll(() => loaded(page)).toBe(80);
    expectNoRepeats(await cardsByPosition(page));
    await page.waitForURL(/\/instrumenty\/page-2\/$/);
    await expect.poll(() => list(page).count()).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForURL(/\/instrumenty\/$/);
    // Let the URL settle on the page read before the keys move to another.
    await page.waitForTimeout(500);

    await page.keyboard.press('Control+ArrowRight');
    await page.waitForURL(/\/instrumenty\/page-2\/$/);
    // The next key may come before page 2 is rendered: it counts from the page asked for.
    await page.keyboard.press('Control+ArrowDown');
    await page.waitForURL(/\/instrumenty\/page-6\/$/);
    await expect.poll(() => renderedPage(page)).toBe('6');
    await expect.poll(() => page.getByRole('button', { name: 'Показать предыдущие' }).count()).toBe(1);
    await page.keyboard.press('Control+ArrowLeft');
    await page.waitForURL(/\/instrumenty\/page-5\/$/);
    await expect.poll(() => renderedPage(page)).toBe('5');
    await page.keyboard.press('Control+ArrowUp');
    await page.waitForURL(/\/instrumenty\/$/);
    await expect.poll(() => renderedPage(page)).toBe('1');
    await page.context().close();
  });

  it("scrolls through 'Показать ещё' to page 5 without a card twice, the URL following the page read", async () => {
    const page = await open('desktop', '/instrumenty/');
    await expect.poll(() => loaded(page)).toBe(40);
    for (let pages = 2; pages <= 5; pages += 1) {
      await page.getByRole('button', { name: /^Показать ещё/ }).click();
      await expect.poll(() => loaded(page)).toBe(pages * 40);
    }
    expectNoRepeats(await cardsByPosition(page));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForURL(/\/instrumenty\/page-5\/$/);
    await page.context().close();
  });

  it('a page past the end goes to the last page', async () => {
    const page = await open('desktop', '/instrumenty/page-40/');
    await page.waitForURL(/\/instrumenty\/page-6\/$/);
    await page.context().close();
  });

  it('switches the view to a list and keeps it for the next listing', async () => {
    const page = await open('desktop', '/dreli/');
    await page.getByRole('button', { name: 'Списком' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Списком', pressed: true }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, 'catalogue-desktop-detail');
    await page.goto('/perforatory/');
    await expect.poll(() => page.getByRole('button', { name: 'Списком', pressed: true }).count()).toBe(1);
    await page.context().close();
  });
});

describe('catalogue list, mobile', () => {
  it('loads on while scrolling to page 5 without showing a card twice', async () => {
    const page = await open('mobile', '/instrumenty/');
    await expect.poll(() => loaded(page)).toBe(20);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, 'catalogue-mobile-category');
    for (let step = 0; step < 60 && (await loaded(page)) < 100; step += 1) {
      await page.mouse.wheel(0, 1500);
      await page.waitForTimeout(150);
    }
    expect(await loaded(page)).toBeGreaterThanOrEqual(100);
    await page.waitForURL(/\/instrumenty\/page-[4-6]\/$/);
    expectNoRepeats(await cardsByPosition(page));
    await page.context().close();
  });

  it('the sort button flips the popularity direction; its label stays on one line', async () => {
    const page = await open('mobile', '/dreli/');
    expect(await textLines(page.getByRole('button', { name: 'Сначала популярные' }))).toBe(1);
    await page.getByRole('button', { name: 'Сначала популярные' }).click();
    await page.waitForURL(/sort_field=pop&sort_dir=asc/);
    await expect.poll(() => page.getByRole('button', { name: 'Сначала непопулярные' }).count()).toBe(1);
    expect(await textLines(page.getByRole('button', { name: 'Сначала непопулярные' }))).toBe(1);
    await page.context().close();
  });
});

describe('empty states', () => {
  for (const layout of ['desktop', 'mobile'] as const) {
    it(`says what to do when a list is empty (${layout})`, async () => {
      const page = await open(layout, '/search/qqqzzz/');
      await expect.poll(() => page.getByRole('heading', { name: 'Такого не нашли' }).count()).toBe(1);
      expect(await page.getByText('Попробуйте изменить или упростить запрос').count()).toBe(1);
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `catalogue-${layout}-empty-search`);
      await page.goto('/favorites/');
      await expect.poll(() => page.getByRole('heading', { name: 'Список пуст' }).count()).toBe(1);
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `catalogue-${layout}-empty-list`);
      await page.goto('/dreli/f10:1/f11:4/f1:340/');
      await expect.poll(() => page.getByRole('heading', { name: 'Слишком жестко' }).count()).toBe(1);
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `catalogue-${layout}-empty-filtered`);
      await page.getByRole('region', { name: 'Слишком жестко' }).getByRole('link', { name: 'Сбросить фильтры' }).click();
      await page.waitForURL(/\/dreli\/$/);
      await expect.poll(() => loaded(page)).toBeGreaterThan(0);
      await page.context().close();
    });
  }
});

describe('favourites', () => {
  for (const [layout, phone] of [
    ['desktop', '79125550177'],
    ['mobile', '79125550178'],
  ] as const) {
    it(`a guest is asked to sign in; a signed-in shopper keeps the product (${layout})`, async () => {
      const page = await open(layout, '/dreli/');
      const calls: string[] = [];
      page.on('request', (request) => request.url().includes('/api/favorites/') && calls.push(request.url()));
      await expect.poll(() => loaded(page)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'В избранное' }).first().click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Вход' }).count()).toBe(1);
      expect(calls).toEqual([]);
      await page.keyboard.press('Escape');

      await signIn(page, phone);
      await page.goto('/dreli/');
      await expect.poll(() => loaded(page)).toBeGreaterThan(0);
      const first = list(page).getByRole('listitem').first();
      const href = await first.locator('a').first().getAttribute('href');
      const saved = page.waitForResponse((response) => response.url().includes('/api/favorites/') && response.request().method() !== 'GET');
      await first.getByRole('button', { name: 'В избранное' }).click();
      await expect.poll(() => first.getByRole('button', { name: 'В избранном' }).count()).toBe(1);
      // The call names the product (the card), not the variety it shows.
      expect(calls.at(-1)).toMatch(/\/api\/favorites\/products\/\d+$/);
      // The button turns at once; the shop has saved it when its answer is back. Leaving before
      // that would race the favourites page's rendering against the call.
      expect((await saved).ok()).toBe(true);
      await page.goto('/favorites/');
      await expect.poll(() => loaded(page)).toBe(1);
      expect(await list(page).getByRole('listitem').first().locator('a').first().getAttribute('href')).toBe(href);
      await page.context().close();
    }, 120_000);
  }
});

describe('filters', () => {
  it('desktop: quick filters, tabs and dropdowns go to the filtered URL; one dropdown open, at most 450 px; reset goes back', async () => {
    const page = await open('desktop', '/dreli/');
    await expect.poll(() => loaded(page)).toBe(26);
    await page.getByRole('button', { name: 'Бренд' }).click();
    await page.getByRole('button', { name: 'Мощность' }).click();
    expect(await page.locator('aside [aria-expanded="true"]').count()).toBe(1);
    const power = page.getByRole('list', { name: 'Мощность' });
    expect(await power.evaluate((list) => getComputedStyle(list).maxHeight)).toBe('450px');
    await page.getByRole('button', { name: 'Бренд' }).click();
    await page.getByRole('checkbox', { name: /Гранит/ }).click();
    await page.waitForURL(/\/dreli\/f1:342\/$/);
    await expect.poll(() => loaded(page)).toBe(1);
    await page.getByRole('button', { name: 'Мощность' }).click();
    // Values that would leave nothing are shown, and cannot be chosen.
    await expect
      .poll(() => page.getByRole('list', { name: 'Мощность' }).getByRole('checkbox', { disabled: true }).count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('list', { name: 'Мощность' }).getByRole('checkbox', { disabled: false }).count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, 'catalogue-desktop-filtered');
    await page.getByRole('link', { name: 'Сбросить фильтры' }).first().click();
    await page.waitForURL(/\/dreli\/$/);

    await page
      .getByRole('group', { name: /^Быстрые фильтры/ })
      .getByRole('button', { name: 'Для дачи' })
      .click();
    await page.waitForURL(/\/dreli\/target:\d+\/$/);
    await page.getByRole('group', { name: 'Тип' }).getByRole('button', { name: 'ударная', exact: true }).click();
    await page.waitForURL(/\/dreli\/f10:1\/target:\d+\/$/);
    await expect
      .poll(() => page.getByRole('group', { name: 'Тип' }).getByRole('button', { name: 'ударная', exact: true, pressed: true }).count())
      .toBe(1);
    await page.context().close();
  });

  it('mobile: the modal counts the choice, applies it to the URL and a cold open shows the same choice', async () => {
    const page = await open('mobile', '/dreli/');
    await page.getByRole('button', { name: 'Фильтры' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByText('Все фильтры').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.getByText('Закрыть', { exact: true }).count()).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page, { include: '[role="dialog"]' });
    await dialog.getByRole('button', { name: /^Бренд/ }).click();
    await dialog.getByRole('checkbox', { name: /Вектор/ }).check();
    await expect.poll(() => dialog.getByRole('button', { name: 'Показать 2 товара' }).count()).toBe(1);
    await saveShot(page, 'catalogue-mobile-filters');
    await dialog.getByRole('button', { name: 'Показать 2 товара' }).click();
    await page.waitForURL(/\/dreli\/f1:340\/$/);
    await expect.poll(() => loaded(page)).toBe(2);

    await page.goto('/dreli/f1:340/');
    await page.getByRole('button', { name: /Фильтры/ }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('Вектор').count()).toBe(1);
    // The choice is the one applied: the button counts it still, as the listing does.
    await expect.poll(() => page.getByRole('dialog').getByRole('button', { name: 'Показать 2 товара' }).count()).toBe(1);
    await page.getByRole('dialog').getByRole('button', { name: 'Сбросить' }).click();
    await page.waitForURL(/\/dreli\/$/);
    await page.context().close();
  });

  it('a broken filter, price or page segment shows the listing that can be read', async () => {
    const page = await open('desktop', '/dreli/f99:zz/');
    await page.waitForURL(/\/dreli\/$/);
    await expect.poll(() => loaded(page)).toBeGreaterThan(0);
    await page.goto('/dreli/f1:340/price:9,1/page-abc/');
    await page.waitForURL(/\/dreli\/f1:340\/$/);
    await expect.poll(() => loaded(page)).toBe(2);
    await page.context().close();
  });
});

describe('a long list stays light', () => {
  it('keeps the DOM bounded after 600 products are loaded', async () => {
    const pages = 15;
    const page = await open('desktop', '/instrumenty/');
    await expect.poll(() => loaded(page)).toBe(40);
    // The demo shop has no listing this long: every next page is the real page 2 with fresh ids.
    await page.route('**/api/catalog/products?**', async (route) => {
      const asked = new URL(route.request().url());
      const pageNumber = Number(/page-(\d+)/.exec(asked.searchParams.get('path') ?? '')?.[1] ?? 2);
      asked.searchParams.set('path', '/instrumenty/page-2/');
      const reply = await route.fetch({ url: asked.href });
      const body = (await reply.json()) as {
        data: { products: Array<{ id: number; url: string }>; productsParams: { total: number }; pagination: Record<string, unknown> };
      };
      body.data.products = body.data.products.map((card) => ({
        ...card,
        id: card.id + pageNumber * 100_000,
        url: `${card.url}?n=${pageNumber}`,
      }));
      body.data.productsParams.total = pages * 40;
      Object.assign(body.data.pagination, {
        page: pageNumber,
        totalPages: pages,
        nextPageUrl: pageNumber < pages ? `/instrumenty/page-${pageNumber + 1}/` : null,
      });
      await route.fulfill({ response: reply, json: body });
    });
    for (let step = 1; step < pages; step += 1) {
      const before = await loaded(page);
      await page.getByRole('button', { name: /^Показать ещё/ }).click();
      await expect.poll(() => loaded(page)).toBeGreaterThan(before);
    }
    expect(await loaded(page)).toBe(pages * 40);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    // The rows at the middle of the list are rendered: the list follows the scroll.
    const renderedNearMiddle = () =>
      page.$$eval('[role="listitem"][aria-posinset]', (items) =>
        items.some((item) => Math.abs(Number(item.getAttribute('aria-posinset')) - 300) < 60),
      );
    await expect.poll(renderedNearMiddle).toBe(true);
    const nodes = await page.evaluate(() => document.querySelectorAll('*').length);
    console.log(`DOM elements with ${pages * 40} products loaded: ${nodes}`);
    // The first page's 40 cards stay in the DOM (the server renders them whole); of the other 560
    // only the rows near the screen are there (all of them would be over 20 000 elements).
    expect(nodes).toBeLessThan(3500);
    await page.context().close();
  }, 240_000);
});

describe('search', () => {
  for (const layout of ['desktop', 'mobile'] as const) {
    it(`hints while typing, then the results page of the term (${layout})`, async () => {
      const page = await open(layout, '/');
      const search = page.getByRole('combobox', { name: 'Поиск по магазину' });
      await search.fill('дрель');
      const results = page.getByRole('region', { name: 'Результаты поиска' });
      await expect.poll(() => results.getByRole('link', { name: 'Дрели' }).count()).toBe(1);
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `catalogue-${layout}-search-hints`);
      await results.getByRole('button', { name: /^Все результаты/ }).click();
      await page.waitForURL(/\/search\/%D0%B4%D1%80%D0%B5%D0%BB%D1%8C\/$/);
      await expect.poll(() => loaded(page)).toBeGreaterThan(0);
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `catalogue-${layout}-search-results`);
      await page.context().close();
    });
  }

  it('an empty search opens the results of the default term', async () => {
    const page = await open('mobile', '/');
    const search = page.getByPlaceholder('Найти товары');
    await search.press('Enter');
    await page.waitForURL(/\/search\/%D0%9F%D0%BE%D0%B8%D1%81%D0%BA\/$/);
    const desktop = await open('desktop', '/');
    await desktop.getByRole('combobox', { name: 'Поиск по магазину' }).press('Enter');
    await desktop.waitForURL(/\/search\/%D0%9F%D0%BE%D0%B8%D1%81%D0%BA\/$/);
    await page.context().close();
    await desktop.context().close();
  });
});

describe('catalogue menu', () => {
  it('desktop: sections as tabs with their groups, every brand, and the section left active stays active', async () => {
    const page = await open('desktop', '/');
    const button = page.getByRole('banner').getByRole('button', { name: 'Каталог' });
    await button.click();
    const menu = page.getByRole('region', { name: 'Каталог товаров' });
    await expect.poll(() => menu.getByRole('tab', { name: 'Инструменты', selected: true }).count()).toBe(1);
    await menu.getByRole('tab', { name: 'Электрика' }).hover();
    await expect.poll(() => menu.getByRole('tab', { name: 'Электрика', selected: true }).count()).toBe(1);
    await expect.poll(() => menu.getByRole('link', { name: 'Силовой кабель' }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, 'catalogue-desktop-menu');
    await menu.getByRole('tab', { name: 'Бренды' }).click();
    await expect.poll(() => menu.getByRole('link', { name: 'Гранит' }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, 'catalogue-desktop-menu-brands');
    await menu.getByRole('tab', { name: 'Электрика' }).click();
    await menu.getByRole('link', { name: 'Силовой кабель' }).click();
    await page.waitForURL(/\/silovoj-kabel\/$/);
    await expect.poll(() => menu.count()).toBe(0);

    // Another visit of the same shopper opens on the section chosen.
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: 'Каталог' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Каталог товаров' }).getByRole('tab', { name: 'Электрика', selected: true }).count())
      .toBe(1);
    await page.context().close();
  });

  it('mobile: level by level from the bottom bar', async () => {
    const page = await open('mobile', '/');
    await page.getByRole('navigation').getByRole('button', { name: 'Каталог' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('dialog', { name: 'Каталог' })
          .getByRole('button', { name: /^Сантехника/ })
          .count(),
      )
      .toBe(1);
    await expectNoSeriousAxeViolations(page, { include: '[role="dialog"]' });
    await saveShot(page, 'catalogue-mobile-menu');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Сантехника/ })
      .click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Сантехника' }).count()).toBe(1);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Смесители/ })
      .click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Смесители' }).count()).toBe(1);
    await saveShot(page, 'catalogue-mobile-menu-level');
    await page.getByRole('dialog').getByRole('link', { name: 'Смесители для кухни' }).click();
    await page.waitForURL(/\/smesiteli-dlya-kukhni\/$/);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => loaded(page)).toBeGreaterThan(0);
    await page.context().close();
  });
});

describe('full lists', () => {
  for (const layout of ['desktop', 'mobile'] as const) {
    it(`categories and brands by letter (${layout})`, async () => {
      const page = await open(layout, '/categories/');
      await expect.poll(() => page.getByRole('heading', { name: 'Все категории', level: 1 }).count()).toBe(1);
      await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Дрели' }).count()).toBe(1);
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `catalogue-${layout}-categories`);
      await page.goto('/brands/');
      await expect.poll(() => page.getByRole('heading', { name: 'Все бренды', level: 1 }).count()).toBe(1);
      const letters = page.getByRole('group', { name: 'Первая буква' });
      await letters.getByRole('button', { name: 'С', exact: true }).click();
      await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Самоделкин' }).count()).toBe(1);
      expect(await page.getByRole('main').getByRole('link', { name: 'Гранит' }).count()).toBe(0);
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `catalogue-${layout}-brands`);
      await page.getByRole('main').getByRole('link', { name: 'Самоделкин' }).click();
      await page.waitForURL(/\/brands\/[a-z-]+\/$/);
      await expect.poll(() => loaded(page)).toBeGreaterThan(0);
      await page.context().close();
    });
  }

  it('desktop: four columns of categories from 991 px to the widest window, collapsed at 990 px', async () => {
    const context = waitForAppOnNavigation(await browser.newContext({ viewport: { width: 991, height: 800 }, baseURL, locale: 'ru-RU' }));
    await context.addInitScript(() => window.localStorage.setItem('site-version', 'desktop'));
    const page = await context.newPage();
    const columns = () => page.locator('[data-layout="columns"]').evaluate((element) => getComputedStyle(element).columnCount);
    for (const width of [991, 1024, 1374, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/categories/');
      await expect.poll(columns).toBe('4');
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
      if (width === 1024) {
        await saveShot(page, 'catalogue-desktop-1024-categories', { fullPage: false });
        await expectNoSeriousAxeViolations(page);
      }
    }
    await page.setViewportSize({ width: 990, height: 800 });
    await expect.poll(() => page.locator('[data-layout="collapsed"]').count()).toBe(1);
    await context.close();
  });

  it('desktop: alphabet tabs, and one column of letters at 990 px or less', async () => {
    const context = waitForAppOnNavigation(await browser.newContext({ viewport: { width: 990, height: 800 }, baseURL, locale: 'ru-RU' }));
    await context.addInitScript(() => window.localStorage.setItem('site-version', 'desktop'));
    const page = await context.newPage();
    await page.goto('/brands/');
    await page.getByRole('tab', { name: 'A–Z' }).click();
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Granit' }).count()).toBe(1);
    expect(await page.locator('[data-layout="collapsed"]').count()).toBe(1);
    await saveShot(page, 'catalogue-desktop-990-brands');
    await page.goto('/categories/');
    await page.getByRole('button', { name: 'Сантехника' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Все товары раздела «Сантехника»' }).count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, 'catalogue-desktop-990-categories');
    await context.close();
  });
});

/** A category of the demo shop with a card out of stock on its first page, and that card's address. */
async function cardOutOfStock(): Promise<{ category: string; url: string }> {
  for (const category of ['/dreli/', '/instrumenty/', '/elektrika/']) {
    const reply = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(category)}`)).json()) as {
      data: { sections: { products?: Array<{ url: string; outOrder: boolean }> } };
    };
    const card = reply.data.sections.products?.find((product) => product.outOrder);
    if (card) return { category, url: card.url };
  }
  throw new Error('no category of the demo shop shows a card out of stock');
}

describe('a card out of stock', () => {
  for (const layout of ['desktop', 'mobile'] as const) {
    it(`says 'Нет в наличии' and offers 'Подобрать аналог', which opens the product's analogs (${layout})`, async () => {
      const { category, url } = await cardOutOfStock();
      const page = await open(layout, category);
      await expect.poll(() => loaded(page)).toBeGreaterThan(0);
      const link = page.getByRole('link', { name: 'Подобрать аналог' }).and(page.locator(`[href="${url}analogs/"]`));
      // The list renders the rows in view: scroll down until the card is there.
      await expect
        .poll(async () => {
          if ((await link.count()) === 0) await page.mouse.wheel(0, 600);
          return link.count();
        })
        .toBe(1);
      const card = page.getByRole('listitem').filter({ has: link });
      // In the middle of the window, clear of the sticky header.
      await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      expect(await card.getByText('Нет в наличии', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByRole('button', { name: 'Товара нет' }).isDisabled()).toBe(true);
      await saveElementShot(card, `catalogue-${layout}-card-out-of-stock`);
      await expectNoSeriousAxeViolations(page);
      await link.click();
      await page.waitForURL((address) => address.pathname === `${url}analogs/`);
      await expect.poll(() => page.getByRole('link', { name: 'Аналоги' }).first().getAttribute('aria-current')).toBe('page');
      await page.context().close();
    });
  }
});

describe('screens', () => {
  for (const layout of ['desktop', 'mobile'] as const) {
    it(`shows a category and a base list (${layout})`, async () => {
      const page = await open(layout, '/instrumenty/');
      await expect.poll(() => loaded(page)).toBeGreaterThan(0);
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `catalogue-${layout}-category`);
      if (layout === 'desktop') {
        // The listing as a file a spreadsheet opens.
        const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Скачать список' }).click()]);
        expect(download.suggestedFilename()).toBe('Инструменты.csv');
        const stream = await download.createReadStream();
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const text = Buffer.concat(chunks).toString('utf8');
        expect(text.startsWith('\uFEFFНазвание;Цена, ₽;')).toBe(true);
        expect(text.trim().split('\r\n')).toHaveLength(41);
      }
      await page.goto('/sale/');
      await expect.poll(() => loaded(page)).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page.getByRole('navigation', { name: 'Подборки' }).getByRole('link', { name: 'Распродажа' }).getAttribute('aria-current'),
        )
        .toBe('page');
      await expectNoSeriousAxeViolations(page);
      await saveShot(page, `catalogue-${layout}-sale`);
      // Viewing history: desktop only, and only when there is some.
      await page.goto('/history/');
      await expect.poll(() => page.getByRole('heading', { name: 'Что-то не так' }).count()).toBe(1);
      await page.context().close();
    });
  }
});
