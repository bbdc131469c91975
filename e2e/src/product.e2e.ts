import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './axe.ts';
import { launchChromium, viewports, type Layout, waitForAppOnNavigation } from './browser.ts';
import { baseURL } from './shop-address.ts';
import { saveElementShot, saveShot } from './shots.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium({ returningBrowsers: true });
});
afterAll(async () => {
  await browser?.close();
});

async function shopper(layout: Layout): Promise<Page> {
  const context = waitForAppOnNavigation(
    await browser.newContext({ ...viewports[layout], baseURL, locale: 'ru-RU', reducedMotion: 'reduce' }),
  );
  await context.addInitScript((version) => window.localStorage.setItem('site-version', version), layout);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return context.newPage();
}

/** Signs the page's shopper in with a demo account's password, through the BFF (the cookie is the context's). */
async function signIn(page: Page, email: string, password: string): Promise<void> {
  const response = await page.context().request.post('/api/auth/login', { data: { email, password } });
  expect(response.ok()).toBe(true);
}

type Comment = { id: number; author: string; authorUrl: string; level: number; type: string; body: string; parent_id: number | null };
type ProductSections = {
  missingItem: number;
  assortment: { id: number; sortId: string };
  selectors: Array<{ colorBtn: boolean; hideBtn: boolean; value: Array<{ selected: boolean }> }>;
  colorsData: { colorBtns: unknown[] };
  priceGraph: { points: unknown[]; dynamics: { negative: boolean } | null };
  reviews: { comments: Comment[] };
  forum: { comments: Comment[] };
};
type Candidate = { url: string; sections: ProductSections };

let candidates: Candidate[] | undefined;

/** The available products of two categories, with their page data as the BFF gives it. */
async function products(): Promise<Candidate[]> {
  if (candidates) return candidates;
  const found: Candidate[] = [];
  for (const category of ['/instrumenty/', '/elektrika/']) {
    const reply = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(category)}`)).json()) as {
      data: { sections: unknown };
    };
    const urls = [
      ...new Set([...JSON.stringify(reply.data.sections).matchAll(/"url":"(\/[^"/]+\/)"/g)].map((match) => match[1] as string)),
    ];
    for (const url of urls.slice(0, 30)) {
      const page = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(url)}`)).json()) as {
        data: { route: string; sections: ProductSections };
      };
      if (page.data.route === 'assortment' && page.data.sections.missingItem === 0) found.push({ url, sections: page.data.sections });
    }
  }
  candidates = found;
  return found;
}

/** The `index`-th available product that passes `test` (layouts take different ones, so their writes do not meet). */
async function productWhere(test: (sections: ProductSections) => boolean, index = 0): Promise<Candidate> {
  const matching = (await products()).filter((candidate) => test(candidate.sections));
  const chosen = matching[index % Math.max(1, matching.length)];
  if (!chosen) throw new Error('no product of the demo shop fits');
  return chosen;
}

type CategoryNode = { url: string; children?: CategoryNode[] };
type ListedCard = { url: string; price: number; outOrder: boolean; assortment_variety_counter: number };

/** A product of the demo shop sold at a price given on request (0) and in stock, from a leaf category's list. */
async function productOnRequest(): Promise<string> {
  const all = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent('/categories/')}`)).json()) as {
    data: { sections: { pageval4: CategoryNode[] } };
  };
  const leaves = (nodes: CategoryNode[]): string[] => nodes.flatMap((node) => (node.children?.length ? leaves(node.children) : [node.url]));
  for (const category of leaves(all.data.sections.pageval4)) {
    const reply = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(category)}`)).json()) as {
      data: { sections: { products?: ListedCard[] } };
    };
    const card = reply.data.sections.products?.find(
      (product) => product.price === 0 && !product.outOrder && product.assortment_variety_counter === 1,
    );
    if (card) return card.url;
  }
  throw new Error('no product of the demo shop has its price on request');
}

/** The first product a category lists. */
async function firstProductOf(category: string): Promise<string> {
  const reply = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(category)}`)).json()) as {
    data: { sections: { products?: ListedCard[] } };
  };
  const url = reply.data.sections.products?.[0]?.url;
  if (!url) throw new Error(`${category} lists no product`);
  return url;
}

/** Whether an element is at least partly inside the window. */
const inView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  });

const hasOptions = (sections: ProductSections) =>
  sections.selectors.some((group) => !group.colorBtn && !group.hideBtn && group.value.some((option) => !option.selected));
const layoutIndex = (layout: Layout) => (layout === 'desktop' ? 0 : 1);

async function dialogShown(page: Page, name: string | RegExp): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

async function openProduct(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
}

describe.each<Layout>(['desktop', 'mobile'])('product page, %s', (layout) => {
  it('opens from its category, copies the code, changes a selector without reload, adds to the cart', async () => {
    const { url } = await productWhere(hasOptions, layoutIndex(layout));
    const page = await shopper(layout);
    await page.goto('/instrumenty/');
    const card = page.locator(`a[href="${url}"]`).first();
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(url);
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.isVisible()).toBe(true);
    const firstTitle = await title.textContent();
    await saveShot(page, `product-${layout}`);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: /^Скопировать код товара/ }).click();
    await expect.poll(() => page.getByText('Скопировано').isVisible()).toBe(true);
    const code = (await page.getByRole('button', { name: /^Скопировать код товара/ }).textContent()) ?? '';
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

    // A marker on window survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    const option = page
      .locator('[role="group"] button[aria-pressed="false"]')
      .filter({ hasNotText: /Таблицей|Кнопками/ })
      .first();
    await option.click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).not.toBe(url);
    await expect.poll(() => title.textContent()).not.toBe(firstTitle);
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

    const addButton = page.getByRole('button', { name: 'В корзину' }).first();
    await expect.poll(() => addButton.isVisible()).toBe(true);
    await addButton.click();
    await expect.poll(() => page.getByRole('link', { name: 'В корзине' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'В корзине' }).first().getAttribute('href')).toBe('/cart/');
    await page.context().close();
  });

  it('a guest writing a review signs in first, then writes it; the star filter toggles; reviews take no replies from shoppers', async () => {
    const { url } = await productWhere((sections) => sections.reviews.comments.length > 0, layoutIndex(layout) + 2);
    const page = await shopper(layout);
    await openProduct(page, url);
    const reviews = page.locator('#reviews');
    await reviews.scrollIntoViewIfNeeded();
    // §5 allowReplies: the demo shop answers reviews itself; a shopper has no reply button there.
    expect(await reviews.getByRole('button', { name: 'Ответить' }).count()).toBe(0);
    await reviews.getByRole('button', { name: 'Написать отзыв' }).click();
    const signIn = await dialogShown(page, 'Вход');
    expect(await page.getByRole('dialog', { name: 'Отзыв о товаре' }).count()).toBe(0);
    await saveShot(page, `product-review-sign-in-${layout}`);
    await signIn.getByRole('button', { name: 'По паролю', exact: true }).click();
    await signIn.getByLabel('E-mail').fill('demo@shop.example');
    await signIn.getByLabel('Пароль', { exact: true }).fill('demo-password');
    await signIn.getByRole('button', { name: 'Войти', exact: true }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await reviews.getByRole('button', { name: 'Написать отзыв' }).click();
    const form = await dialogShown(page, 'Отзыв о товаре');
    await form.getByRole('radio', { name: 'Оценка 5 из 5' }).check({ force: true });
    const text = `Отзыв из браузера, ${layout}: <b>крепкая</b> вещь`;
    await form.getByLabel('Текст').fill(text);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `product-review-form-${layout}`);
    await form.getByRole('button', { name: 'Отправить' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Отзыв о товаре' }).count()).toBe(0);
    // Markup a shopper typed is shown as text.
    await expect.poll(() => reviews.getByText(text).isVisible()).toBe(true);

    const five = reviews.getByRole('group', { name: 'Фильтр по оценке' }).getByRole('button', { name: /^5 звёзд/ });
    await five.click();
    await expect.poll(() => five.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => reviews.getByText(text).isVisible()).toBe(true);
    const one = reviews.getByRole('group', { name: 'Фильтр по оценке' }).getByRole('button', { name: /^1 звезда/ });
    if (await one.isEnabled()) {
      await one.click();
      await expect.poll(() => one.getAttribute('aria-pressed')).toBe('true');
      await one.click();
    }
    await five.click();
    await expect.poll(() => five.getAttribute('aria-pressed')).toBe('false');
    await saveShot(page, `product-reviews-${layout}`);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('a moderator deletes a review after the confirmation; Отмена keeps it', async () => {
    const withAnswer = (sections: ProductSections) =>
      sections.reviews.comments.find(
        (comment) => comment.level === 0 && comment.body && sections.reviews.comments.some((reply) => reply.parent_id === comment.id),
      );
    const { url, sections } = await productWhere((candidate) => withAnswer(candidate) !== undefined, layoutIndex(layout));
    const target = withAnswer(sections) as Comment;
    const answers = sections.reviews.comments.filter((comment) => comment.parent_id === target.id);
    const page = await shopper(layout);
    await signIn(page, 'moderator@shop.example', 'moderator-password');
    await openProduct(page, `${url}#review-${target.id}`);
    const first = page.locator(`#review-${target.id}`);
    await expect.poll(() => first.isVisible()).toBe(true);
    const body = target.body;
    // A moderator answers reviews.
    expect(await first.getByRole('button', { name: 'Ответить' }).count()).toBe(1);
    await first.getByRole('button', { name: 'Удалить' }).click();
    let confirm = await dialogShown(page, 'Удалить');
    expect(await confirm.textContent()).toContain('Комментарий будет удалён без возможности восстановления. Продолжить?');
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `product-delete-confirm-${layout}`);
    await confirm.getByRole('button', { name: 'Отмена' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    expect(await first.getByText(body, { exact: true }).count()).toBe(1);
    await first.getByRole('button', { name: 'Удалить' }).click();
    confirm = await dialogShown(page, 'Удалить');
    await confirm.getByRole('button', { name: 'Да' }).click();
    await expect.poll(() => first.count()).toBe(0);
    // Its answers go with it.
    for (const answer of answers) expect(await page.locator(`#review-${answer.id}`).count()).toBe(0);
    await page.context().close();
  });

  it('price dynamics: the chart is not in the first load, opens on a click and on arrival when flagged', async () => {
    const { url } = await productWhere(
      (sections) => sections.priceGraph.dynamics !== null && sections.priceGraph.points.length > 2,
      layoutIndex(layout),
    );
    const page = await shopper(layout);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await openProduct(page, url);
    expect(scripts.some((script) => script.includes('price-graph-modal'))).toBe(false);
    const trigger = page.getByRole('button', { name: /Цена (снизилась|выросла) на/ });
    const marker = trigger.locator('[data-dynamics]');
    const colour = await marker.evaluate((element) => getComputedStyle(element).color);
    // §3: down is green, up is the sale colour.
    expect(colour).toBe((await marker.getAttribute('data-dynamics')) === 'down' ? 'rgb(18, 128, 92)' : 'rgb(229, 50, 45)');
    await trigger.click();
    const dialog = await dialogShown(page, 'Динамика цены');
    await expect.poll(() => dialog.getByRole('img', { name: /^График цены с/ }).isVisible()).toBe(true);
    expect(scripts.some((script) => script.includes('price-graph-modal'))).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `product-price-graph-${layout}`);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();

    await openProduct(page, `${url}?priceGraph=1`);
    await dialogShown(page, 'Динамика цены');
    await page.context().close();
  });

  it('tooltips open on a click, one made before they are hydrated too, and close outside; the share menu opens a 600×500 window and closes 500 ms after', async () => {
    const { url } = await productWhere(hasOptions);
    const page = await shopper(layout);
    // The tooltips are hydrated after the app is ready, from a chunk of their own: held here until
    // the press, which is then carried out rather than lost.
    let release = () => {};
    const chunkHeld = new Promise<void>((resolve) => (release = resolve));
    const laterParts = /\/assets\/later-parts-[\w-]+\.js$/;
    await page.route(laterParts, async (route) => {
      await chunkHeld;
      await route.continue();
    });
    // The page's load event waits for that chunk; the app is ready before it.
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    // A wholesale tier's quantity ('от 50 шт') is read on one line, its unit never alone.
    const tiers = page.getByTestId('price-from');
    expect(await tiers.count()).toBeGreaterThan(0);
    expect(
      await tiers.evaluateAll((spans) => spans.filter((span) => span.getClientRects().length > 1).map((span) => span.textContent)),
    ).toEqual([]);
    const help = page.getByRole('button', { name: 'Подсказка: Профи' });
    await help.scrollIntoViewIfNeeded();
    await help.click();
    const tooltip = page.getByRole('tooltip');
    expect(await tooltip.count()).toBe(0);
    release();
    await expect.poll(() => tooltip.count()).toBe(1);
    await expect.poll(() => tooltip.textContent()).toContain('Профи');
    await page.unroute(laterParts);
    const box = await tooltip.boundingBox();
    expect(box?.width).toBe(300);
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= viewports[layout].viewport.width).toBe(true);
    await saveShot(page, `product-tooltip-${layout}`);
    await expectNoSeriousAxeViolations(page);
    // A press outside the tooltip (the page's left margin) closes it.
    await page.mouse.click(2, 300);
    await expect.poll(() => tooltip.count()).toBe(0);

    await page.evaluate(() => {
      const calls: string[] = [];
      Object.assign(window, { __shareCalls: calls });
      window.open = (target?: string | URL, name?: string, features?: string) => {
        calls.push(`${String(target)} ${name ?? ''} ${features ?? ''}`);
        return { opener: window } as unknown as Window;
      };
    });
    await page.getByRole('button', { name: 'Поделиться' }).click();
    const menu = page.getByRole('list', { name: 'Поделиться ссылкой' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await saveShot(page, `product-share-${layout}`);
    await expectNoSeriousAxeViolations(page);
    await menu.getByRole('button', { name: 'ВКонтакте' }).click();
    const calls = (await page.evaluate(() => (window as unknown as { __shareCalls: string[] }).__shareCalls)) as string[];
    expect(calls).toEqual([expect.stringMatching(/^https:\/\/vk\.com\/share\.php\?url=.+ share popup=yes,width=600,height=500$/)]);
    expect(await menu.isVisible()).toBe(true);
    await expect.poll(() => menu.count()).toBe(0);
    await page.context().close();
  });

  it('discount request, price subscription with the e-mail check and the colours modal', async () => {
    const { url } = await productWhere((sections) => sections.colorsData.colorBtns.length > 1, layoutIndex(layout));
    const page = await shopper(layout);
    await openProduct(page, url);

    await page.getByRole('button', { name: 'Хочу скидку' }).click();
    let dialog = await dialogShown(page, 'Запрос скидки');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect.poll(() => dialog.getByText('Укажите желаемую цену больше нуля').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `product-discount-${layout}`);
    await dialog.getByLabel('Количество').fill('50');
    await dialog.getByLabel('Желаемая цена за единицу, ₽').fill('10');
    await dialog.getByLabel('E-mail').fill('opt@example.ru');
    await dialog.getByLabel('Телефон').fill('9123456789');
    await dialog.getByRole('button', { name: 'Отправить заявку' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Заявка принята');
    // The form gave way to its success: focus is still in the dialog, and Escape closes it.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('button', { name: 'Следить за ценой' }).click();
    dialog = await dialogShown(page, 'Сообщить об изменении цены');
    await dialog.getByLabel('E-mail').fill('ivan@');
    await dialog.getByRole('button', { name: 'Подписаться' }).click();
    await expect.poll(() => dialog.getByText('Укажите корректный e-mail, например name@example.ru').isVisible()).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `product-subscribe-${layout}`);
    await dialog.getByLabel('E-mail').fill(`ivan.${layout}@example.ru`);
    await dialog.getByRole('button', { name: 'Подписаться' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain(`ivan.${layout}@example.ru`);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    const colours = page.getByRole('group', { name: 'Цвет' });
    await colours.getByRole('button', { name: 'Все цвета' }).click();
    dialog = await dialogShown(page, 'Выбор цвета');
    const choices = dialog.getByRole('listitem');
    await expect.poll(() => choices.count()).toBeGreaterThan(1);
    const name = ((await choices.first().textContent()) ?? '').trim();
    await dialog.getByLabel('Найти цвет').fill(name.slice(0, 3));
    await expect.poll(() => choices.count()).toBe(1);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `product-colours-${layout}`);
    await choices.first().getByRole('button').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => colours.textContent()).toContain(`Цвет: ${name}`);
    await page.context().close();
  });

  it('tabs: accessories and analogs as card grids, lazy past the first cards', async () => {
    const { url } = await productWhere(hasOptions);
    const page = await shopper(layout);
    await openProduct(page, url);
    await page.getByRole('navigation', { name: 'Разделы товара' }).getByRole('link', { name: 'Аксессуары' }).click();
    const grid = page.getByRole('region', { name: 'Аксессуары' });
    await expect.poll(() => grid.isVisible()).toBe(true);
    expect(await page.evaluate(() => window.location.pathname)).toBe(`${url}related/`);
    const eager = layout === 'desktop' ? 12 : 3;
    await expect.poll(() => grid.locator('[data-lazy="eager"]').count()).toBe(eager);
    // Cards well below the viewport (past the 600 px the grid looks ahead) wait to be rendered.
    const farBelow = await grid.evaluate((element) =>
      [...element.querySelectorAll('[data-lazy="loaded"], [data-lazy="waiting"]')]
        .filter((card) => card.getBoundingClientRect().top > window.innerHeight + 800)
        .map((card) => card.getAttribute('data-lazy')),
    );
    expect(farBelow.length).toBeGreaterThan(0);
    expect(farBelow.filter((state) => state !== 'waiting')).toEqual([]);
    await expectNoSeriousAxeViolations(page);
    await saveShot(page, `product-related-${layout}`);
    // Scrolled through as a shopper does: each card is rendered as it nears the viewport.
    for (let step = 0; step < 60; step += 1) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, Math.round(window.innerHeight * 0.8));
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(120);
      if (atEnd) break;
    }
    await expect.poll(() => grid.locator('[data-lazy="waiting"]').count()).toBe(0);
    await page.getByRole('navigation', { name: 'Разделы товара' }).getByRole('link', { name: 'Аналоги' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Аналоги' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('anchors scroll to their sections; a missing one goes to the product URL; the author link is a page', async () => {
    const { url, sections } = await productWhere(
      (candidate) => candidate.reviews.comments.length > 0 && candidate.forum.comments.length > 0,
      layoutIndex(layout) + 3,
    );
    const page = await shopper(layout);
    await openProduct(page, `${url}#forum`);
    const forum = page.locator('#forum');
    await expect.poll(() => forum.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(200);
    // The forum takes answers from any shopper: a guest sees the reply button.
    expect(await forum.getByRole('button', { name: 'Ответить' }).count()).toBeGreaterThan(0);
    await saveShot(page, `product-forum-${layout}`);
    await expectNoSeriousAxeViolations(page);

    await openProduct(page, `${url}#review-999999999`);
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('');
    await openProduct(page, `${url}related/#characteristics`);
    await expect.poll(() => page.evaluate(() => window.location.pathname + window.location.hash)).toBe(`${url}#characteristics`);

    // Read again: an earlier test may have deleted a review of this product.
    const fresh = (await (await fetch(`${baseURL}/api/page?path=${encodeURIComponent(url)}`)).json()) as {
      data: { sections: ProductSections };
    };
    const review = (fresh.data.sections.reviews.comments.filter((comment) => comment.level === 0).at(-1) ??
      sections.reviews.comments[0]) as Comment;
    await openProduct(page, `${url}#review-${review.id}`);
    const item = page.locator(`#review-${review.id}`);
    await expect.poll(() => item.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(300);
    await item.getByRole('link', { name: review.author }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: `Отзывы и вопросы: ${review.author}` }).isVisible()).toBe(true);
    expect(await page.evaluate(() => window.location.pathname.endsWith('/'))).toBe(true);
    await saveShot(page, `product-author-${layout}`);
    await expectNoSeriousAxeViolations(page);
    await page.context().close();
  });

  it('a price of 0 reads "По телефону", with no rouble sign, in the price block and the head panel', async () => {
    const url = await productOnRequest();
    const page = await shopper(layout);
    await openProduct(page, url);
    const block = page.getByRole(layout === 'desktop' ? 'complementary' : 'region', { name: 'Цены' });
    const price = block.getByText('По телефону', { exact: true });
    await expect.poll(() => price.isVisible()).toBe(true);
    // The price as shown: the words alone, no figure and no ₽.
    expect(await price.evaluate((element) => element.parentElement?.textContent)).toBe('По телефону');
    await saveElementShot(block, `product-on-request-${layout}`);
    await expectNoSeriousAxeViolations(page);
    if (layout === 'desktop') {
      // §2: the head panel shows once the block of gallery, title and prices is above the window.
      await page.getByRole('heading', { level: 2 }).last().scrollIntoViewIfNeeded();
      const panel = page.getByRole('region', { name: 'Товар кратко' });
      await expect.poll(() => panel.isVisible()).toBe(true);
      await expect.poll(() => panel.getByText('По телефону', { exact: true }).isVisible()).toBe(true);
      expect(await panel.textContent()).not.toContain('₽');
      await saveElementShot(panel, 'product-on-request-head-panel-desktop');
      await expectNoSeriousAxeViolations(page);
    }
    await page.context().close();
  });

  it('a product opened afresh at #reviews, in a tab that was in the shop before, stays at its reviews', async () => {
    const page = await shopper(layout);
    await page.goto('/dreli/');
    await expect.poll(() => page.getByRole('list', { name: 'Товары' }).isVisible()).toBe(true);
    // The shopper scrolled the category: the tab keeps a position of its own for that document.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const url = await firstProductOf('/dreli/');
    // Every scroll of the product's document notes whether its reviews are in view then: the page
    // must not leave them, not even for a moment while the app starts.
    await page.context().addInitScript(() => {
      const seen: boolean[] = [];
      Object.assign(window, { __reviewsSeen: seen });
      window.addEventListener(
        'scroll',
        () => {
          const box = document.getElementById('reviews')?.getBoundingClientRect();
          if (box) seen.push(box.top < window.innerHeight && box.bottom > 0);
        },
        { passive: true },
      );
    });
    // A full load in the same tab, as a link from a letter or a typed address gives.
    await page.goto(`${url}#reviews`);
    const reviews = page.locator('#reviews');
    await expect.poll(() => inView(reviews)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Still there once everything the page asked for has come, and never away in between.
    await page.waitForLoadState('networkidle');
    expect(await inView(reviews)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __reviewsSeen: boolean[] }).__reviewsSeen)).not.toContain(false);
    // Its title is seen, not under the sticky header.
    const title = reviews.getByRole('heading', { level: 2 }).first();
    expect(
      await title.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + 10, box.top + box.height / 2));
      }),
    ).toBe(true);
    await saveShot(page, `product-at-reviews-${layout}`, { fullPage: false });
    await page.context().close();
  });

  it('the "sal" staff user copies the assortment id with «Добавить в буфер», then reads «В буфере»', async () => {
    const { url, sections } = await productWhere(hasOptions, layoutIndex(layout) + 6);
    const page = await shopper(layout);
    await signIn(page, 'sal@shop.example', 'sal-password');
    await openProduct(page, url);
    const button = page.getByRole('button', { name: 'Добавить в буфер' });
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Купить в 1 клик' }).count()).toBe(0);
    await button.click();
    await expect.poll(() => page.getByRole('button', { name: 'В буфере' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(String(sections.assortment.id));
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it('a product URL that does not exist is the error page', async () => {
    const page = await shopper(layout);
    await page.goto('/takogo-tovara-net-nikogda/');
    await expect.poll(() => page.getByText('Вы зашли на несуществующую страницу').isVisible()).toBe(true);
    await page.context().close();
  });
});

describe('product page, desktop only', () => {
  it('the head panel appears once the top block scrolls away; scroll-to-top hides it', async () => {
    const { url } = await productWhere(hasOptions);
    const page = await shopper('desktop');
    await openProduct(page, url);
    const panel = page.getByRole('region', { name: 'Товар кратко' });
    expect(await panel.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 1600));
    await expect.poll(() => panel.isVisible()).toBe(true);
    for (const name of ['Характеристики', 'Отзывы', 'Обсуждения']) expect(await panel.getByRole('link', { name }).isVisible()).toBe(true);
    expect(await panel.getByText('Профи').isVisible()).toBe(true);
    expect(await panel.getByText('Розница').isVisible()).toBe(true);
    await saveShot(page, 'product-head-panel-desktop');
    await expectNoSeriousAxeViolations(page);
    await panel.getByRole('link', { name: 'Отзывы' }).click();
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#reviews');
    await panel.getByRole('button', { name: 'Наверх' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect.poll(() => panel.count()).toBe(0);
    await page.context().close();
  });
});

describe('product page, mobile only', () => {
  it('a swipe right goes back to the list the shopper came from', async () => {
    const { url } = await productWhere(hasOptions, 1);
    const page = await shopper('mobile');
    await page.goto('/instrumenty/');
    const card = page.locator(`a[href="${url}"]`).first();
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.click();
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe(url);
    const title = page.getByRole('heading', { level: 1 });
    await expect.poll(() => title.textContent()).not.toMatch(/^Инструменты/);
    // A swipe of a real finger: touch events with the page's own Touch objects.
    await title.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const touch = (x: number) => new Touch({ identifier: 1, target: element, clientX: x, clientY: rect.top + 10 });
      element.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(20)], changedTouches: [touch(20)] }));
      element.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(180)] }));
    });
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/instrumenty/');
    await page.context().close();
  });
});
