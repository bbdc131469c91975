import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { sputnik } from '../testing/product-fixtures.ts';

const t = useTestApp();

const lastCall = () => t.upstreamCalls().at(-1);
const popular = { ...sputnik, widget_key: 'popfullCHK', palisade_header: 'Популярные товары', all_button_link: '/popular/' };

describe('GET /api/widgets/:key', () => {
  it('answers the widget with its hash', async () => {
    const reply = { widgetKey: 'popfullCHK', widgetHash: 'ab12', notModified: false, widgetData: popular };
    answerUpstream(t.upstream, 'GET', '/api/v1/widgets/getWidget/', 200, legacy.status(reply));
    const response = await t.app.inject({ url: '/api/widgets/popfullCHK' });
    expect(response.json()).toEqual({ status: 'OK', data: reply, messages: [] });
    expect(lastCall()?.searchParams).toEqual({ key: 'popfullCHK' });
  });

  it('passes the hash held and answers not-modified without data', async () => {
    const reply = { widgetKey: 'popfullCHK', widgetHash: 'ab12', notModified: true };
    answerUpstream(t.upstream, 'GET', '/api/v1/widgets/getWidget/', 200, legacy.status(reply));
    const response = await t.app.inject({ url: '/api/widgets/popfullCHK?hash=ab12' });
    expect(response.json().data).toEqual(reply);
    expect(lastCall()?.searchParams).toEqual({ key: 'popfullCHK', hash: 'ab12' });
  });

  it('passes an unknown key on as 404', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/widgets/getWidget/', 404, legacy.statusFail({ error: 'Виджет не найден' }));
    expect((await t.app.inject({ url: '/api/widgets/nothing' })).statusCode).toBe(404);
  });

  it('refuses a widget whose type the contract does not know', async () => {
    answerUpstream(
      t.upstream,
      'GET',
      '/api/v1/widgets/getWidget/',
      200,
      legacy.status({ widgetKey: 'x1', widgetHash: '1', notModified: false, widgetData: { widgetTypeName: 'marquee' } }),
    );
    expect((await t.app.inject({ url: '/api/widgets/x1' })).statusCode).toBe(502);
  });

  it.each([
    ['/api/widgets/%3Cscript%3E', 'Ключ виджета: латинские буквы, цифры и подчёркивание'],
    ['/api/widgets/popfullCHK?hash=zz', 'Хеш виджета: шестнадцатеричная строка'],
  ])('refuses %s before the upstream', async (url, text) => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(text);
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('GET /api/widgets/defined/:type', () => {
  it("asks for the shopper's own widget by type", async () => {
    const history = { ...sputnik, widget_key: 'product_history', widgetTypeName: 'product_history', widgetType: 6 };
    const { template: _template, items: _items, ...palisade } = history;
    answerUpstream(
      t.upstream,
      'GET',
      '/api/v1/widgets/getDefinedWidget/',
      200,
      legacy.status({ widgetKey: 'product_history', widgetHash: 'cd', notModified: false, widgetData: palisade }),
    );
    const response = await t.app.inject({ url: '/api/widgets/defined/product_history?hash=ab' });
    expect(response.json().data.widgetData.widgetTypeName).toBe('product_history');
    expect(lastCall()?.searchParams).toEqual({ type: 'product_history', hash: 'ab' });
  });

  it('refuses a type that is not the shopper’s own', async () => {
    const response = await t.app.inject({ url: '/api/widgets/defined/tabloid' });
    expect(response.statusCode).toBe(400);
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('GET /api/cart/widget', () => {
  it('posts the cart widget key', async () => {
    const relates = { ...sputnik, widget_key: 'cart_page_relates' };
    answerUpstream(
      t.upstream,
      'POST',
      '/cart/getWidget/',
      200,
      legacy.status({ widgetKey: 'cart_page_relates', widgetHash: 'ef', notModified: false, widgetData: relates }),
    );
    const response = await t.app.inject({ url: '/api/cart/widget?key=cart_page_relates' });
    expect(response.json().data.widgetData).toEqual(relates);
    expect(JSON.parse(String(lastCall()?.body))).toEqual({ key: 'cart_page_relates' });
  });

  it('refuses another key', async () => {
    const response = await t.app.inject({ url: '/api/cart/widget?key=popfullCHK' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Ключ виджета корзины: cart_page_relates');
  });
});
