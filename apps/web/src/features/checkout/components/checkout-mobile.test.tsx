import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { checkoutPage } from '@shop/mocks/checkout-state.ts';
import { formatNumber } from '@shop/ui/format.ts';
import { openCheckout, recordRequests, resetCheckoutMocks, saveMockAddresses } from '@/testing/checkout.tsx';

beforeAll(async () => {
  await Promise.all([import('@/app/routes/cart.tsx'), import('./checkout-modal.tsx'), import('@/app/routes/order.tsx')]);
}, 60_000);
beforeEach(() => resetCheckoutMocks());
afterEach(() => server.events.removeAllListeners());

const step = (name: string) => screen.findByRole('dialog', { name });

/** A swipe over the checkout: from (x, y) by (dx, dy). */
function swipe(target: HTMLElement, dx: number, dy: number) {
  fireEvent.touchStart(target, { touches: [{ clientX: 20, clientY: 300 }] });
  fireEvent.touchEnd(target, { changedTouches: [{ clientX: 20 + dx, clientY: 300 + dy }] });
}

describe('checkout, mobile', () => {
  it("goes through three steps: 'Далее' checks the phone, then the address; back and a swipe right go back", async () => {
    saveMockAddresses();
    const { dialog } = await openCheckout('mobile');
    expect(within(dialog).getByText('Шаг 1 из 3')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '91234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(within(dialog).getByLabelText('Телефон')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog', { name: 'Контакты' })).toBe(dialog);

    await userEvent.type(within(dialog).getByLabelText('Телефон'), '56789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
    const second = await step('Способ получения');
    await userEvent.click(within(second).getByRole('button', { name: 'Далее' }));
    expect(within(second).getByText('Выберите, куда доставить заказ')).toBeInTheDocument();

    await userEvent.click(within(second).getByRole('button', { name: 'Назад' }));
    const first = await step('Контакты');
    await userEvent.click(within(first).getByRole('button', { name: 'Далее' }));
    const again = await step('Способ получения');
    // Not a swipe: too slow a hand is not needed here, too steep a one is ignored.
    swipe(within(again).getByTestId('checkout'), 150, 140);
    expect(screen.getByRole('dialog', { name: 'Способ получения' })).toBeInTheDocument();
    swipe(within(again).getByTestId('checkout'), 150, 20);
    const back = await step('Контакты');
    swipe(within(back).getByTestId('checkout'), 150, 20);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Контакты' })).not.toBeInTheDocument());
  });

  it("walks the steps back with the browser's Back, then closes checkout over the cart; 'Назад' goes back the same way", async () => {
    saveMockAddresses();
    const { dialog, router } = await openCheckout('mobile');
    const go = (delta: number) => act(() => router.go(delta));
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
    const second = await step('Способ получения');
    await userEvent.click(within(second).getByRole('button', { name: /^Адрес получения/ }));
    const picker = await screen.findByRole('dialog', { name: 'Адреса получения' });
    await userEvent.click(within(picker).getByRole('button', { name: /ул\. Мира, д\. 3/, pressed: false }));
    await userEvent.click(within(second).getByRole('button', { name: 'Далее' }));
    await step('Способ оплаты');

    await go(-1);
    await step('Способ получения');
    // Forward shows the step again, as it was.
    await go(1);
    const third = await step('Способ оплаты');
    await userEvent.click(within(third).getByRole('button', { name: 'Назад' }));
    await step('Способ получения');
    expect(router.state.historyAction).toBe('POP');
    await go(-1);
    await step('Контакты');
    await go(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Корзина', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart/');
    // Forward to a step of the closed checkout does not open it again.
    await go(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends from the payment step with the total with delivery on the button, and says so while creating the order', async () => {
    saveMockAddresses();
    const seen = recordRequests();
    server.use(
      http.post('*/api/orders', async () => {
        await delay(300);
        return undefined;
      }),
    );
    const { dialog, router } = await openCheckout('mobile');
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
    const second = await step('Способ получения');
    await userEvent.click(within(second).getByRole('button', { name: /^Адрес получения/ }));
    const picker = await screen.findByRole('dialog', { name: 'Адреса получения' });
    await userEvent.click(within(picker).getByRole('button', { name: /ул\. Мира, д\. 3/, pressed: false }));
    await userEvent.click(within(second).getByRole('button', { name: 'Далее' }));
    const third = await step('Способ оплаты');
    await userEvent.click(within(third).getByRole('button', { name: /^Способ оплаты/ }));
    const payments = await screen.findByRole('dialog', { name: 'Выберите способ оплаты' });
    await userEvent.click(within(payments).getByRole('button', { name: /Счёт на оплату/ }));
    await waitFor(() =>
      expect(seen.some((request) => request.method === 'PUT' && JSON.stringify(request.body).includes('"paymentType":4'))).toBe(true),
    );
    const sum = formatNumber(checkoutPage().total.totalWithShipment);
    const send = await within(third).findByRole('button', { name: `Отправить заказ, ${sum} ₽` });
    await userEvent.click(send);
    expect(await within(third).findByRole('button', { name: 'Создание заказ, подождите' })).toBeDisabled();
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/o\//));
    const confirmation = await screen.findByRole('dialog', { name: 'Спасибо за заказ!' });
    await userEvent.click(within(confirmation).getAllByRole('button', { name: 'Закрыть' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Спасибо за заказ!' })).not.toBeInTheDocument());

    // Back from the order shows the cart on its own entry: the steps of the closed checkout are passed.
    await act(() => router.go(-1));
    await screen.findByRole('heading', { name: 'Корзина пуста' });
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/cart/');
  });

  it("reads 'Оплатить и отправить, {sum} ₽' for a card", async () => {
    const { dialog } = await openCheckout('mobile');
    await userEvent.type(within(dialog).getByLabelText('Телефон'), '9123456789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Далее' }));
    const second = await step('Способ получения');
    await userEvent.click(within(second).getByRole('button', { name: /^Адрес получения/ }));
    // No saved address: the address window opens at once, with the cities in their own modal.
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    await userEvent.click(within(window).getByRole('button', { name: 'Город: Москва, выбрать другой' }));
    const cities = await screen.findByRole('dialog', { name: 'Выберите город' });
    await userEvent.click(within(cities).getByRole('button', { name: 'Закрыть' }));
    await userEvent.type(within(window).getByRole('combobox'), 'Мира 3');
    await userEvent.click(await within(window).findByRole('option', { name: 'ул. Мира, д. 3' }));
    await waitFor(() => expect(within(window).getByRole('combobox')).toHaveValue('г. Москва, ул. Мира, д. 3'));
    await userEvent.click(within(window).getByRole('button', { name: 'Сохранить' }));
    await userEvent.click(await within(second).findByRole('button', { name: 'Далее' }));
    const third = await step('Способ оплаты');
    await userEvent.click(within(third).getByRole('button', { name: /^Способ оплаты/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Выберите способ оплаты' })).getByRole('button', { name: /Картой онлайн/ }),
    );
    expect(await within(third).findByRole('button', { name: /^Оплатить и отправить, [\d ,]+ ₽$/ })).toBeInTheDocument();
  });
});
