import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@shop/contracts/routes.ts';
import { cartFixture } from '@shop/mocks/fixtures/cart.ts';
import { server } from '@shop/mocks/node.ts';
import { resetCheckoutState, saveAddress, updateOrderingData } from '@shop/mocks/checkout-state.ts';
import { addItem, resetMockState } from '@shop/mocks/state.ts';
import { formatNumber, formatPrice, formatSum } from '@shop/ui/format.ts';
import { renderApp } from '@/testing/render.tsx';

const products = cartFixture.cartPageData.products;
const byId = (id: number) => {
  const product = products.find((entry) => entry.assortment.id === id);
  if (!product) throw new Error(`fixture has no assortment ${id}`);
  return product;
};
const drill = byId(101);
const screws = byId(102);
const perforator = byId(104);
const level = byId(105);

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/shop-layout.tsx'), import('@/app/routes/cart.tsx')]);
});

async function openCart(url = '/cart/', siteVersion: 'desktop' | 'mobile' = 'desktop') {
  const app = renderApp(url, { siteVersion });
  await screen.findByRole('heading', { name: 'Корзина', level: 1 });
  return app;
}

function lineOf(name: string) {
  const line = screen.getAllByTestId('cart-line').find((row) => within(row).queryByText(name));
  if (!line) throw new Error(`no cart line ${name}`);
  return line;
}

const pluses = () => screen.getAllByRole('button', { name: 'Увеличить количество' });

describe('cart page, desktop', () => {
  it('shows every line with price, quantity and sum, and the totals', async () => {
    await openCart();
    expect(screen.getByRole('link', { name: 'Все заказы' })).toHaveAttribute('href', '/order/history/');
    for (const header of ['Товар', 'Цена', 'Количество', 'Сумма']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getAllByTestId('cart-line')).toHaveLength(products.length);

    const drillLine = lineOf(drill.name);
    expect(within(drillLine).getByRole('link', { name: drill.name })).toHaveAttribute('href', '/drel-akkumulyatornaya-sibir-18v/');
    expect(within(drillLine).getByRole('textbox')).toHaveValue('1');
    expect(within(drillLine).getAllByText(formatPrice(drill.price))).not.toHaveLength(0);

    const perforatorLine = lineOf(perforator.name);
    expect(within(perforatorLine).getByText('−15%')).toBeInTheDocument();
    expect(within(perforatorLine).getAllByText(formatPrice(perforator.discount?.maxPrice ?? 0))[0]?.tagName).toBe('S');
    // No discount, no old price.
    expect(drillLine.querySelector('s')).toBeNull();

    const total = cartFixture.cartPageData.total;
    expect(screen.getByTestId('cart-total')).toHaveTextContent(formatSum(total.totalWithShipment));
    expect(screen.getByText(`В том числе НДС ${total.nds.percent}%: ${formatSum(total.nds.withoutShipment)}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Купить в 1 клик' })).toBeInTheDocument();
    // A real address: followed before the app runs, the server renders the cart and the app opens the panel.
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute('href', '/cart/?openPanel=1');
  });

  it('greys an unavailable line: "Нет в наличии", a link to analogs, quantity 0 and disabled', async () => {
    await openCart();
    const line = lineOf(level.name);
    expect(within(line).getByText('Нет в наличии')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'Подобрать аналог' })).toHaveAttribute('href', '/uroven-stroitelnyy-600/analogs/');
    expect(within(line).getByRole('textbox')).toHaveValue('0');
    expect(within(line).getByRole('textbox')).toBeDisabled();
    expect(within(line).getByRole('button', { name: 'Увеличить количество' })).toBeDisabled();
    expect(within(line).getByRole('button', { name: 'Уменьшить количество' })).toBeDisabled();
  });

  it('sends the stepped quantity with PATCH and shows the new sum', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent.push(await request.clone().json());
    });
    await openCart();
    const line = lineOf(screws.name);
    await userEvent.click(within(line).getByRole('button', { name: 'Увеличить количество' }));
    // A pack of 10: 20 -> 30.
    await waitFor(() => expect(within(line).getByRole('textbox')).toHaveValue('30'));
    await waitFor(() => expect(sent).toEqual([{ quantity: 30, multism: screws.multism.id }]));
    await waitFor(() => expect(within(line).getAllByText(formatPrice(screws.price * 30))).not.toHaveLength(0));
    server.events.removeAllListeners();
  });

  it('removes the line when minus is pressed at one step', async () => {
    await openCart();
    await userEvent.click(within(lineOf(drill.name)).getByRole('button', { name: 'Уменьшить количество' }));
    await waitFor(() => expect(screen.queryByText(drill.name)).toBeNull());
    expect(screen.getAllByTestId('cart-line')).toHaveLength(products.length - 1);
  });

  it('asks before clearing: Отмена (focused first) keeps every line and calls nothing', async () => {
    const cleared: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE' && new URL(request.url).pathname === '/api/cart') cleared.push(request.url);
    });
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    const dialog = await screen.findByRole('dialog', { name: 'Очистить корзину?' });
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('cart-line')).toHaveLength(products.length);
    expect(cleared).toEqual([]);
    server.events.removeAllListeners();
  });

  it('clears the cart once confirmed, says so in a toast and shows the empty state', async () => {
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Очистить корзину?' })).getByRole('button', { name: 'Очистить' }),
    );
    expect(await screen.findByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Корзина очищена');
    expect(screen.getByRole('link', { name: 'Начать с главной' })).toHaveAttribute('href', '/');
  });

  it('keeps the previous quantity and shows the error toast when the update fails', async () => {
    server.use(
      http.patch('*/api/cart/items/:assortmentId', () =>
        HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Недостаточно товара на складе' }],
            error: { message: 'Недостаточно товара на складе', statusCode: 409 },
          },
          { status: 409 },
        ),
      ),
    );
    await openCart();
    const line = lineOf(drill.name);
    await userEvent.click(within(line).getByRole('button', { name: 'Увеличить количество' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Недостаточно товара на складе');
    await waitFor(() => expect(within(line).getByRole('textbox')).toHaveValue('1'));
    expect(pluses()[0]).toBeEnabled();
  });

  it('reads pickup as free when the shopper chose a pickup point at checkout', async () => {
    resetCheckoutState();
    const saved = saveAddress({
      address: '',
      cityId: 1,
      pointId: 1,
      deliveryType: 3,
      deliveryToDoor: false,
      deliveryToDoorElevator: false,
      deliveryToDoorFloor: 1,
      showDeliveryToDoor: false,
    });
    if (!saved.ok) throw new Error(saved.error);
    updateOrderingData({ currentAddressId: saved.value.id });
    await openCart();
    expect(screen.getByText('Самовывоз — бесплатно')).toBeInTheDocument();
    const total = cartFixture.cartPageData.total;
    expect(screen.getByTestId('cart-total')).toHaveTextContent(formatPrice(total.total));
    resetCheckoutState();
  });

  it('opens the checkout panel from ?openPanel and takes the parameter out of the address', async () => {
    const { router } = await openCart('/cart/?openPanel=1&utm=mail');
    const panel = await screen.findByRole('dialog', { name: 'Оформление заказа' });
    expect(await within(panel).findByRole('button', { name: /Отправить заказ|Оплатить и отправить заказ/ })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?utm=mail'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("opens the checkout panel from 'Оформить заказ' in place, with no step in the history", async () => {
    const { router } = await openCart();
    const steps: string[] = [];
    const stop = router.subscribe((state) => steps.push(`${state.historyAction} ${state.location.pathname}${state.location.search}`));
    await userEvent.click(screen.getByRole('link', { name: 'Оформить заказ' }));
    expect(await screen.findByRole('dialog', { name: 'Оформление заказа' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    stop();
    expect(steps.filter((step) => !step.startsWith('REPLACE'))).toEqual([]);
    expect(steps).toContain('REPLACE /cart/?openPanel=1');
    expect(router.state.location.pathname).toBe('/cart/');
  });

  it('says offline that ordering needs the network, keeps the stored cart and opens no panel', async () => {
    await openCart();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      await userEvent.click(screen.getByRole('link', { name: 'Оформить заказ' }));
      expect(await screen.findByText('Для оформления заказа нужно подключение к интернету')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Оформление заказа' })).not.toBeInTheDocument();
      expect(lineOf(drill.name)).toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });
});

describe('one-click order', () => {
  it('says offline that ordering needs the network and opens no window', async () => {
    await openCart();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    try {
      act(() => {
        window.dispatchEvent(new Event('offline'));
      });
      await userEvent.click(screen.getByRole('button', { name: 'Купить в 1 клик' }));
      expect(await screen.findByText('Для оформления заказа нужно подключение к интернету')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Купить в 1 клик' })).not.toBeInTheDocument();
    } finally {
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
    }
  });

  it('marks a short phone as an error and does not send it', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(contract.cart.oneClickOrder.path)) sent += 1;
    });
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Купить в 1 клик' }));
    const dialog = await screen.findByRole('dialog', { name: 'Купить в 1 клик' });
    const phone = within(dialog).getByLabelText('Телефон');
    await userEvent.type(phone, '912345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Телефон должен содержать не меньше 10 цифр')).toBeInTheDocument();
    expect(sent).toBe(0);
    server.events.removeAllListeners();
  });

  it("sends the phone, shows the order's invoice number and empties the cart", async () => {
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Купить в 1 клик' }));
    const dialog = await screen.findByRole('dialog', { name: 'Купить в 1 клик' });
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    expect(within(dialog).getByLabelText('Телефон')).toHaveValue('(912) 345-67-89');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    expect(await within(dialog).findByText(/Номер заказа: ИМ-000001\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
  });

  it('keeps the typed phone and shows the message when the order fails', async () => {
    server.use(
      http.post('*/api/cart/one-click-order', () =>
        HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Сервис заказов временно недоступен' }],
            error: { message: 'Undefined error', statusCode: 502, route: '404page' },
          },
          { status: 502 },
        ),
      ),
    );
    await openCart();
    await userEvent.click(screen.getByRole('button', { name: 'Купить в 1 клик' }));
    const dialog = await screen.findByRole('dialog', { name: 'Купить в 1 клик' });
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Сервис заказов временно недоступен'));
    expect(within(dialog).getByLabelText('Телефон')).toHaveValue('(912) 345-67-89');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(products.length);
  });
});

describe('cart page, mobile', () => {
  it('shows the positions, a trash button and the order panel button with the total', async () => {
    await openCart('/cart/', 'mobile');
    expect(screen.getAllByTestId('cart-line')).toHaveLength(products.length);
    // §2: 'Оформить заказ, {total} ₽' with the amount 'Итого' shows above it.
    const total = cartFixture.cartPageData.total.totalWithShipment;
    expect(screen.getByTestId('cart-total')).toHaveTextContent(formatSum(total));
    expect(screen.getByRole('link', { name: `Оформить заказ, ${formatNumber(total)} ₽` })).toHaveAttribute('href', '/cart/?openPanel=1');
    await userEvent.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Очистить корзину?' })).getByRole('button', { name: 'Очистить' }),
    );
    expect(await screen.findByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
    expect(screen.getByText('Вы еще не выбрали ни одного товара...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Начать с главной' })).toBeInTheDocument();
  });

  it('shows the empty state for an empty cart', async () => {
    resetMockState({ empty: true });
    renderApp('/cart/', { siteVersion: 'mobile' });
    expect(await screen.findByRole('heading', { name: 'Корзина пуста' })).toBeInTheDocument();
  });
});

describe.each(['desktop', 'mobile'] as const)('a cart of goods priced on request, %s', (siteVersion) => {
  it('shows their price as "По телефону" and every sum as a sum: VAT 0 ₽, one amount to pay', async () => {
    resetMockState({ empty: true });
    addItem(106, null, 1);
    await openCart('/cart/', siteVersion);
    const line = screen.getByTestId('cart-line');
    expect(within(line).getAllByText('По телефону')).not.toHaveLength(0);
    const totals = screen.getByRole('region', { name: 'Ваш заказ' });
    expect(within(totals).getByText('1 товар').nextElementSibling).toHaveTextContent(/^По телефону$/);
    // The courier costs 390 ₽ below the free-delivery sum: that is what there is to pay.
    expect(screen.getByTestId('cart-total')).toHaveTextContent(/^390 ₽$/);
    expect(within(totals).getByText('В том числе НДС 20%: 0 ₽')).toBeInTheDocument();
    expect(within(totals).queryByText(/НДС.*По телефону/)).not.toBeInTheDocument();
    if (siteVersion === 'mobile') expect(screen.getByRole('link', { name: 'Оформить заказ, 390 ₽' })).toBeInTheDocument();
  });
});

describe('goods that go with the cart', () => {
  const inCart = new Set(products.map((line) => line.assortment.id));

  it('shows the cart_page_relates strip under the cart, with no placeholder while it loads', async () => {
    await openCart();
    expect(screen.queryByTestId('widget-skeleton')).toBeNull();
    const strip = await screen.findByRole('region', { name: 'Не забудьте купить' });
    const tiles = within(strip).getAllByTestId('widget-product');
    const expected = [102, 103, 106].filter((id) => !inCart.has(id));
    expect(tiles).toHaveLength(expected.length);
    expect(screen.queryByTestId('widget-skeleton')).toBeNull();
  });

  it('shows it on mobile too', async () => {
    await openCart('/cart/', 'mobile');
    expect(await screen.findByRole('region', { name: 'Не забудьте купить' })).toBeInTheDocument();
  });

  it('asks again when the cart changes: an emptied cart has none', async () => {
    const user = userEvent.setup();
    await openCart();
    await screen.findByRole('region', { name: 'Не забудьте купить' });
    await user.click(screen.getByRole('button', { name: 'Очистить корзину' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Очистить корзину?' })).getByRole('button', { name: 'Очистить' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Не забудьте купить' })).toBeNull());
  });
});
