import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contract } from '@shop/contracts/routes.ts';
import { server } from '@shop/mocks/node.ts';
import { texts } from '@/config/texts.ts';
import { makeAppServices } from './app-services.ts';
import { makeStore } from '@/lib/store.ts';

function app() {
  const store = makeStore();
  const navigated: string[] = [];
  const services = makeAppServices(store, { navigate: (url) => navigated.push(url), assign: () => {}, retry: false });
  const toasts = () => store.getState().ui.toasts.map(({ kind, text }) => ({ kind, text }));
  return { ...services, store, toasts, navigated };
}

const failCart = (text: string) =>
  server.use(
    http.get('*/api/cart', () =>
      HttpResponse.json(
        { status: 'FAIL', data: null, messages: [{ kind: 'error', text }], error: { message: text, statusCode: 500 } },
        { status: 500 },
      ),
    ),
  );

describe('app services', () => {
  it('toasts the messages of a failed query', async () => {
    const { api, queryClient, toasts } = app();
    failCart('Корзина недоступна');
    await queryClient.fetchQuery({ queryKey: ['cart'], queryFn: () => api.call(contract.cart.getCart) }).catch(() => undefined);
    expect(toasts()).toEqual([{ kind: 'error', text: 'Корзина недоступна' }]);
  });

  it('keeps a quiet query failure off the toasts: its screen shows it', async () => {
    const { api, queryClient, toasts } = app();
    failCart('Корзина недоступна');
    await queryClient
      .fetchQuery({ queryKey: ['cart'], queryFn: () => api.call(contract.cart.getCart), meta: { quietFailure: true } })
      .catch(() => undefined);
    expect(toasts()).toEqual([]);
  });

  it('toasts a failed mutation, and a network failure in the shop’s words', async () => {
    const { api, queryClient, toasts } = app();
    server.use(http.delete('*/api/cart', () => HttpResponse.error()));
    const mutation = queryClient.getMutationCache().build(queryClient, { mutationFn: () => api.call(contract.cart.clear) });
    await mutation.execute(undefined).catch(() => undefined);
    expect(toasts()).toEqual([{ kind: 'error', text: texts.network }]);
  });

  it('toasts the messages of an OK reply and sends the store’s site version', async () => {
    const { api, store, toasts } = app();
    let version: string | null = null;
    server.use(
      http.get('*/api/cart', ({ request }) => {
        version = request.headers.get('site-version');
        return HttpResponse.json({ status: 'OK', data: {}, messages: [{ kind: 'success', text: 'Цены обновлены' }] });
      }),
    );
    store.dispatch({ type: 'ui/siteVersionChanged', payload: 'mobile' });
    await api.call(contract.cart.getCart);
    expect(version).toBe('mobile');
    expect(toasts()).toEqual([{ kind: 'success', text: 'Цены обновлены' }]);
  });

  it('follows an in-app redirect through the app’s own navigation', async () => {
    const { api, navigated } = app();
    await api.call(contract.page.getPage, { query: { path: '/elektroinstrument/' } });
    expect(navigated).toEqual(['/instrumenty/']);
  });
});
