import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { NOT_CORRECT_JSON } from '@shop/contracts/envelope.ts';
import { expectRefusedBeforeUpstream } from '../testing/test-app.ts';
import { useTestApp } from '../testing/use-test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';
import { allMarks, catalogueMenu, catalogueProducts, listingPage, searchHints } from '../testing/catalogue-fixtures.ts';
import { pageData } from '../testing/fixtures.ts';

const t = useTestApp();

const lastCall = () => t.upstreamCalls().at(-1);
const sentBody = () => JSON.parse(String(lastCall()?.body));

const refusedBeforeUpstream = (options: InjectOptions, text: string) => expectRefusedBeforeUpstream(t, options, text);

describe('GET /api/catalog/products', () => {
  it('fetches the page path with only its products, without the menu, and answers products and pagination', async () => {
    answerUpstream(t.upstream, 'GET', '/dreli/page-2/', 200, legacy.status(listingPage(catalogueProducts)));
    const response = await t.app.inject({
      url: `/api/catalog/products?path=${encodeURIComponent('/dreli/page-2/?sort_field=price&sort_dir=asc')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: catalogueProducts, messages: [] });
    expect(lastCall()?.searchParams).toEqual({ sort_field: 'price', sort_dir: 'asc', onlyOnePage: '1', scenario: 'catalogOnlyProds' });
    expect(lastCall()?.headers).toMatchObject({ 'without-menu': '1' });
  });

  it('marks a previous-page load', async () => {
    answerUpstream(t.upstream, 'GET', '/dreli/', 200, legacy.status(listingPage(catalogueProducts)));
    await t.app.inject({ url: '/api/catalog/products?path=%2Fdreli%2F&direction=prev' });
    expect(lastCall()?.searchParams).toMatchObject({ isPrevPageLoad: '1' });
  });

  it('answers 404 for a path that is not a listing and for a page the upstream does not know', async () => {
    answerUpstream(t.upstream, 'GET', '/cart/', 200, legacy.status({ ...pageData, route: 'cart' }));
    const cart = await t.app.inject({ url: '/api/catalog/products?path=%2Fcart%2F' });
    expect(cart.statusCode).toBe(404);
    expect(cart.json().error).toEqual({ message: 'Это не страница каталога', statusCode: 404 });

    answerUpstream(
      t.upstream,
      'GET',
      '/dreli/f9:1/',
      404,
      legacy.statusFail({ error: 'This page could not be found', ...pageData, route: 'pagenotfound' }),
    );
    const missing = await t.app.inject({ url: '/api/catalog/products?path=%2Fdreli%2Ff9%3A1%2F' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a listing that does not match the contract with 502', async () => {
    answerUpstream(t.upstream, 'GET', '/dreli/', 200, legacy.status(listingPage({ products: 'many' })));
    const response = await t.app.inject({ url: '/api/catalog/products?path=%2Fdreli%2F' });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.message).toBe(NOT_CORRECT_JSON);
  });

  it('refuses an API path, a foreign host and a bad direction before the upstream', async () => {
    await refusedBeforeUpstream({ url: '/api/catalog/products?path=%2Fapi%2Fcart' }, 'Это не путь страницы сайта');
    await refusedBeforeUpstream(
      { url: '/api/catalog/products?path=%2F%2Fevil.example%2F' },
      'Путь страницы должен начинаться с одной косой черты',
    );
    await refusedBeforeUpstream({ url: '/api/catalog/products?path=%2Fdreli%2F&direction=up' }, 'Направление: next или prev');
  });
});

describe('GET /api/catalog/count', () => {
  it('asks for the count of the filtered path', async () => {
    answerUpstream(t.upstream, 'GET', '/dreli/f1:343/', 200, legacy.status(listingPage({ count: 12, contentTitleLabel: '12 товаров' })));
    const response = await t.app.inject({ url: '/api/catalog/count?path=%2Fdreli%2Ff1%3A343%2F' });
    expect(response.json()).toEqual({ status: 'OK', data: { count: 12, contentTitleLabel: '12 товаров' }, messages: [] });
    expect(lastCall()?.searchParams).toEqual({ countAssorts: '1' });
  });

  it('refuses a missing path before the upstream', async () => {
    await refusedBeforeUpstream({ url: '/api/catalog/count' }, 'Укажите путь страницы');
  });
});

describe('GET /api/catalog/sorted', () => {
  it('fetches the first page with the sort, replacing an earlier one, and answers products and parameters', async () => {
    answerUpstream(t.upstream, 'GET', '/dreli/f1:343/', 200, legacy.status(listingPage({ ...catalogueProducts, filters: [] })));
    const path = encodeURIComponent('/dreli/f1:343/page-3/?sort_field=pop&sort_dir=desc');
    const response = await t.app.inject({ url: `/api/catalog/sorted?path=${path}&sortField=price&sortDir=asc` });
    expect(response.json().data).toEqual(catalogueProducts);
    expect(lastCall()?.searchParams).toEqual({ sort_field: 'price', sort_dir: 'asc' });
  });

  it('refuses an unknown sort before the upstream', async () => {
    await refusedBeforeUpstream({ url: '/api/catalog/sorted?path=%2Fdreli%2F&sortField=rating' }, 'Сортировка: pop, price или name');
    await refusedBeforeUpstream({ url: '/api/catalog/sorted?path=%2Fdreli%2F&sortDir=up' }, 'Направление сортировки: asc или desc');
  });
});

describe('PUT /api/catalog/view', () => {
  it('posts the view and the path of page 1', async () => {
    answerUpstream(t.upstream, 'POST', '/catalog/setViewMode/', 200, legacy.status({ view: 'detail' }));
    const response = await t.app.inject({ method: 'PUT', url: '/api/catalog/view', payload: { view: 'detail', path: '/dreli/' } });
    expect(response.json().data).toEqual({ view: 'detail' });
    expect(sentBody()).toEqual({ view: 'detail', path: '/dreli/' });
  });

  it('refuses another view before the upstream', async () => {
    await refusedBeforeUpstream(
      { method: 'PUT', url: '/api/catalog/view', payload: { view: 'tiles', path: '/dreli/' } },
      'Вид каталога: pics или detail',
    );
  });

  it('saves the view from the switch posted as a form, and sends the browser back to the listing', async () => {
    answerUpstream(t.upstream, 'POST', '/catalog/setViewMode/', 200, legacy.status({ view: 'detail' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/catalog/view',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({ _method: 'PUT', view: 'detail', path: '/dreli/', back: '/dreli/page-2/' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/dreli/page-2/');
    expect(sentBody()).toEqual({ view: 'detail', path: '/dreli/' });
  });
});

describe('GET /api/catalog/filtered-url', () => {
  const form = (fields: Array<[string, string]>) => `/api/catalog/filtered-url?${new URLSearchParams(fields).toString()}`;
  const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'sec-fetch-mode': 'navigate' };
  const fields: Array<[string, string]> = [
    ['base', '/instrumenty/'],
    ['order', 'f1,price,f10'],
    ['f', 'f10:3'],
    ['f', 'f1:1'],
    ['price_from', '100'],
    ['price_to', '2000'],
    ['price_bounds', '50,9000,50,9000'],
    ['price_drawn', '50,9000,0'],
    ['sort_field', 'price'],
    ['sort_dir', 'asc'],
  ];

  it('sends the filters form on to the listing the app would open, without asking the upstream', async () => {
    const response = await t.app.inject({ url: form(fields), headers: browser });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/instrumenty/f1:1/price:100,2000/f10:3/?sort_field=price&sort_dir=asc');
    expect(t.upstreamCalls()).toHaveLength(0);
    // The app reads the same address as JSON.
    const json = await t.app.inject({ url: form(fields), headers: { accept: 'application/json' } });
    expect(json.json().data).toEqual({ url: '/instrumenty/f1:1/price:100,2000/f10:3/?sort_field=price&sort_dir=asc' });
  });

  it.each([
    [[['base', 'https://evil.example/']], 'base'],
    [
      [
        ['base', '/instrumenty/'],
        ['f', 'f1:1/../../x'],
      ],
      'f',
    ],
    [
      [
        ['base', '/instrumenty/'],
        ['price_from', '-5'],
      ],
      'price_from',
    ],
  ] as Array<[Array<[string, string]>, string]>)('refuses a form it cannot read with a page in Russian (%j)', async (bad) => {
    const response = await t.app.inject({ url: form(bad), headers: browser });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers.location).toBeUndefined();
  });
});

describe('catalogue menu', () => {
  it('reads the menu for both layouts', async () => {
    const menu = { mobileCatalogMenu: catalogueMenu, desktopCatalogMenu: catalogueMenu };
    answerUpstream(t.upstream, 'GET', '/api/v1/catalogMenu/getMenu/', 200, legacy.rq(menu));
    expect((await t.app.inject({ url: '/api/catalog/menu' })).json()).toEqual({ status: 'OK', data: menu, messages: [] });
  });

  it('reads all marks', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/catalogMenu/getAllMarks/', 200, legacy.rq({ allMarks }));
    expect((await t.app.inject({ url: '/api/catalog/marks' })).json().data).toEqual({ allMarks });
  });

  it('saves the active section, and passes an unknown one on as 404', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/catalogMenu/setMenuSection/', 200, legacy.status({ id: 4 }));
    const saved = await t.app.inject({ method: 'PUT', url: '/api/catalog/menu/section', payload: { id: 4 } });
    expect(saved.json().data).toEqual({ id: 4 });
    expect(sentBody()).toEqual({ id: 4 });

    answerUpstream(
      t.upstream,
      'POST',
      '/api/v1/catalogMenu/setMenuSection/',
      404,
      legacy.statusFail({ error: 'Раздел каталога не найден' }),
    );
    const missing = await t.app.inject({ method: 'PUT', url: '/api/catalog/menu/section', payload: { id: 77 } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages).toEqual([{ kind: 'error', text: 'Раздел каталога не найден' }]);
  });

  it('refuses a bad section id before the upstream', async () => {
    await refusedBeforeUpstream(
      { method: 'PUT', url: '/api/catalog/menu/section', payload: { id: 0 } },
      'Идентификатор должен быть положительным',
    );
  });
});

describe('search', () => {
  it('posts the trimmed term for hints', async () => {
    answerUpstream(t.upstream, 'POST', '/s/SearchHint/', 200, legacy.result(searchHints));
    const response = await t.app.inject({ method: 'POST', url: '/api/search/hints', payload: { term: '  дрель ' } });
    expect(response.json().data).toEqual(searchHints);
    expect(sentBody()).toEqual({ term: 'дрель' });
  });

  it('refuses an empty or overlong term before the upstream', async () => {
    await refusedBeforeUpstream({ method: 'POST', url: '/api/search/hints', payload: { term: '   ' } }, 'Введите поисковый запрос');
    await refusedBeforeUpstream(
      { method: 'POST', url: '/api/search/hints', payload: { term: 'д'.repeat(101) } },
      'Поисковый запрос не длиннее 100 символов',
    );
  });

  it('asks for the short url of a term', async () => {
    answerUpstream(
      t.upstream,
      'GET',
      '/shortSearchUrl/',
      200,
      legacy.status({ term: 'дрель', url: '/search/%D0%B4%D1%80%D0%B5%D0%BB%D1%8C/' }),
    );
    const response = await t.app.inject({ url: `/api/search/short-url?q=${encodeURIComponent('дрель')}` });
    expect(response.json().data).toEqual({ term: 'дрель', url: '/search/%D0%B4%D1%80%D0%B5%D0%BB%D1%8C/' });
    expect(lastCall()?.searchParams).toEqual({ q: 'дрель' });
  });

  it('asks for the url of the default term when the term is empty or missing', async () => {
    for (const query of ['?q=', '?q=%20%20', '']) {
      answerUpstream(
        t.upstream,
        'GET',
        '/shortSearchUrl/',
        200,
        legacy.status({ term: 'Поиск', url: '/search/%D0%9F%D0%BE%D0%B8%D1%81%D0%BA/' }),
      );
      const response = await t.app.inject({ url: `/api/search/short-url${query}` });
      expect(response.statusCode).toBe(200);
      expect(lastCall()?.searchParams).toEqual({ q: 'Поиск' });
    }
  });

  describe('the search form without the app (GET, q)', () => {
    const drill = { term: 'дрель', url: '/search/%D0%B4%D1%80%D0%B5%D0%BB%D1%8C/' };
    const browser = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
    const searchFor = (term: string) => `/api/search/short-url?q=${encodeURIComponent(term)}`;

    it.each([
      ['Sec-Fetch-Mode: navigate', { ...browser, 'sec-fetch-mode': 'navigate', 'sec-fetch-site': 'same-origin' }],
      ['an Accept preferring HTML (a browser without Sec-Fetch)', browser],
      ['Sec-Fetch-Mode: navigate and Accept */*', { accept: '*/*', 'sec-fetch-mode': 'navigate' }],
    ])('sends a browser navigation on to the results with 303: %s', async (_, headers) => {
      answerUpstream(t.upstream, 'GET', '/shortSearchUrl/', 200, legacy.status(drill));
      const response = await t.app.inject({ url: searchFor('дрель'), headers });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(drill.url);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(lastCall()?.searchParams).toEqual({ q: 'дрель' });
    });

    it.each([
      ['the app (Accept: application/json)', { accept: 'application/json', 'sec-fetch-mode': 'cors' }],
      ['no Accept', {}],
      ['Accept */*', { accept: '*/*' }],
      ['a script marking its request', { ...browser, 'x-requested-with': 'XMLHttpRequest' }],
    ])('answers the JSON to %s', async (_, headers) => {
      answerUpstream(t.upstream, 'GET', '/shortSearchUrl/', 200, legacy.status(drill));
      const response = await t.app.inject({ url: searchFor('дрель'), headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'OK', data: drill, messages: [] });
      expect(response.headers.vary).toContain('Sec-Fetch-Mode');
    });

    it('never sends the browser off the site, whatever the upstream names', async () => {
      answerUpstream(t.upstream, 'GET', '/shortSearchUrl/', 200, legacy.status({ term: 'дрель', url: '//evil.example/search/' }));
      const response = await t.app.inject({ url: searchFor('дрель'), headers: browser });
      expect(response.statusCode).toBe(502);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.location).toBeUndefined();
    });

    it('shows a refused term as a page in Russian, with the way back to the page searched from', async () => {
      const response = await t.app.inject({
        url: searchFor('д'.repeat(101)),
        headers: { ...browser, 'sec-fetch-mode': 'navigate', host: 'shop.example', referer: 'http://shop.example/instrumenty/' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<p>Поисковый запрос не длиннее 100 символов</p>');
      expect(response.body).toContain('<a href="/instrumenty/">Вернуться</a>');
      expect(t.upstreamCalls()).toHaveLength(0);
    });
  });

  it('asks for the colours of an assortment, and passes an unknown one on as 404', async () => {
    const colors = [{ id: 1, name: 'белый', code: '#FFFFFF', url: '/img/c/1.svg' }];
    answerUpstream(t.upstream, 'GET', '/api/v1/Search/getFilteredColors/', 200, legacy.result({ colors }));
    const response = await t.app.inject({ url: '/api/search/colors?systemId=1001&search=%D0%B1%D0%B5%D0%BB' });
    expect(response.json().data).toEqual({ colors });
    expect(lastCall()?.searchParams).toEqual({ systemId: '1001', search: 'бел' });

    answerUpstream(t.upstream, 'GET', '/api/v1/Search/getFilteredColors/', 404, legacy.resultFail({ error: 'Товар не найден' }));
    expect((await t.app.inject({ url: '/api/search/colors?systemId=9' })).statusCode).toBe(404);
  });

  it('refuses colours without an assortment before the upstream', async () => {
    await refusedBeforeUpstream({ url: '/api/search/colors?search=x' }, 'Идентификатор должен быть числом');
  });
});

describe('favourites', () => {
  it('adds a product with the count asked for, and removes it', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/favorites/put/', 200, legacy.result({ favoriteCount: 3, productId: 1001 }));
    const added = await t.app.inject({ method: 'PUT', url: '/api/favorites/products/1001' });
    expect(added.json()).toEqual({ status: 'OK', data: { favoriteCount: 3, productId: 1001 }, messages: [] });
    expect(sentBody()).toEqual({ productId: 1001, quantity: 1 });

    answerUpstream(t.upstream, 'DELETE', '/api/v1/favorites/remove/', 200, legacy.result({ favoriteCount: 2, productId: 1001 }));
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/favorites/products/1001' });
    expect(removed.json().data).toEqual({ favoriteCount: 2, productId: 1001 });
  });

  it('answers a guest with 401 and the sign-in text', async () => {
    const signIn = legacy.resultFail({ statusCode: 401, error: 'Войдите, чтобы добавлять в избранное' });
    answerUpstream(t.upstream, 'PUT', '/api/v1/favorites/put/', 200, signIn);
    const response = await t.app.inject({ method: 'PUT', url: '/api/favorites/products/1001' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      status: 'FAIL',
      messages: [{ kind: 'error', text: 'Войдите, чтобы добавлять в избранное' }],
      error: { message: 'Войдите, чтобы добавлять в избранное', statusCode: 401 },
    });
  });

  it('adds and removes a category', async () => {
    answerUpstream(t.upstream, 'PUT', '/api/v1/favoriteCategories/put/', 200, legacy.status({ categoryId: 3 }));
    expect((await t.app.inject({ method: 'PUT', url: '/api/favorites/categories/3' })).json().data).toEqual({ categoryId: 3 });
    expect(sentBody()).toEqual({ id: 3 });
    answerUpstream(t.upstream, 'DELETE', '/api/v1/favoriteCategories/remove/', 404, legacy.statusFail({ error: 'Категория не найдена' }));
    expect((await t.app.inject({ method: 'DELETE', url: '/api/favorites/categories/3' })).statusCode).toBe(404);
  });

  it('refuses bad ids before the upstream', async () => {
    await refusedBeforeUpstream({ method: 'PUT', url: '/api/favorites/products/abc' }, 'Идентификатор должен быть числом');
    await refusedBeforeUpstream({ method: 'DELETE', url: '/api/favorites/categories/-2' }, 'Идентификатор должен быть положительным');
  });
});
