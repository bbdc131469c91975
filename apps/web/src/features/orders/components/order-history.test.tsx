import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { PAST_ORDER_CODE, changeComment, history, resetCheckoutState } from '@shop/mocks/checkout-state.ts';
import { SIGN_IN_MODAL } from '@/entities/user/sign-in.ts';
import { renderApp } from '@/testing/render.tsx';

beforeEach(() => resetCheckoutState());
beforeAll(async () => {
  await Promise.all([import('@/app/layouts/shop-layout.tsx'), import('@/app/routes/order-history.tsx')]);
});

const failed = (statusCode: number, text: string) =>
  HttpResponse.json(
    { status: 'FAIL', data: null, messages: [{ kind: 'error', text }], error: { message: text, statusCode } },
    { status: statusCode },
  );

async function openHistory(siteVersion: 'desktop' | 'mobile' = 'desktop') {
  const app = renderApp('/order/history/', { siteVersion });
  await screen.findByRole('heading', { level: 1, name: 'История заказов' });
  await screen.findAllByTestId('history-order', {});
  return app;
}

async function removeConfirmed(invoiceNumber: string) {
  await userEvent.click(screen.getByRole('button', { name: `Удалить заказ ${invoiceNumber}` }));
  const dialog = await screen.findByRole('dialog', { name: `Удалить заказ ${invoiceNumber}?` });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
}

const firstOrder = () => {
  const [order] = history().orders;
  if (!order) throw new Error('the mocks have no order');
  return order;
};

describe('the order history', () => {
  it('lists the orders in the spec’s columns, the number linking to the order page', async () => {
    const order = firstOrder();
    await openHistory();
    const table = screen.getByRole('table', { name: 'История заказов' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 5)).toEqual(['Номер', 'Дата', 'Адрес Доставки', 'Сумма', 'Комментарий']);
    expect(within(table).getByRole('link', { name: order.invoice_number })).toHaveAttribute('href', `/o/${PAST_ORDER_CODE}/`);
    expect(table).toHaveTextContent(order.address);
    expect(within(table).getByRole('button', { name: `Удалить заказ ${order.invoice_number}` })).toHaveAttribute('title', 'Удалить заказ');
  });

  it('edits a comment in place and saves it on change', async () => {
    const order = firstOrder();
    await openHistory();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Комментарий к заказу ${order.invoice_number}`) }));
    const field = screen.getByRole('textbox', { name: `Комментарий к заказу ${order.invoice_number}` });
    await userEvent.clear(field);
    await userEvent.type(field, 'Домофон 12');
    await userEvent.tab();
    expect(await screen.findByRole('button', { name: new RegExp(`^Комментарий к заказу ${order.invoice_number}`) })).toHaveTextContent(
      'Домофон 12',
    );
    expect(history().orders[0]?.comment).toBe('Домофон 12');
  });

  it('sends a comment once: Enter saves it, and the field leaving focus while it saves sends nothing more', async () => {
    const order = firstOrder();
    const sent: unknown[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      // The mock shop's own answer, once the test lets it come.
      http.put('*/api/orders/history/:orderId/comment', async ({ request, params }) => {
        const body = (await request.json()) as { comment: string };
        sent.push(body);
        await answered;
        const saved = changeComment(Number(params.orderId), body.comment);
        if (!saved) throw new Error(`No order ${String(params.orderId)} in the mock shop`);
        return HttpResponse.json({ status: 'OK', data: { orderData: saved }, messages: [] });
      }),
    );
    await openHistory();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Комментарий к заказу ${order.invoice_number}`) }));
    const field = screen.getByRole('textbox', { name: `Комментарий к заказу ${order.invoice_number}` });
    await userEvent.clear(field);
    await userEvent.type(field, 'Домофон 12');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent).toHaveLength(1));
    // The browser takes focus from the field the save disables.
    fireEvent.blur(field);
    answer();
    expect(await screen.findByRole('button', { name: new RegExp(`^Комментарий к заказу ${order.invoice_number}`) })).toHaveTextContent(
      'Домофон 12',
    );
    expect(sent).toEqual([{ comment: 'Домофон 12' }]);
  });

  it('keeps the typed comment and shows the message when saving fails', async () => {
    server.use(http.put('*/api/orders/history/:orderId/comment', () => failed(400, 'Комментарий не может быть длиннее 1000 символов')));
    const order = firstOrder();
    await openHistory();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^Комментарий к заказу ${order.invoice_number}`) }));
    const field = screen.getByRole('textbox', { name: `Комментарий к заказу ${order.invoice_number}` });
    await userEvent.clear(field);
    await userEvent.type(field, 'Новый текст');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Комментарий не может быть длиннее 1000 символов');
    expect(screen.getByRole('textbox', { name: `Комментарий к заказу ${order.invoice_number}` })).toHaveValue('Новый текст');
  });

  it('asks before removing an order: Отмена has the focus and keeps it', async () => {
    const order = firstOrder();
    await openHistory();
    await userEvent.click(screen.getByRole('button', { name: `Удалить заказ ${order.invoice_number}` }));
    const dialog = await screen.findByRole('dialog', { name: `Удалить заказ ${order.invoice_number}?` });
    expect(within(dialog).getByRole('button', { name: 'Отмена' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByTestId('history-order')).toHaveLength(history().orders.length);
  });

  it('drops a removed order, and shows the empty state when none is left', async () => {
    const order = firstOrder();
    await openHistory();
    await removeConfirmed(order.invoice_number);
    expect(await screen.findByRole('heading', { name: 'История заказов пуста' })).toBeInTheDocument();
  });

  it('keeps the row when the removal fails or the reply names no id', async () => {
    const order = firstOrder();
    server.use(http.delete('*/api/orders/history/:orderId', () => failed(404, 'Заказ не найден')));
    await openHistory();
    await removeConfirmed(order.invoice_number);
    expect(await screen.findByRole('alert')).toHaveTextContent('Заказ не найден');
    expect(screen.getAllByTestId('history-order')).toHaveLength(history().orders.length);

    server.use(http.delete('*/api/orders/history/:orderId', () => HttpResponse.json({ status: 'OK', data: { id: 0 }, messages: [] })));
    await removeConfirmed(order.invoice_number);
    await waitFor(() => expect(screen.getByRole('button', { name: `Удалить заказ ${order.invoice_number}` })).toBeEnabled());
    expect(screen.getAllByTestId('history-order')).toHaveLength(history().orders.length);
  });

  it('gives mobile cards instead of the wide table', async () => {
    const order = firstOrder();
    await openHistory('mobile');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = screen.getAllByTestId('history-order')[0] as HTMLElement;
    expect(within(card).getByRole('link', { name: new RegExp(`${order.invoice_number}$`) })).toHaveAttribute(
      'href',
      `/o/${PAST_ORDER_CODE}/`,
    );
    expect(card).toHaveTextContent(order.address);
  });

  it('offers a guest to sign in', async () => {
    const { store } = await openHistory();
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(store.getState().ui.modals).toContain(SIGN_IN_MODAL);
  });

  it('sends the marketing consent as 1 or 0, starting unchecked', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/user/prefs', async ({ request }) => {
        const body = (await request.json()) as { field: string; value: number };
        sent.push(body);
        return HttpResponse.json({ status: 'OK', data: body, messages: [] });
      }),
    );
    await openHistory();
    const box = screen.getByRole('checkbox', { name: 'Получать новости и скидки по e-mail' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(box).toBeChecked());
    await userEvent.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    expect(sent).toEqual([
      { field: 'subscribe', value: 1 },
      { field: 'subscribe', value: 0 },
    ]);
  });
});
