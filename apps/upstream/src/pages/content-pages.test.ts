import { describe, expect, it } from 'vitest';
import { pageDataSchema } from '@shop/contracts/page.ts';
import { SELLER } from '@shop/contracts/browser/seller.ts';
import { sessionCookie, useTestShop } from '../testing/test-app.ts';

const shop = useTestShop();

async function page(url: string, cookie?: string) {
  const response = await shop.app.inject({ method: 'GET', url, headers: { 'without-menu': '1', ...(cookie ? { cookie } : {}) } });
  const { status, error, ...payload } = response.json();
  return { response, status, error, data: pageDataSchema.parse(payload) };
}

interface ContentSections {
  kind: string;
  title: string;
  html: string;
}

async function content(path: string): Promise<ContentSections> {
  const { response, status, data } = await page(path);
  expect(response.statusCode).toBe(200);
  expect(status).toBe('OK');
  expect(data.route).toBe('page');
  return data.sections as unknown as ContentSections;
}

/** Writes straight to the database, as an editor of the content would. */
const sql = (statement: string, ...params: unknown[]) => shop.write((db) => db.prepare(statement).run(...params));

const PATHS = ['/legal/', '/legal/agreement/', '/legal/personal/', '/legal/offer/', '/discount/', '/pickup/', '/delivery/'];

describe('content pages', () => {
  it.each(PATHS)('answers %s as a content page with a title, seo and HTML', async (path) => {
    const { data } = await page(path);
    expect(data).toMatchObject({ route: 'page', ident: null, widgets: [], seo: { seo_canonical: path } });
    const sections = data.sections as unknown as ContentSections;
    expect(sections.kind).toBe('content');
    expect(sections.title).toBe(data.seo.seo_title);
    expect(sections.html).toMatch(/^<(p|table)>/);
    expect(sections.html).not.toMatch(/<script|\{pickup/);
  });

  it('names the seller with its requisites on /legal/ and links the three documents', async () => {
    const { html } = await content('/legal/');
    for (const value of [SELLER.name, SELLER.inn, SELLER.kpp, SELLER.ogrn, SELLER.address]) expect(html).toContain(value);
    expect(html).toContain('НДС 20&nbsp;%');
    for (const link of ['/legal/offer/', '/legal/agreement/', '/legal/personal/']) expect(html).toContain(`href="${link}"`);
    const bank = shop.query<{ account: string }>('SELECT account FROM shop_requisites WHERE id = 1');
    expect(html).toContain(bank.account);
  });

  it('states the delivery prices, the express option and the courier window', async () => {
    const { html } = await content('/delivery/');
    expect(html).toContain('390\u00a0₽');
    expect(html).toContain('бесплатно при заказе от 10\u00a0000\u00a0₽');
    expect(html).toContain('<td>Экспресс, 4 часа</td><td>990\u00a0₽');
    expect(html).toContain('с 9:00 до 18:00');
    expect(html).toMatch(/Самовывоз<\/a><\/td><td>бесплатно/);
  });

  it('counts the pickup points and their cities from the database', async () => {
    const figures = shop.query<{ points: number; cities: number }>(
      'SELECT count(*) AS points, count(DISTINCT city_id) AS cities FROM pickup_points',
    );
    expect(figures.points).toBeGreaterThan(0);
    const { html } = await content('/pickup/');
    expect(html).toContain(`в городах: ${figures.cities}; всего пунктов: ${figures.points}.`);
    expect(html).toContain('бесплатный');
  });

  it('names the wholesale tiers on /discount/', async () => {
    const { html } = await content('/discount/');
    expect(html).toMatch(/Малый опт<\/td><td>от 10 единиц<\/td><td>3&nbsp;%/);
    expect(html).toMatch(/Крупный опт<\/td><td>от 200 единиц<\/td><td>10&nbsp;%/);
  });

  it('serves what the table holds: an edited page shows the edit and keeps it across restarts', async () => {
    sql("UPDATE content_pages SET title = 'Оферта (редакция 2)' WHERE path = '/legal/offer/'");
    expect((await content('/legal/offer/')).title).toBe('Оферта (редакция 2)');
    await shop.reopen();
    expect((await content('/legal/offer/')).title).toBe('Оферта (редакция 2)');
  });

  it('answers a path under /legal/ that has no page as pagenotfound', async () => {
    const { response, data, error } = await page('/legal/nothing/');
    expect(response.statusCode).toBe(404);
    expect(error).toBe('This page could not be found');
    expect(data.route).toBe('pagenotfound');
  });
});

interface MessageSections {
  title: string;
  text: string;
  button: { label: string; url: string };
  footer?: string;
}

describe('message page: cancelling a price subscription', () => {
  const subscribe = async (cookie: string, assortmentId: number, email: string) =>
    (
      await shop.app.inject({
        method: 'PUT',
        url: '/api/v1/notification/addAssortPriceChange/',
        headers: { cookie },
        payload: { assortmentId, email },
      })
    ).json();

  const cancelLink = (email: string) =>
    shop.query<{ code: string }>(
      "SELECT code FROM outbox WHERE destination = ? AND purpose = 'price-subscription' ORDER BY id DESC LIMIT 1",
      email,
    ).code;

  it('sends a letter with a cancel link that answers a message page, once as done and then as already done', async () => {
    const item = shop.query<{ id: number; url: string; name: string }>('SELECT id, url, name FROM assortments ORDER BY id LIMIT 1');
    const cookie = sessionCookie(await shop.app.inject({ url: '/' }));
    expect(await subscribe(cookie, item.id, 'Price.Watcher@example.ru')).toMatchObject({ status: 'OK', alreadySubscribed: false });

    const link = cancelLink('price.watcher@example.ru');
    expect(link).toMatch(/^http:\/\/localhost:3000\/unsubscribe\/[0-9a-f]{48}\/$/);
    const outbox = await shop.app.inject({ url: '/dev/outbox/' });
    expect(outbox.body).toContain(`<a class="link" href="${link}">`);

    const path = new URL(link).pathname;
    const first = await page(path);
    expect(first.response.statusCode).toBe(200);
    expect(first.data.route).toBe('message');
    const sections = first.data.sections as unknown as MessageSections;
    expect(sections).toMatchObject({
      title: 'Вы отписались от уведомлений о цене',
      button: { label: 'Вернуться к товару', url: `/${item.url}/` },
    });
    expect(sections).not.toHaveProperty('footer');
    expect(sections.text).toContain('<b>price.watcher@example.ru</b>');
    expect(sections.text).toContain(`<a href="/${item.url}/">`);
    expect(
      shop.query<{ gone: number }>(
        "SELECT count(*) AS gone FROM price_subscriptions WHERE email = 'price.watcher@example.ru' AND unsubscribed_at IS NOT NULL",
      ).gone,
    ).toBe(1);

    const again = await page(path);
    expect((again.data.sections as unknown as MessageSections).title).toBe('Вы уже отписались от уведомлений о цене');

    // Subscribing again renews the same subscription, and its link cancels it again.
    expect(await subscribe(cookie, item.id, 'price.watcher@example.ru')).toMatchObject({ alreadySubscribed: false });
    expect(cancelLink('price.watcher@example.ru')).toBe(link);
    expect(((await page(path)).data.sections as unknown as MessageSections).title).toBe('Вы отписались от уведомлений о цене');
  });

  it('answers an unknown cancel link as pagenotfound', async () => {
    const { response, data } = await page(`/unsubscribe/${'0'.repeat(48)}/`);
    expect(response.statusCode).toBe(404);
    expect(data.route).toBe('pagenotfound');
  });
});
