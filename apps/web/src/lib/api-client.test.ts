import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract } from '@shop/contracts/routes.ts';
import { server } from '@shop/mocks/node.ts';
import { ApiError, bindApiClient, callApi, imageUrl } from './api-client.ts';

let unbind = () => {};
afterEach(() => unbind());

function bind() {
  const calls = { messages: [] as unknown[], navigate: vi.fn(), assign: vi.fn() };
  unbind = bindApiClient({
    siteVersion: () => 'mobile',
    showMessages: (messages) => calls.messages.push(...messages),
    navigate: calls.navigate,
    assign: calls.assign,
  });
  return calls;
}

describe('callApi', () => {
  it('sends the site version and same-origin credentials and returns the reply data', async () => {
    bind();
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
    server.events.removeAllListeners();
  });

  it('sends the headers a route declares, such as the idempotency key of an order', async () => {
    bind();
    let sent: Headers | undefined;
    server.events.on('request:start', ({ request }) => {
      sent = request.headers;
    });
    const key = '0b8f4f9e-3f3a-4d8e-9a53-7f2b1c6d5e4a';
    await callApi(contract.orders.sendOrder, { headers: { 'idempotency-key': key }, body: {} }).catch(() => undefined);
    expect(sent?.get('idempotency-key')).toBe(key);
    expect(sent?.get('site-version')).toBe('mobile');
    server.events.removeAllListeners();
  });

  it('shows envelope messages and throws ApiError with status, message and route on FAIL', async () => {
    const calls = bind();
    const error = await callApi(contract.page.getPage, { query: { path: '/net/' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, route: 'pagenotfound', message: 'This page could not be found' });
    expect(calls.messages).toEqual([{ kind: 'error', text: 'This page could not be found' }]);
  });

  it('follows an external redirect by a full load with {host} replaced, an internal one in the app', async () => {
    const calls = bind();
    await callApi(contract.page.getPage, { query: { path: '/rasprodazha/' } });
    expect(calls.assign).toHaveBeenCalledWith(`${window.location.origin}/instrumenty/`);
    await callApi(contract.page.getPage, { query: { path: '/elektroinstrument/' } });
    expect(calls.navigate).toHaveBeenCalledWith('/instrumenty/');
  });

  it('turns a reply that is not an envelope into an ApiError', async () => {
    bind();
    server.use(http.get('*/api/cart', () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expect(callApi(contract.cart.getCart)).rejects.toMatchObject({ status: 502, route: '404page' });
  });
});

describe('imageUrl', () => {
  it('sends site images through the BFF', () => {
    expect(imageUrl('/img/x.svg')).toBe('/api/img/x.svg');
    expect(imageUrl('img/x.svg')).toBe('/api/img/x.svg');
    expect(imageUrl('https://cdn.example/x.svg')).toBe('https://cdn.example/x.svg');
  });
});
