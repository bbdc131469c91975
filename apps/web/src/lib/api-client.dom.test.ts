import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@shop/contracts/routes.ts';
import { server } from '@shop/mocks/node.ts';
import { texts } from '@/config/texts.ts';
import type { Message } from '@shop/contracts/envelope.ts';
import { ApiError, createApiClient } from './api-client.ts';
import { imageUrl } from './api-client.ts';

afterEach(() => server.events.removeAllListeners());

function client() {
  const calls = { messages: [] as Message[], navigate: vi.fn(), assign: vi.fn() };
  const api = createApiClient({
    siteVersion: () => 'mobile',
    showMessages: (messages) => calls.messages.push(...messages),
    navigate: calls.navigate,
    assign: calls.assign,
  });
  return { ...calls, callApi: api.call };
}

describe('callApi', () => {
  it('sends the site version and same-origin credentials and returns the reply data', async () => {
    const { callApi } = client();
    let headers: Headers | undefined;
    let credentials: string | undefined;
    server.events.on('request:start', ({ request }) => {
      headers = request.headers;
      credentials = request.credentials;
    });
    const cart = await callApi(contract.cart.getCart);
    expect(cart.countpos).toBeGreaterThan(0);
    expect(headers?.get('site-version')).toBe('mobile');
    expect(credentials).toBe('same-origin');
  });

  it('sends the headers a route declares, such as the idempotency key of an order', async () => {
    const { callApi } = client();
    let sent: Headers | undefined;
    server.events.on('request:start', ({ request }) => {
      sent = request.headers;
    });
    const key = '0b8f4f9e-3f3a-4d8e-9a53-7f2b1c6d5e4a';
    await callApi(contract.orders.sendOrder, { headers: { 'idempotency-key': key }, body: {} }).catch(() => undefined);
    expect(sent?.get('idempotency-key')).toBe(key);
    expect(sent?.get('site-version')).toBe('mobile');
  });

  it('throws ApiError with status, message, route and the messages to show on FAIL, showing none itself', async () => {
    const { callApi, ...calls } = client();
    const error = await callApi(contract.page.getPage, { query: { path: '/net/' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      route: 'pagenotfound',
      message: 'This page could not be found',
      messages: [{ kind: 'error', text: 'This page could not be found' }],
    });
    expect(calls.messages).toEqual([]);
  });

  it('shows the messages of an OK reply', async () => {
    const { callApi, ...calls } = client();
    server.use(
      http.get('*/api/cart', () =>
        HttpResponse.json({ status: 'OK', data: { countpos: 1 }, messages: [{ kind: 'success', text: 'Готово' }] }),
      ),
    );
    await callApi(contract.cart.getCart);
    expect(calls.messages).toEqual([{ kind: 'success', text: 'Готово' }]);
  });

  it('keeps two apps apart: each client sends its own site version', async () => {
    const versions: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => void versions.push(request.headers.get('site-version')));
    const desktop = createApiClient({ siteVersion: () => 'desktop', showMessages: () => {}, navigate: () => {}, assign: () => {} });
    await desktop.call(contract.cart.getCart);
    await client().callApi(contract.cart.getCart);
    expect(versions).toEqual(['desktop', 'mobile']);
  });

  it('follows an external redirect by a full load with {host} replaced, an internal one in the app', async () => {
    const { callApi, ...calls } = client();
    await callApi(contract.page.getPage, { query: { path: '/rasprodazha/' } });
    expect(calls.assign).toHaveBeenCalledWith(`${window.location.origin}/instrumenty/`);
    await callApi(contract.page.getPage, { query: { path: '/elektroinstrument/' } });
    expect(calls.navigate).toHaveBeenCalledWith('/instrumenty/');
  });

  it('turns a reply that is not an envelope into an ApiError', async () => {
    const { callApi } = client();
    server.use(http.get('*/api/cart', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(callApi(contract.cart.getCart)).rejects.toMatchObject({
      status: 502,
      route: '404page',
      messages: [{ kind: 'error', text: texts.network }],
    });
  });
});

describe('imageUrl', () => {
  it('sends site images through the BFF', () => {
    expect(imageUrl('/img/x.svg')).toBe('/api/img/x.svg');
    expect(imageUrl('img/x.svg')).toBe('/api/img/x.svg');
    expect(imageUrl('https://cdn.example/x.svg')).toBe('https://cdn.example/x.svg');
  });
});
