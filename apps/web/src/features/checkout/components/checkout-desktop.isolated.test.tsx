import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { guestUserFixture } from '@shop/mocks/fixtures/account.ts';
import { cartFixture } from '@shop/mocks/fixtures/cart.ts';
import { openCheckout, recordRequests, resetCheckoutMocks } from '@/testing/checkout.tsx';
import { leavePageFor } from '@/features/checkout/model/leave-page.ts';

vi.mock('@/features/checkout/model/leave-page.ts', () => ({ leavePageFor: vi.fn() }));

beforeAll(async () => {
  await Promise.all([
    import('@/app/routes/cart.tsx'),
    import('./checkout-modal.tsx'),
    import('./address-map.tsx'),
    import('@/app/routes/order.tsx'),
  ]);
}, 60_000);
beforeEach(() => resetCheckoutMocks());
afterEach(() => {
  server.events.removeAllListeners();
  vi.mocked(leavePageFor).mockClear();
});

const button = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('button', { name });
const ordersSent = (seen: ReturnType<typeof recordRequests>) =>
  seen.filter((request) => request.method === 'POST' && request.path === '/api/orders');

/** Courier delivery to a suggested address, through the address window that opens when nothing is saved. */
async function chooseSuggestedAddress(dialog: HTMLElement) {
  await userEvent.click(button(dialog, /^Адрес получения/));
  const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
  await userEvent.type(within(window).getByRole('combobox', { name: 'Улица, дом, квартира' }), 'Мира 3');
  await userEvent.click(await within(window).findByRole('option', { name: 'ул. Мира, д. 3' }));
  await waitFor(() => expect(within(window).getByRole('combobox')).toHaveValue('г. Москва, ул. Мира, д. 3'));
  await userEvent.click(within(window).getByRole('button', { name: 'Сохранить' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Адрес получения' })).not.toBeInTheDocument());
  await waitFor(() => expect(button(dialog, /^Адрес получения г\. Москва, ул\. Мира, д\. 3/)).toBeInTheDocument());
}

async function choosePayment(dialog: HTMLElement, label: string) {
  await userEvent.click(button(dialog, /^Способ оплаты/));
  const picker = await screen.findByRole('dialog', { name: 'Выберите способ оплаты' });
  await userEvent.click(within(picker).getByRole('button', { name: new RegExp(label) }));
  await waitFor(() => expect(button(dialog, new RegExp(`^Способ оплаты ${label}`))).toBeInTheDocument());
}

describe('checkout, desktop', () => {
  it('is one form: phone, legal entity, address, date, payment, extras, total, details and the policy', async () => {
    const { dialog } = await openCheckout();
    expect(within(dialog).getByLabelText('Телефон')).toHaveAttribute('placeholder', '(___) ___-__-__');
    expect(within(dialog).getByRole('checkbox', { name: 'Оформить на юрлицо или ИП' })).not.toBeChecked();
    expect(button(dialog, /^Дата доставки Сначала выберите адрес/)).toBeDisabled();
    expect(within(dialog).getByText('Дополнительно')).toBeInTheDocument();
    expect(within(dialog).getByText('Детали заказа')).toBeInTheDocument();
    expect(within(dialog).getByText('Итого')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'условиями оферты' })).toHaveAttribute('href', '/legal/offer/');
    expect(button(dialog, 'Отправить заказ')).toBeEnabled();
    expect(within(dialog).queryByText('Показать данные для отладки')).not.toBeInTheDocument();
  });

  it('marks what is missing, sends nothing, and an edited field loses its mark', async () => {
    const seen = recordRequests();
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, 'Отправить заказ'));
    expect(await within(dialog).findByRole('button', { name: 'Не заполнены некоторые поля' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Телефон')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Выберите, куда доставить заказ')).toBeInTheDocument();
    expect(within(dialog).getByText('Выберите, как оплатить заказ')).toBeInTheDocument();
    expect(ordersSent(seen)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9');
    expect(within(dialog).getByLabelText('Телефон')).not.toHaveAttribute('aria-invalid');
  });

  it('marks a phone of fewer than 10 digits when the shopper leaves the field', async () => {
    const { dialog } = await openCheckout();
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '912345');
    expect(within(dialog).getByLabelText('Телефон')).toHaveValue('(912) 345');
    await userEvent.tab();
    expect(within(dialog).getByLabelText('Телефон')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Укажите телефон: не меньше 10 цифр')).toBeInTheDocument();
  });

  it('takes a guest to an order with courier delivery to a suggested address, then to the order and its confirmation', async () => {
    const seen = recordRequests();
    const goals: string[] = [];
    const onGoal = (event: Event) => goals.push(String((event as CustomEvent<string>).detail));
    window.addEventListener('shop:goal', onGoal);
    const { dialog, router } = await openCheckout();
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    await chooseSuggestedAddress(dialog);
    expect(button(dialog, /^Дата доставки/)).toBeEnabled();
    await choosePayment(dialog, 'Счёт на оплату');
    await userEvent.click(button(dialog, 'Отправить заказ'));

    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/o\/MOCKORD\d+\/$/));
    const confirmation = await screen.findByRole('dialog', { name: 'Спасибо за заказ!' });
    expect(within(confirmation).getByText('Менеджер позвонит вам, чтобы подтвердить заказ.')).toBeInTheDocument();
    expect(within(confirmation).getByRole('link', { name: 'Счет на оплату' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Оформление заказа' })).not.toBeInTheDocument();
    const [order] = ordersSent(seen);
    expect(ordersSent(seen)).toHaveLength(1);
    expect(order?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(order?.body).toMatchObject({ phone: '9123456789', paymentType: 4 });
    expect((order?.body as { deliveryDate: string | null }).deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(goals).toEqual(['orderSendAction']);
    window.removeEventListener('shop:goal', onGoal);
  });

  it('sends one order for a double click', async () => {
    const seen = recordRequests();
    const { dialog, router } = await openCheckout();
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    await chooseSuggestedAddress(dialog);
    await choosePayment(dialog, 'Счёт на оплату');
    await userEvent.dblClick(button(dialog, 'Отправить заказ'));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/o\//));
    expect(ordersSent(seen)).toHaveLength(1);
  });

  it('pays by card: the button says so, reads "Оформляем заказ..." while sending, then the provider’s page opens', async () => {
    server.use(
      http.post('*/api/orders', async () => {
        await delay(300);
        return undefined;
      }),
    );
    const { dialog } = await openCheckout();
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    await chooseSuggestedAddress(dialog);
    await choosePayment(dialog, 'Картой онлайн');
    await userEvent.click(button(dialog, 'Оплатить и отправить заказ'));
    expect(await within(dialog).findByRole('button', { name: 'Оформляем заказ...' })).toBeDisabled();
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith(expect.stringMatching(/^\/o\/MOCKORD\d+\/$/)));
  });

  it('keeps everything typed after a failed order and lets the shopper send again', async () => {
    server.use(
      http.post('*/api/orders', () =>
        HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Сервис заказов недоступен' }],
            error: { message: 'Undefined error', statusCode: 502 },
          },
          { status: 502 },
        ),
      ),
    );
    const { dialog } = await openCheckout();
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    await chooseSuggestedAddress(dialog);
    await choosePayment(dialog, 'Счёт на оплату');
    await userEvent.click(within(dialog).getByText('Дополнительно'));
    await userEvent.type(within(dialog).getByLabelText('Контактное лицо или комментарий'), 'Позвонить за час');
    await userEvent.click(button(dialog, 'Отправить заказ'));
    expect(await screen.findByText('Сервис заказов недоступен')).toBeInTheDocument();
    await waitFor(() => expect(button(dialog, 'Отправить заказ')).toBeEnabled());
    expect(within(dialog).getByLabelText('Телефон')).toHaveValue('(912) 345-67-89');
    expect(within(dialog).getByLabelText('Контактное лицо или комментарий')).toHaveValue('Позвонить за час');
  });

  it('keeps the draft over a reload, half-typed phone included', async () => {
    const first = await openCheckout();
    await userEvent.type(within(first.dialog).getByLabelText('Телефон'), '91234');
    await userEvent.click(within(first.dialog).getByText('Дополнительно'));
    await userEvent.type(within(first.dialog).getByLabelText('Контактное лицо или комментарий'), 'Анна');
    cleanup();
    const { dialog } = await openCheckout();
    expect(within(dialog).getByLabelText('Телефон')).toHaveValue('(912) 34');
    expect(within(dialog).getByLabelText('Контактное лицо или комментарий')).toHaveValue('Анна');
  });

  it('buys as a legal entity: the INN names the company, a wrong one asks to clarify by phone, the cross goes back', async () => {
    const seen = recordRequests();
    const { dialog } = await openCheckout();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Оформить на юрлицо или ИП' }));
    const inn = within(dialog).getByLabelText('ИНН юрлица или ИП');
    expect(inn).toHaveAttribute('maxlength', '12');
    await userEvent.type(inn, '77070');
    expect(within(dialog).getByTestId('inn-company')).toHaveTextContent('Уточним юрлицо по телефону');
    expect(within(dialog).getByRole('img', { name: 'ИНН — 10 или 12 цифр' })).toBeInTheDocument();
    await userEvent.type(inn, '83893');
    await waitFor(() => expect(within(dialog).getByTestId('inn-company')).toHaveTextContent('ПАО Сбербанк'));
    await waitFor(() =>
      expect(
        seen.some((request) => request.method === 'PUT' && JSON.stringify(request.body).includes('Публичное акционерное общество')),
      ).toBe(true),
    );
    await userEvent.clear(inn);
    await userEvent.type(inn, '7707083894');
    await waitFor(() => expect(within(dialog).getByTestId('inn-company')).toHaveTextContent('Уточним юрлицо по телефону'));
    expect(within(dialog).queryByRole('img', { name: 'ИНН — 10 или 12 цифр' })).not.toBeInTheDocument();
    await userEvent.clear(inn);
    expect(within(dialog).queryByTestId('inn-company')).not.toBeInTheDocument();
    await userEvent.click(button(dialog, 'Оформить на физлицо'));
    expect(within(dialog).getByRole('checkbox', { name: 'Оформить на юрлицо или ИП' })).not.toBeChecked();
  });

  it('shows the delivery debug data to the staff account only', async () => {
    server.use(
      http.get('*/api/user', () =>
        HttpResponse.json({
          status: 'OK',
          messages: [],
          data: { user: { ...guestUserFixture, id: 9, username: 'Отладка доставки', staff: { debug: true, sal: false } } },
        }),
      ),
    );
    const { dialog } = await openCheckout();
    await userEvent.click(within(dialog).getByText('Показать данные для отладки'));
    const debug = within(dialog).getByTestId('checkout-debug');
    expect(within(debug).getByText('deliveryType')).toBeInTheDocument();
    expect(within(debug).getByText('timeWindow')).toBeInTheDocument();
  });

  it('reads the details: count, weight, delivery price and VAT', async () => {
    const { dialog } = await openCheckout();
    await userEvent.click(within(dialog).getByText('Детали заказа'));
    const total = cartFixture.cartPageData.total;
    expect(within(dialog).getByText('Товаров')).toBeInTheDocument();
    expect(within(dialog).getByText('Вес')).toBeInTheDocument();
    expect(within(dialog).getByText(`НДС ${total.nds.percent}%`)).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Оформление заказа' })).not.toBeInTheDocument());
  });
});
