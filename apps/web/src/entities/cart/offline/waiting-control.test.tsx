import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, Multism } from '@shop/contracts/cart.ts';
import { server } from '@shop/mocks/node.ts';
import { resetMockState } from '@shop/mocks/state.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { cartQueryKey } from '../api/cart-cache.ts';
import { AddToCartControl } from '../components/add-to-cart-control.tsx';
import { readWaiting, startSending } from './send-queue.ts';

const piece: Multism = { id: 1, mult: 1, coef: 1, fname: 'штука', unit: 'шт' };
const DRILL = 101;

function recordChanges() {
  const sent: Array<{ method: string; path: string; key: string | null; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'GET') return;
    const body = request.method === 'DELETE' ? null : await request.clone().json();
    sent.push({ method: request.method, path: new URL(request.url).pathname, key: request.headers.get('idempotency-key'), body });
  });
  return sent;
}

function network() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get');
  const go = (online: boolean) => {
    onLine.mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  };
  return { offline: () => go(false), online: () => go(true) };
}

describe('a cart change made offline', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => {
    resetMockState({ empty: true });
    localStorage.clear();
  });
  afterEach(() => {
    stop?.();
    server.events.removeAllListeners();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('waits marked as such, collapses with the next ones, and is sent once with its key when the network returns', async () => {
    const sent = recordChanges();
    const user = userEvent.setup();
    const { offline, online } = network();
    const rendered = renderWithProviders(<AddToCartControl assortmentId={DRILL} multism={piece} name="Дрель" />);
    await waitFor(() => expect(rendered.queryClient.getQueryData(cartQueryKey)).toBeDefined());
    const refusals: string[] = [];
    stop = startSending(rendered.queryClient, (messages) => refusals.push(...messages.map((message) => message.text)));

    offline();
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    const field = await screen.findByRole('textbox', { name: 'Количество: Дрель' });
    expect(screen.getByRole('status')).toHaveTextContent('ждёт сети');
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    expect(field).toHaveValue('3');
    expect(rendered.queryClient.getQueryData<Cart>(cartQueryKey)?.countpos).toBe(1);
    expect(sent).toEqual([]);
    expect(readWaiting()).toHaveLength(1);

    online();
    await waitFor(() => expect(screen.queryByText('ждёт сети')).toBeNull());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/cart/items',
        key: expect.stringMatching(/^[0-9a-f-]{36}$/),
        body: { assortmentId: DRILL, quantity: 3 },
      },
    ]);
    await waitFor(() =>
      expect(rendered.queryClient.getQueryData<Cart>(cartQueryKey)?.cartPageData.products.map((product) => product.quantity)).toEqual([3]),
    );
    expect(screen.getByRole('textbox', { name: 'Количество: Дрель' })).toHaveValue('3');
    expect(refusals).toEqual([]);
  });

  it('that the shop then refuses is passed on with the shop’s message, and the cart is read again', async () => {
    server.use(
      http.post('/api/cart/items', () =>
        HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Товара нет в наличии' }],
            error: { message: 'Товара нет в наличии', statusCode: 409 },
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { offline, online } = network();
    const rendered = renderWithProviders(<AddToCartControl assortmentId={DRILL} multism={piece} name="Дрель" />);
    await waitFor(() => expect(rendered.queryClient.getQueryData(cartQueryKey)).toBeDefined());
    const refusals: string[] = [];
    stop = startSending(rendered.queryClient, (messages) => refusals.push(...messages.map((message) => message.text)));

    offline();
    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    expect(await screen.findByText('ждёт сети')).toBeVisible();
    online();
    await waitFor(() => expect(refusals).toEqual(['Товара нет в наличии']));
    expect(await screen.findByRole('button', { name: 'В корзину' })).toBeEnabled();
    expect(screen.queryByText('ждёт сети')).toBeNull();
    expect(readWaiting()).toEqual([]);
    expect(rendered.queryClient.getQueryData<Cart>(cartQueryKey)?.countpos).toBe(0);
  });
});
