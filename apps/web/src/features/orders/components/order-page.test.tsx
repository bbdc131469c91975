import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderPageData } from '@shop/contracts/orders.ts';
import { server } from '@shop/mocks/node.ts';
import { PAST_ORDER_CODE, orderPage } from '@shop/mocks/checkout-state.ts';
import { formatPrice } from '@shop/ui/format.ts';
import { cartQueryKey } from '@/entities/cart/api/cart-cache.ts';
import { renderApp } from '@/testing/render.tsx';

beforeAll(async () => {
  await Promise.all([import('@/app/layouts/shop-layout.tsx'), import('@/app/routes/order.tsx')]);
});
afterEach(() => vi.restoreAllMocks());

function pastOrder(): OrderPageData {
  const result = orderPage(PAST_ORDER_CODE);
  if (!result.ok) throw new Error('the mocks have no past order');
  return result.value;
}

const ok = (data: unknown) => HttpResponse.json({ status: 'OK', data, messages: [] });
const failed = (statusCode: number, text: string) =>
  HttpResponse.json(
    { status: 'FAIL', data: null, messages: [{ kind: 'error', text }], error: { message: text, statusCode } },
    { status: statusCode },
  );

/** The past order, unpaid, payable by the given types. */
function serveUnpaid(types: number[], change: Partial<OrderPageData> = {}) {
  const order = pastOrder();
  const invoiceUrl = types.includes(4) ? `/api/orders/${PAST_ORDER_CODE}/invoice?token=t1` : '';
  const data: OrderPageData = {
    ...order,
    paid: false,
    payments: types.map((type) => ({ type, label: `Способ ${type}` })),
    orderData: { ...order.orderData, showBtn: true, invoiceUrl },
    invoiceUrl,
    ...change,
  };
  server.use(http.get('*/api/orders/:orderCode', () => ok(data)));
  return data;
}

async function openOrder(url = `/o/${PAST_ORDER_CODE}/`, siteVersion: 'desktop' | 'mobile' = 'desktop') {
  const app = renderApp(url, { siteVersion });
  await screen.findByRole('heading', { level: 1, name: /^Заказ / });
  return app;
}

describe('the order page', () => {
  it('shows the order: title, its positions with links, totals, and the way to all orders', async () => {
    const order = pastOrder();
    await openOrder();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Заказ ${order.orderData.invoice_number}`);
    expect(screen.getByRole('link', { name: 'Все заказы' })).toHaveAttribute('href', '/order/history/');
    const rows = screen.getAllByTestId('order-position');
    expect(rows).toHaveLength(order.products.length);
    const [first] = order.products;
    if (!first) throw new Error('no positions');
    const row = rows[0] as HTMLElement;
    expect(within(row).getByRole('link', { name: first.position.name })).toHaveAttribute(
      'href',
      `/${first.position.path.replace(/^\/|\/$/g, '')}/`,
    );
    expect(row).toHaveTextContent(formatPrice(first.position.subtotal));
    const totals = screen.getByTestId('order-totals');
    expect(totals).toHaveTextContent(`НДС ${order.total.ndsPercent}%`);
    expect(within(totals).getByRole('link', { name: `НДС ${order.total.ndsPercent}%` })).toHaveAttribute('href', '/legal/');
    expect(totals).toHaveTextContent(order.dateValue);
    expect(screen.getByTestId('order-amount')).toHaveTextContent(formatPrice(order.total.amountWithShipment));
    // Paid: nothing to pay.
    expect(screen.queryByRole('button', { name: 'Оплатить заказ' })).not.toBeInTheDocument();
  });

  it('hides the measure "empty" and says pickup is free', async () => {
    const order = pastOrder();
    const [first, ...rest] = order.products;
    if (!first) throw new Error('no positions');
    serveUnpaid([], {
      products: [{ position: { ...first.position, measure: 'empty', quantity: 3 } }, ...rest],
      total: { ...order.total, isShipment: false },
      orderData: { ...order.orderData, showBtn: false },
    });
    await openOrder();
    const row = screen.getAllByTestId('order-position')[0] as HTMLElement;
    expect(row).not.toHaveTextContent('empty');
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Самовывоз — бесплатно');
  });

  it('says a free courier delivery is free, as the cart and the checkout do', async () => {
    const order = pastOrder();
    serveUnpaid([], { total: { ...order.total, isShipment: true, shipmentPrice: 0 } });
    await openOrder();
    const delivery = () => within(screen.getByTestId('order-totals')).getByText('Доставка').nextElementSibling;
    expect(delivery()).toHaveTextContent(/^Бесплатно$/);
    expect(screen.getByTestId('order-totals')).not.toHaveTextContent('По телефону');
  });

  it('shows a courier delivery that costs something as its sum', async () => {
    const order = pastOrder();
    serveUnpaid([], { total: { ...order.total, isShipment: true, shipmentPrice: 390 } });
    await openOrder();
    const delivery = within(screen.getByTestId('order-totals')).getByText('Доставка').nextElementSibling;
    expect(delivery).toHaveTextContent(formatPrice(390));
  });

  it.each([
    ['an unknown code', 'ZZZZZZZZ'],
    ['a malformed code', 'bad!code'],
  ])('says "Заказ не найден" for %s', async (_, code) => {
    renderApp(`/o/${encodeURIComponent(code)}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ не найден' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Все заказы' })).toHaveAttribute('href', '/order/history/');
  });

  it('empties the cached cart on ?resetCart=1 and takes the parameter out of the address', async () => {
    const cartReads: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/cart') cartReads.push(request.url);
    };
    server.events.on('request:start', count);
    try {
      const { router, queryClient } = await openOrder();
      await waitFor(() => expect(queryClient.getQueryData(cartQueryKey)).toBeDefined());
      const readsBefore = cartReads.length;
      await router.navigate(`/o/${PAST_ORDER_CODE}/?resetCart=1&utm=mail`);
      await waitFor(() => expect(router.state.location.search).toBe('?utm=mail'));
      // The cached cart is dropped and read again from the server.
      await waitFor(() => expect(cartReads.length).toBe(readsBefore + 1));
    } finally {
      server.events.removeListener('request:start', count);
    }
  });

  it('says whether the order is paid: not yet while it awaits a payment, paid once it is, nothing for one to be agreed', async () => {
    const unpaid = serveUnpaid([1]);
    const { unmount } = await openOrder();
    expect(screen.getByText('Заказ не оплачен')).toBeInTheDocument();
    expect(screen.queryByText('Заказ оплачен')).not.toBeInTheDocument();
    unmount();

    serveUnpaid([], { paid: true, orderData: { ...unpaid.orderData, showBtn: false } });
    const paid = await openOrder();
    expect(screen.getByText('Заказ оплачен')).toBeInTheDocument();
    expect(screen.queryByText('Заказ не оплачен')).not.toBeInTheDocument();
    paid.unmount();

    serveUnpaid([], { orderData: { ...unpaid.orderData, showBtn: false } });
    await openOrder();
    expect(screen.queryByText(/^Заказ (не )?оплачен$/)).not.toBeInTheDocument();
  });

  it('shows "Оплатить заказ" only when the order says so and a payment exists', async () => {
    serveUnpaid([]);
    await openOrder();
    expect(screen.queryByRole('button', { name: 'Оплатить заказ' })).not.toBeInTheDocument();
  });

  it('opens the invoice in a new tab on desktop (type 4)', async () => {
    serveUnpaid([4]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить заказ' }));
    expect(open).toHaveBeenCalledWith(`${window.location.origin}/api/orders/${PAST_ORDER_CODE}/invoice?token=t1`, '_blank', 'noopener');
  });

  it('shares the invoice on mobile, and says when the browser cannot share', async () => {
    const order = serveUnpaid([4]);
    await openOrder(undefined, 'mobile');
    const pay = screen.getByRole('button', { name: `Оплатить, ${formatPrice(order.total.amountWithShipment)}` });
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await userEvent.click(pay);
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: `${window.location.origin}/api/orders/${PAST_ORDER_CODE}/invoice?token=t1` }),
    );

    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ваш браузер не поддерживает эту функцию');
  });

  it('goes to the payment page of other types, and only logs a failing pay query', async () => {
    serveUnpaid([6]);
    const asked: string[] = [];
    server.use(
      http.get('*/api/orders/:orderCode/payment-url', ({ request }) => {
        asked.push(new URL(request.url).search);
        return failed(409, 'Заказ уже оплачен');
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить заказ' }));
    await waitFor(() => expect(log).toHaveBeenCalledWith('Pay query error', expect.anything()));
    expect(asked).toEqual(['?paymentType=6']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Оплатить заказ' })).toBeEnabled();
  });

  it('ignores a failing card payment: no message, the button stays', async () => {
    serveUnpaid([1]);
    let called = 0;
    server.use(
      http.post('*/api/orders/:invoiceNumber/card-payment', () => {
        called += 1;
        return failed(502, 'Платёжный сервис недоступен');
      }),
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await openOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Оплатить заказ' }));
    await waitFor(() => expect(called).toBe(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Оплатить заказ' })).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });

  it('opens the confirmation when the order flags it: title, the HTML message (sanitised) and the invoice', async () => {
    serveUnpaid([4], {
      showConfirmModal: true,
      confirmTitle: 'Спасибо за заказ!',
      confirmUpperMsg: '<p>Менеджер позвонит</p><img src=x onerror="alert(1)">',
    });
    await openOrder();
    const dialog = await screen.findByRole('dialog', { name: 'Спасибо за заказ!' });
    expect(dialog).toHaveTextContent('Менеджер позвонит');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeFalsy();
    expect(within(dialog).getByRole('link', { name: 'Счет на оплату' })).toHaveAttribute(
      'href',
      `/api/orders/${PAST_ORDER_CODE}/invoice?token=t1`,
    );
    // Desktop has only the cross.
    expect(within(dialog).getAllByRole('button', { name: 'Закрыть' })).toHaveLength(1);
  });

  it('gives the mobile confirmation a "Закрыть" button that closes it', async () => {
    serveUnpaid([], { showConfirmModal: true, confirmTitle: 'Спасибо за заказ!' });
    await openOrder(undefined, 'mobile');
    const dialog = await screen.findByRole('dialog', { name: 'Спасибо за заказ!' });
    expect(within(dialog).queryByRole('link', { name: 'Счет на оплату' })).not.toBeInTheDocument();
    const [, close] = within(dialog).getAllByRole('button', { name: 'Закрыть' });
    if (!close) throw new Error('no mobile close button');
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
