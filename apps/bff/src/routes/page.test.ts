import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { browserSession, startDemoShop, type DemoShop } from '../testing/demo-shop.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { pageData } from '../testing/fixtures.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let logs: Array<Record<string, unknown>>;

beforeEach(async () => {
  logs = [];
  const stream = { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) };
  t = await buildTestApp({ logger: { level: 'error', stream } });
});

afterEach(async () => {
  t.mock.assertNoPendingInterceptors();
  await t.close();
});

const lastCall = () => t.upstreamCalls().at(-1);
const pageUrl = (path: string) => `/api/page?path=${encodeURIComponent(path)}`;

describe('GET /api/page', () => {
  it('fetches the site path as is, without the menu, and answers the page data', async () => {
    answerUpstream(t.upstream, 'GET', '/catalog/drills/', 200, legacy.status(pageData));
    const response = await t.app.inject({ url: pageUrl('/catalog/drills/?page=2'), headers: { 'site-version': 'mobile' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: pageData, messages: [] });
    expect(lastCall()?.path).toBe('/catalog/drills/');
    expect(lastCall()?.searchParams).toEqual({ page: '2' });
    expect(lastCall()?.headers).toMatchObject({ 'without-menu': '1', 'site-version': 'mobile', 'rq-type': 'client' });
  });

  it('answers an unknown page as a 404 FAIL with the upstream route', async () => {
    answerUpstream(
      t.upstream,
      'GET',
      '/no-such-page/',
      404,
      legacy.statusFail({ route: 'pagenotfound', error: 'This page could not be found' }),
    );
    const response = await t.app.inject({ url: pageUrl('/no-such-page/') });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ message: 'This page could not be found', statusCode: 404, route: 'pagenotfound' });
  });

  it('defaults a FAIL page to 404 when no code is named', async () => {
    answerUpstream(t.upstream, 'GET', '/old/', 200, legacy.statusFail({ error: 'Страница снята' }));
    const response = await t.app.inject({ url: pageUrl('/old/') });
    expect(response.statusCode).toBe(404);
  });

  it('turns forceRedirectUrl into the envelope redirect, even without page data', async () => {
    answerUpstream(t.upstream, 'GET', '/old-catalog/', 200, legacy.status({}, { forceRedirectUrl: '/catalog/' }));
    const response = await t.app.inject({ url: pageUrl('/old-catalog/') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: null, messages: [], redirect: { url: '/catalog/', external: false } });
  });

  it("marks a redirect containing '{host}' as external and keeps the page data", async () => {
    answerUpstream(t.upstream, 'GET', '/pay/', 200, legacy.status(pageData, { forceRedirectUrl: 'https://{host}/pay/1' }));
    const response = await t.app.inject({ url: pageUrl('/pay/') });
    expect(response.json()).toMatchObject({ data: pageData, redirect: { url: 'https://{host}/pay/1', external: true } });
  });

  it.each([
    ['the checkout’s data', '/ordering/'],
    ['the demo outbox of sign-in codes', '/dev/outbox/'],
    ['a picture', '/img/p/1.png'],
    ['an API path', '/api/cart'],
    ['a legacy call', '/api/v1/User/current/'],
    ['a call spelt otherwise', '/x/%2e%2e/Ordering/'],
  ])('answers %s (%s) as an unknown page, before the upstream', async (_what, path) => {
    const response = await t.app.inject({ url: pageUrl(path) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 'FAIL',
      data: null,
      messages: [{ kind: 'error', text: 'Такой страницы нет' }],
      error: { message: 'Такой страницы нет', statusCode: 404, route: 'pagenotfound' },
    });
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it.each([['//evil.example/', 'Путь страницы должен начинаться с одной косой черты']])(
    'refuses %s with 400 before the upstream',
    async (path, text) => {
      const response = await t.app.inject({ url: pageUrl(path) });
      expect(response.statusCode).toBe(400);
      expect(response.json().messages).toEqual([{ kind: 'error', text }]);
      expect(t.upstreamCalls()).toHaveLength(0);
    },
  );

  it('refuses a missing path with 400', async () => {
    const response = await t.app.inject({ url: '/api/page' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Укажите путь страницы');
  });

  describe('checks the page data against its route type', () => {
    const common = { ...pageData };
    const content = { ...common, route: 'page', sections: { kind: 'content', title: 'Правовая информация', html: '<p>ООО «Сибирь»</p>' } };
    const message = {
      ...common,
      route: 'message',
      sections: {
        title: 'Оплата не прошла',
        text: '<p>Банк отклонил платёж</p>',
        button: { label: 'Назад', action: 'back' },
        errorTrace: 'PAY-1',
      },
    };
    const confirmation = {
      ...common,
      route: 'confirmation',
      sections: { title: 'Спасибо', upperMsg: 'Заказ принят', message: '<p>Позвоним</p>' },
    };

    it.each([
      ['a content page', content],
      ['a message page', message],
      ['a confirmation', confirmation],
      ['an error route type', { ...common, route: 'exception', sections: {} }],
    ])('passes %s through', async (_name, page) => {
      answerUpstream(t.upstream, 'GET', '/x/', 200, legacy.status(page));
      const response = await t.app.inject({ url: pageUrl('/x/') });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual(page);
    });

    it('answers 502 for sections of another route type, logging the route type and the failing path', async () => {
      // A content page's sections sent as a message: the message's text and button are missing.
      answerUpstream(t.upstream, 'GET', '/x/', 200, legacy.status({ ...content, route: 'message' }));
      const response = await t.app.inject({ url: pageUrl('/x/') });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({
        status: 'FAIL',
        data: null,
        error: { message: 'Not correct JSON response', statusCode: 502 },
      });
      const logged = logs.find((line) => line.msg === 'upstream reply does not match the contract');
      expect(logged).toMatchObject({ route: 'GET /api/page', pageRoute: 'message', path: 'sections.text' });
    });

    it('answers 502 for a wrong value deep in the sections, naming its path', async () => {
      const history = {
        ...common,
        route: 'orderHistory',
        sections: { orders: [{ id: 1, order_code: 'A1', invoice_number: 'ИМ-1', modified: '', address: '', summ: 'много', comment: '' }] },
      };
      answerUpstream(t.upstream, 'GET', '/order/history/', 200, legacy.status(history));
      const response = await t.app.inject({ url: pageUrl('/order/history/') });
      expect(response.statusCode).toBe(502);
      expect(logs.find((line) => line.pageRoute === 'orderHistory')).toMatchObject({ path: 'sections.orders.0.summ' });
    });

    it('answers 502 for a route type the shop does not know', async () => {
      answerUpstream(t.upstream, 'GET', '/blog/', 200, legacy.status({ ...common, route: 'blog', sections: {} }));
      const response = await t.app.inject({ url: pageUrl('/blog/') });
      expect(response.statusCode).toBe(502);
      expect(logs.find((line) => line.pageRoute === 'blog')).toMatchObject({ path: 'route' });
    });
  });
});

describe('GET /api/page against the demo upstream', () => {
  let shop: DemoShop;

  beforeAll(async () => {
    shop = await startDemoShop();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('passes a content page through with its title and HTML', async () => {
    const response = await shop.app.inject({ url: pageUrl('/delivery/') });
    expect(response.statusCode).toBe(200);
    const { status, data } = response.json();
    expect(status).toBe('OK');
    expect(data).toMatchObject({ route: 'page', seo: { seo_title: 'Доставка', seo_canonical: '/delivery/' } });
    expect(data.sections).toMatchObject({ kind: 'content', title: 'Доставка' });
    expect(data.sections.html).toContain('Экспресс, 4 часа');
  });

  it('never reads a call or a file of the upstream as a page', async () => {
    for (const path of ['/ordering/', '/dev/outbox/', '/img/p/1.png', '/cart/getCartData/']) {
      const response = await shop.app.inject({ url: pageUrl(path) });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual({ message: 'Такой страницы нет', statusCode: 404, route: 'pagenotfound' });
    }
  });

  it('passes the message page of a price subscription’s cancel link through', async () => {
    const shopper = browserSession(shop.app);
    const subscribed = await shopper.call({
      method: 'POST',
      url: '/api/notifications/price-change',
      payload: { assortmentId: 1, email: 'watcher@example.ru' },
    });
    expect(subscribed.json()).toMatchObject({ status: 'OK' });
    const outbox = await fetch(`${shop.upstream.url}/dev/outbox/`).then((reply) => reply.text());
    const link = /href="(http[^"]+\/unsubscribe\/[0-9a-f]{48}\/)"/.exec(outbox)?.[1];
    expect(link).toBeDefined();

    const response = await shopper.call({ url: pageUrl(new URL(link ?? '').pathname) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.route).toBe('message');
    expect(data.sections).toMatchObject({
      title: 'Вы отписались от уведомлений о цене',
      button: { label: 'Вернуться к товару' },
    });
    expect(data.sections.text).toContain('<b>watcher@example.ru</b>');
  });
});
