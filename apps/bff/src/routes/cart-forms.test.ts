import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/use-test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { cartPosition, cartProduct, cartTotal } from '../testing/fixtures.ts';

/** The cart's actions as plain HTML forms (urlencoded POST, `_method` for the others), answered 303 back. */

const t = useTestApp();

const SHOP = 'shop.example';
const added = { total: cartTotal, data: cartPosition, positionsIds: ['1001'], countpos: 1 };
const updated = { total: cartTotal, data: cartPosition, products: [cartProduct], positionsIds: ['1001'], countpos: 1 };
const removed = { total: cartTotal, removedId: 1001, positionsIds: [], countpos: 0 };

/** What a browser sends for a form of this site's page. */
function formPost(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): InjectOptions {
  return {
    method: 'POST',
    url,
    headers: {
      host: SHOP,
      origin: `http://${SHOP}`,
      'sec-fetch-site': 'same-origin',
      'sec-fetch-mode': 'navigate',
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  };
}

const lastCall = () => t.upstreamCalls().at(-1);

function expectRedirectedTo(response: { statusCode: number; headers: Record<string, unknown>; body: string }, location: string) {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(location);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.body).toBe('');
}

function expectFailurePage(response: { statusCode: number; headers: Record<string, unknown>; body: string }, status: number, text: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  // Its inline style may apply, and nothing else may load or run.
  const policy = String(response.headers['content-security-policy']).split(/;\s*/);
  expect(policy).toEqual(expect.arrayContaining(["default-src 'none'", "style-src 'unsafe-inline'"]));
  expect(response.body).toMatch(/^<!doctype html>\n<html lang="ru">/);
  expect(response.body).toContain('<title>Не получилось</title>');
  expect(response.body).toContain('<h1>Не получилось</h1>');
  expect(response.body).toContain(`<p>${text}</p>`);
}

describe('each cart form reaches the legacy call of its JSON twin and goes back to its page', () => {
  it('adds to the cart: the same PUT as the JSON add, then 303 to back', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added)).times(2);
    await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { assortmentId: 1001, quantity: 2, colorId: 7 } });
    const jsonCall = lastCall();

    const response = await t.app.inject(
      formPost('/api/cart/items', { assortmentId: '1001', quantity: '2', colorId: '7', back: '/instrumenty/dreli/' }),
    );
    expectRedirectedTo(response, '/instrumenty/dreli/');
    const formCall = lastCall();
    expect(formCall?.path).toBe(jsonCall?.path);
    expect(formCall?.searchParams).toEqual({ quantity: '2', assortmentId: '1001', colorId: '7' });
    expect(formCall?.method).toBe('PUT');
  });

  it('adds one without a quantity, and an empty colour is no colour', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added));
    const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: '1001', colorId: '', back: '/p/1001/' }));
    expectRedirectedTo(response, '/p/1001/');
    expect(lastCall()?.searchParams).toEqual({ quantity: '1', assortmentId: '1001' });
  });

  it('sets a line’s quantity with _method=PATCH: the legacy update with onlyOne', async () => {
    answerUpstream(t.upstream, 'PUT', '/cart/update/1001/', 200, legacy.status(updated)).times(2);
    await t.app.inject({ method: 'PATCH', url: '/api/cart/items/1001', payload: { quantity: 2.5, multism: 1, colorId: 7 } });
    const jsonCall = lastCall();

    const response = await t.app.inject(
      formPost('/api/cart/items/1001', { _method: 'PATCH', quantity: '2.5', multism: '1', colorId: '7', back: '/cart/' }),
    );
    expectRedirectedTo(response, '/cart/');
    expect(lastCall()?.path).toBe(jsonCall?.path);
    expect(lastCall()?.searchParams).toEqual(jsonCall?.searchParams);
    expect(lastCall()?.searchParams).toEqual({ quantity: '2.5', multism: '1', onlyOne: 'true', colorId: '7' });
  });

  it('removes a line with _method=DELETE, its colour going where the contract wants it (the query)', async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/remove/', 200, legacy.result(removed)).times(2);
    await t.app.inject({ method: 'DELETE', url: '/api/cart/items/1001?colorId=7' });
    const jsonBody = String(lastCall()?.body);

    const response = await t.app.inject(formPost('/api/cart/items/1001', { _method: 'DELETE', colorId: '7', back: '/cart/' }));
    expectRedirectedTo(response, '/cart/');
    expect(lastCall()?.method).toBe('DELETE');
    expect(String(lastCall()?.body)).toBe(jsonBody);
    expect(JSON.parse(String(lastCall()?.body))).toEqual({ assortmentId: 1001, colorId: 7 });
  });

  it('removes a line without a colour', async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/remove/', 200, legacy.result(removed));
    const response = await t.app.inject(formPost('/api/cart/items/1001', { _method: 'delete', colorId: '', back: '/cart/' }));
    expectRedirectedTo(response, '/cart/');
    expect(JSON.parse(String(lastCall()?.body))).toEqual({ assortmentId: 1001 });
  });

  it('clears the cart with _method=DELETE on /api/cart', async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/clearBasket/', 200, legacy.status({ countpos: 0 }));
    const response = await t.app.inject(formPost('/api/cart', { _method: 'DELETE', back: '/cart/' }));
    expectRedirectedTo(response, '/cart/');
    expect(t.upstreamCalls().map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/v1/Cart/clearBasket/']);
  });
});

describe('the session', () => {
  it("passes the upstream's set-cookie with the redirect: a guest's first add starts the session", async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added), {
      'set-cookie': 'sid=s1; Path=/; HttpOnly; SameSite=Lax',
    });
    const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: '1001', back: '/' }));
    expectRedirectedTo(response, '/');
    expect([response.headers['set-cookie']].flat()).toEqual(['sid=s1; Path=/; HttpOnly; SameSite=Lax']);
  });

  it("sends the shopper's cookie to the upstream", async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/clearBasket/', 200, legacy.status({ countpos: 0 }));
    await t.app.inject(formPost('/api/cart', { _method: 'DELETE', back: '/cart/' }, { cookie: 'sid=s1' }));
    expect(lastCall()?.headers).toMatchObject({ cookie: 'sid=s1' });
  });
});

describe('bad input: an HTML 400 in Russian, and the cart untouched', () => {
  it.each([
    ['/api/cart/items', { assortmentId: 'abc' }, 'Идентификатор должен быть числом'],
    ['/api/cart/items', { assortmentId: '' }, 'Идентификатор должен быть числом'],
    ['/api/cart/items', { quantity: '1' }, 'Идентификатор должен быть числом'],
    ['/api/cart/items', { assortmentId: '1001', quantity: '-1' }, 'Количество должно быть не меньше 0,01'],
    ['/api/cart/items', { assortmentId: '1001', quantity: '1e9' }, 'Количество должно быть числом'],
    ['/api/cart/items', { assortmentId: '1001', quantity: '1000000000' }, 'Количество должно быть не больше 9999'],
    ['/api/cart/items', { assortmentId: '1001', colorId: 'red' }, 'Идентификатор должен быть числом'],
    ['/api/cart/items', { _method: 'PUT', assortmentId: '1001' }, 'Форма просит неизвестное действие'],
    ['/api/cart/items/abc', { _method: 'PATCH', quantity: '1', multism: '1' }, 'Идентификатор должен быть числом'],
    ['/api/cart/items/1001', { _method: 'PATCH', quantity: '1e9', multism: '1' }, 'Количество должно быть числом'],
    ['/api/cart/items/1001', { _method: 'PATCH', quantity: '0x10', multism: '1' }, 'Количество должно быть числом'],
    ['/api/cart/items/1001', { _method: 'PATCH', quantity: '2' }, 'Идентификатор должен быть числом'],
    ['/api/cart/items/1001', { _method: 'DELETE', colorId: '-3' }, 'Идентификатор должен быть положительным'],
    ['/api/cart/items/1001', { _method: 'PUT' }, 'Форма просит неизвестное действие'],
    ['/api/cart/items/1001', {}, 'Форма просит неизвестное действие'],
    ['/api/cart', { _method: 'PATCH' }, 'Форма просит неизвестное действие'],
    ['/api/cart', { _method: 'GET' }, 'Форма просит неизвестное действие'],
  ])('%s %j', async (url, fields, text) => {
    const response = await t.app.inject(formPost(url, { ...fields, back: '/cart/' }));
    expectFailurePage(response, 400, text);
    expect(response.body).toContain('<a href="/cart/">Вернуться</a>');
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('gives the same text as the JSON API for the same input', async () => {
    const json = await t.app.inject({ method: 'PATCH', url: '/api/cart/items/1001', payload: { quantity: -1, multism: 1 } });
    const form = await t.app.inject(formPost('/api/cart/items/1001', { _method: 'PATCH', quantity: '-1', multism: '1' }));
    expect(form.statusCode).toBe(json.statusCode);
    expect(form.body).toContain(`<p>${json.json().messages[0].text}</p>`);
  });

  it('refuses a repeated field where the contract wants one value', async () => {
    const response = await t.app.inject({ ...formPost('/api/cart/items', {}), payload: 'assortmentId=1001&assortmentId=1002' });
    expectFailurePage(response, 400, 'Идентификатор должен быть числом');
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('refuses a form body over the small limit with an HTML 413', async () => {
    const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: '1001', note: 'x'.repeat(20_000) }));
    expectFailurePage(response, 413, 'Слишком большой запрос');
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('an upstream failure', () => {
  it('is the page with the upstream’s status and its Russian text', async () => {
    answerUpstream(t.upstream, 'PUT', '/cart/update/1001/', 404, legacy.statusFail({ error: 'Позиция не найдена в корзине' }));
    const response = await t.app.inject(
      formPost('/api/cart/items/1001', { _method: 'PATCH', quantity: '1', multism: '1', back: '/cart/' }),
    );
    expectFailurePage(response, 404, 'Позиция не найдена в корзине');
    expect(response.body).toContain('<a href="/cart/">Вернуться</a>');
  });

  it('escapes what the upstream says', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.resultFail({ error: '<img src=x onerror=alert(1)> нет' }));
    const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: '1001', back: '/p/1/?a=1&b="2"' }));
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('<p>&lt;img src=x onerror=alert(1)&gt; нет</p>');
    expect(response.body).not.toContain('<img');
    expect(response.body).toContain('<a href="/p/1/?a=1&amp;b=%222%22">Вернуться</a>');
  });

  it('is a 502 page when the upstream cannot be reached', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, 'not json');
    const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: '1001', back: '/cart/' }));
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Не получилось</h1>');
  });
});

describe('the page to go back to', () => {
  it.each([
    '//evil.example/',
    'https://evil.example/',
    '/\\evil.example/',
    '/..//evil.example',
    '/./\\evil.example/x',
    '/x/%2e%2e//evil.example/x',
    'javascript:alert(1)',
    '/cart/\r\nSet-Cookie: a=b',
    '/\t/evil.example/',
    'cart/',
    '',
  ])('falls back to the cart for back=%j without a Referer', async (back) => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added));
    const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: '1001', back }));
    expectRedirectedTo(response, '/cart/');
  });

  it("falls back to the Referer's path when the Referer is this site", async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added));
    const response = await t.app.inject(
      formPost('/api/cart/items', { assortmentId: '1001', back: '//evil.example/' }, { referer: `http://${SHOP}/instrumenty/?page=2` }),
    );
    expectRedirectedTo(response, '/instrumenty/?page=2');
  });

  it("never goes to another site's Referer", async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added));
    const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: '1001' }, { referer: 'https://evil.example/cart/' }));
    expectRedirectedTo(response, '/cart/');
  });

  it('keeps a path of this site in Russian, encoded for the Location header', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added));
    const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: '1001', back: '/поиск/?q=дрель#список' }));
    expectRedirectedTo(response, '/%D0%BF%D0%BE%D0%B8%D1%81%D0%BA/?q=%D0%B4%D1%80%D0%B5%D0%BB%D1%8C#%D1%81%D0%BF%D0%B8%D1%81%D0%BE%D0%BA');
  });

  it('is the link of the failure page too', async () => {
    const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: 'abc', back: 'https://evil.example/' }));
    expect(response.body).toContain('<a href="/cart/">Вернуться</a>');
  });
});

describe('a cross-site form post', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin, no Sec-Fetch-Site', { origin: 'https://evil.example', 'sec-fetch-site': '' }],
    ['Origin null', { origin: 'null', 'sec-fetch-site': '' }],
    ['only Sec-Fetch-Site', { origin: '', 'sec-fetch-site': 'cross-site' }],
    ['a sibling site', { origin: 'https://blog.shop.example', 'sec-fetch-site': 'same-site' }],
  ])('is refused with a 403 page and no upstream call: %s', async (_, headers) => {
    const options = formPost('/api/cart', { _method: 'DELETE', back: '/cart/' });
    const sent = Object.fromEntries(Object.entries({ ...options.headers, ...headers }).filter(([, value]) => value !== ''));
    const response = await t.app.inject({ ...options, headers: sent });
    expectFailurePage(response, 403, 'Запрос с другого сайта отклонён');
    expect(response.body).toContain('<a href="/cart/">Вернуться</a>');
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it("is not what the shop's own page sends: Origin null (its Referrer-Policy) but Sec-Fetch-Site same-origin", async () => {
    answerUpstream(t.upstream, 'DELETE', '/api/v1/Cart/clearBasket/', 200, legacy.status({ countpos: 0 }));
    const response = await t.app.inject(
      formPost('/api/cart', { _method: 'DELETE', back: '/cart/' }, { origin: 'null', 'sec-fetch-site': 'same-origin' }),
    );
    expectRedirectedTo(response, '/cart/');
  });

  it('is refused on the add route too', async () => {
    const response = await t.app.inject(
      formPost('/api/cart/items', { assortmentId: '1001' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    );
    expectFailurePage(response, 403, 'Запрос с другого сайта отклонён');
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('a repeated identical post', () => {
  it('makes the same two upstream calls the JSON API would: no dedupe, no doubling', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added)).times(4);
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { assortmentId: 1001 } });
    const json = t.upstreamCalls().map((call) => `${call.method} ${call.path}`);
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject(formPost('/api/cart/items', { assortmentId: '1001', back: '/cart/' }));
      expectRedirectedTo(response, '/cart/');
    }
    const all = t.upstreamCalls().map((call) => `${call.method} ${call.path}`);
    expect(all).toHaveLength(4);
    expect(all.slice(2)).toEqual(json);
  });
});

describe('routes without forms', () => {
  it('refuse a urlencoded body with 415 before the upstream', async () => {
    const response = await t.app.inject(formPost('/api/cart/one-click-order', { phone: '9123456789' }));
    expectFailurePage(response, 415, 'Неподдерживаемый формат данных запроса');
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('refuse a urlencoded body sent by another method than POST', async () => {
    const response = await t.app.inject({ ...formPost('/api/cart/items/1001', { quantity: '1', multism: '1' }), method: 'PATCH' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { statusCode: 415 } });
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('leave a JSON POST to a form-only path the not-found envelope it was', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/items/1001', payload: { _method: 'DELETE' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { message: 'Такого адреса API нет', statusCode: 404 } });
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('the JSON API beside the forms', () => {
  it('is unchanged: the add answers the envelope', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/Cart/put/', 200, legacy.result(added));
    const response = await t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { assortmentId: 1001 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: added, messages: [] });
  });

  it('leaves the form variants out of the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/cart/items/{assortmentId}'] ?? {}).sort()).toEqual(['delete', 'patch']);
    expect(Object.keys(paths['/api/cart'] ?? {}).sort()).toEqual(['delete', 'get']);
  });
});
