import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Cart, Multism } from '@shop/contracts/cart.ts';
import { server } from '@shop/mocks/node.ts';
import { resetMockState } from '@shop/mocks/state.ts';
import { renderWithProviders } from '@/testing/render.tsx';
import { cartQueryKey } from '../api/cart-cache.ts';
import { AddToCartControl } from './add-to-cart-control.tsx';

const piece: Multism = { id: 1, mult: 1, coef: 1, fname: 'штука', unit: 'шт' };
const pack: Multism = { id: 2, mult: 10, coef: 1, fname: 'упаковка', unit: 'упак' };
const DRILL = 101;
const SCREWS = 102;
const LEVEL = 105;

const fail = (text: string, statusCode = 409) =>
  HttpResponse.json(
    { status: 'FAIL', data: null, messages: [{ kind: 'error', text }], error: { message: text, statusCode } },
    { status: statusCode },
  );

function recordRequests() {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.clone().json();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body });
  });
  return sent;
}

const cartOf = (rendered: ReturnType<typeof renderWithProviders>) => rendered.queryClient.getQueryData<Cart>(cartQueryKey);
const lineQuantity = (cart: Cart | undefined, id: number) =>
  cart?.cartPageData.products.find((product) => product.assortment.id === id)?.quantity;
const toasts = (rendered: ReturnType<typeof renderWithProviders>) => rendered.store.getState().ui.toasts.map((toast) => toast.text);

describe('add-to-cart control', () => {
  afterEach(() => server.events.removeAllListeners());

  it('adds one step, then plus, then minus; minus at one step removes the line and shows "В корзину" again', async () => {
    resetMockState({ empty: true });
    const sent = recordRequests();
    const user = userEvent.setup();
    const rendered = renderWithProviders(<AddToCartControl assortmentId={DRILL} multism={piece} name="Дрель" />);
    await waitFor(() => expect(cartOf(rendered)).toBeDefined());

    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    const field = await screen.findByRole('textbox', { name: 'Количество: Дрель' });
    expect(field).toHaveValue('1');
    expect(sent).toContainEqual({ method: 'POST', path: '/api/cart/items', body: { assortmentId: DRILL, quantity: 1 } });
    expect(cartOf(rendered)?.countpos).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await waitFor(() => expect(lineQuantity(cartOf(rendered), DRILL)).toBe(2));
    expect(screen.getByRole('textbox')).toHaveValue('2');

    await user.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    await waitFor(() => expect(screen.getByRole('textbox')).toHaveValue('1'));

    await user.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    expect(await screen.findByRole('button', { name: 'В корзину' })).toBeEnabled();
    expect(screen.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(cartOf(rendered)?.countpos).toBe(0));
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([`/api/cart/items/${DRILL}`]);
  });

  it('shows the quantity already in the cart and steps by mult / coef', async () => {
    const sent = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<AddToCartControl assortmentId={SCREWS} multism={pack} name="Саморезы" />);
    const field = await screen.findByRole('textbox', { name: 'Количество: Саморезы' });
    expect(field).toHaveValue('20');
    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await waitFor(() => expect(field).toHaveValue('30'));
    expect(sent).toContainEqual({ method: 'PATCH', path: `/api/cart/items/${SCREWS}`, body: { quantity: 30, multism: pack.id } });
  });

  it('stands its forms, what it posts without JavaScript, in a block: HTML allows no form inside a span', async () => {
    renderWithProviders(
      <>
        <AddToCartControl assortmentId={DRILL} multism={piece} name="Дрель" />
        <AddToCartControl assortmentId={SCREWS} multism={pack} name="Саморезы" />
      </>,
    );
    await screen.findByRole('textbox', { name: 'Количество: Саморезы' });
    const forms = [...document.querySelectorAll('form')];
    expect(forms.length).toBeGreaterThan(1);
    expect(forms.filter((form) => form.parentElement?.closest('span, p, a, button, label'))).toEqual([]);
  });

  it('takes a typed quantity and disables plus at 9999', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AddToCartControl assortmentId={DRILL} multism={piece} name="Дрель" />);
    const field = await screen.findByRole('textbox', { name: 'Количество: Дрель' });
    await user.clear(field);
    await user.type(field, '12000{Enter}');
    await waitFor(() => expect(field).toHaveValue('9999'));
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
  });

  it('shows the listed quantity until the cart has loaded', () => {
    renderWithProviders(<AddToCartControl assortmentId={DRILL} multism={piece} name="Дрель" listedQuantity={3} />);
    expect(screen.getByRole('textbox', { name: 'Количество: Дрель' })).toHaveValue('3');
  });

  it('shows a disabled "Товара нет" for goods out of stock and adds nothing', async () => {
    resetMockState({ empty: true });
    const rendered = renderWithProviders(<AddToCartControl assortmentId={LEVEL} multism={piece} name="Уровень" unavailable />);
    await waitFor(() => expect(cartOf(rendered)).toBeDefined());
    const button = screen.getByRole('button', { name: 'Товара нет' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Товара нет наличии');
  });

  it('shows 0 with minus and plus disabled when goods in the cart ran out', async () => {
    // The cart keeps the unavailable line 105 at 0; a listing can still say it was ordered.
    renderWithProviders(<AddToCartControl assortmentId={LEVEL} multism={piece} name="Уровень" unavailable listedQuantity={2} />);
    const field = screen.getByRole('textbox', { name: 'Количество: Уровень' });
    expect(field).toHaveValue('0');
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Товара нет' })).toBeDisabled();
  });

  it('opens the variety choice in a new tab instead of adding', async () => {
    resetMockState({ empty: true });
    const sent = recordRequests();
    const user = userEvent.setup();
    const rendered = renderWithProviders(
      <AddToCartControl
        assortmentId={DRILL}
        multism={piece}
        name="Дрель"
        variety={{ count: 3, text: '3 варианта', url: '/drel-udarnaya/' }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Выбрать' });
    expect(link).toHaveAttribute('href', '/drel-udarnaya/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link).toHaveAttribute('title', '3 варианта: выбрать в новой вкладке');
    expect(screen.queryByRole('button', { name: 'В корзину' })).toBeNull();
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(cartOf(rendered)).toBeDefined());
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('keeps the cart and the button when adding fails, and shows the server’s message', async () => {
    resetMockState({ empty: true });
    server.use(http.post('*/api/cart/items', () => fail('Товара нет в наличии')));
    const user = userEvent.setup();
    const rendered = renderWithProviders(<AddToCartControl assortmentId={DRILL} multism={piece} name="Дрель" />);
    await waitFor(() => expect(cartOf(rendered)).toBeDefined());
    const before = cartOf(rendered);

    await user.click(screen.getByRole('button', { name: 'В корзину' }));
    await waitFor(() => expect(toasts(rendered)).toContain('Товара нет в наличии'));
    expect(screen.getByRole('button', { name: 'В корзину' })).toBeEnabled();
    expect(cartOf(rendered)).toEqual(before);
  });

  it('rolls the quantity back when a change fails', async () => {
    server.use(http.patch('*/api/cart/items/:assortmentId', () => fail('Недостаточно товара на складе')));
    const user = userEvent.setup();
    const rendered = renderWithProviders(<AddToCartControl assortmentId={SCREWS} multism={pack} name="Саморезы" />);
    const field = await screen.findByRole('textbox', { name: 'Количество: Саморезы' });
    const before = cartOf(rendered);

    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await waitFor(() => expect(toasts(rendered)).toContain('Недостаточно товара на складе'));
    expect(field).toHaveValue('20');
    expect(lineQuantity(cartOf(rendered), SCREWS)).toBe(20);
    expect(cartOf(rendered)).toEqual(before);
  });

  it('keeps the line when removing it fails', async () => {
    server.use(http.delete('*/api/cart/items/:assortmentId', () => fail('Корзина недоступна', 502)));
    const user = userEvent.setup();
    const rendered = renderWithProviders(<AddToCartControl assortmentId={DRILL} multism={piece} name="Дрель" />);
    const field = await screen.findByRole('textbox', { name: 'Количество: Дрель' });
    expect(field).toHaveValue('1');

    await user.click(screen.getByRole('button', { name: 'Уменьшить количество' }));
    await waitFor(() => expect(toasts(rendered)).toContain('Корзина недоступна'));
    expect(await screen.findByRole('textbox', { name: 'Количество: Дрель' })).toHaveValue('1');
    expect(lineQuantity(cartOf(rendered), DRILL)).toBe(1);
  });

  it('re-renders only the control whose line changed: a page of cards does not all re-render for one click', async () => {
    const user = userEvent.setup();
    const renders = new Map<string, number>();
    const count: ProfilerOnRenderCallback = (id) => renders.set(id, (renders.get(id) ?? 0) + 1);
    renderWithProviders(
      <>
        <Profiler id="screws" onRender={count}>
          <AddToCartControl assortmentId={SCREWS} multism={pack} name="Саморезы" />
        </Profiler>
        <Profiler id="level" onRender={count}>
          <AddToCartControl assortmentId={LEVEL} multism={piece} name="Уровень" />
        </Profiler>
      </>,
    );
    const field = await screen.findByRole('textbox', { name: 'Количество: Саморезы' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'В корзину' })).toBeEnabled());
    const levelBefore = renders.get('level');

    await user.click(screen.getByRole('button', { name: 'Увеличить количество' }));
    await waitFor(() => expect(field).toHaveValue('30'));
    expect(renders.get('level')).toBe(levelBefore);
  });
});
