import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatesInfo, OrderingDataInput } from '@shop/contracts/checkout.ts';
import type { City } from '@shop/contracts/places.ts';
import { server } from '@shop/mocks/node.ts';
import { citiesFixture, pickupPointsFixture } from '@shop/mocks/fixtures/places.ts';
import { checkoutPage, updateOrderingData } from '@shop/mocks/checkout-state.ts';
import { openCheckout, recordRequests, resetCheckoutMocks, saveMockAddresses } from '@/testing/checkout.tsx';

beforeAll(async () => {
  await Promise.all([import('@/app/routes/cart.tsx'), import('./checkout-modal.tsx'), import('./address-map.tsx')]);
}, 60_000);
beforeEach(() => resetCheckoutMocks());
afterEach(() => server.events.removeAllListeners());

const button = (root: HTMLElement, name: string | RegExp) => within(root).getByRole('button', { name });
const ok = (data: unknown) => HttpResponse.json({ status: 'OK', messages: [], data });

describe('the saved-address picker', () => {
  it('lists each address with its text, label and kind; choosing one sets the address and the date', async () => {
    saveMockAddresses();
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const picker = await screen.findByRole('dialog', { name: 'Адреса получения' });
    const rows = within(picker).getAllByTestId('saved-address');
    expect(rows).toHaveLength(2);
    const courier = rows.find((row) => within(row).queryByText('г. Москва, ул. Мира, д. 3')) as HTMLElement;
    const pickup = rows.find((row) => row !== courier) as HTMLElement;
    expect(within(courier).getByLabelText('Доставка курьером')).toBeInTheDocument();
    expect(within(pickup).getByLabelText('Пункт выдачи')).toBeInTheDocument();
    expect(within(pickup).getByText('Постамат')).toBeInTheDocument();
    await userEvent.click(within(pickup).getByRole('button', { name: /ул\. Ленина, д\. 24/, pressed: false }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Адреса получения' })).not.toBeInTheDocument());
    expect(button(dialog, /^Адрес получения .*Ленина, д\. 24/)).toBeInTheDocument();
    // §4: the date is the point's and cannot be chosen for pickup.
    expect(button(dialog, /^Дата получения/)).toBeDisabled();
    // The chevron says a field opens: the pickup date's does not, the address's does.
    expect(button(dialog, /^Дата получения/).querySelector(':scope > svg')).toBeNull();
    expect(button(dialog, /^Адрес получения/).querySelector(':scope > svg')).not.toBeNull();
    await userEvent.click(within(dialog).getByText('Детали заказа'));
    await waitFor(() => expect(within(dialog).getByText('Самовывоз — бесплатно')).toBeInTheDocument());
  });

  it('edits an address through its dropdown and deletes one', async () => {
    const seen = recordRequests();
    const { courier } = saveMockAddresses();
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const picker = await screen.findByRole('dialog', { name: 'Адреса получения' });
    await userEvent.click(button(picker, 'Изменить или удалить: г. Москва, ул. Мира, д. 3'));
    await userEvent.click(button(picker, 'Удалить'));
    await waitFor(() => expect(within(picker).getAllByTestId('saved-address')).toHaveLength(1));
    expect(seen.some((request) => request.method === 'DELETE' && request.path === `/api/user/addresses/${courier}`)).toBe(true);

    await userEvent.click(button(picker, /Изменить или удалить: .*Ленина/));
    await userEvent.click(button(picker, 'Изменить'));
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    expect(within(window).getByRole('radio', { name: 'Самовывоз' })).toBeChecked();
    expect(within(window).getByRole('button', { name: /ул\. Ленина, д\. 24/, pressed: true })).toBeInTheDocument();
  });

  it("opens the map window from 'Новый адрес'", async () => {
    saveMockAddresses();
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const picker = await screen.findByRole('dialog', { name: 'Адреса получения' });
    await userEvent.click(button(picker, 'Новый адрес'));
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    expect(within(window).getByRole('radio', { name: 'Доставка' })).toBeChecked();
    expect(within(window).getByRole('combobox', { name: 'Улица, дом, квартира' })).toHaveValue('');
  });
});

describe('the address and map window', () => {
  it('saves nothing while the address is empty', async () => {
    const seen = recordRequests();
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    await userEvent.click(button(window, 'Сохранить'));
    await userEvent.click(within(window).getByRole('radio', { name: 'Самовывоз' }));
    await userEvent.click(button(window, 'Сохранить'));
    expect(seen.filter((request) => request.path === '/api/user/addresses')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Адрес получения' })).toBeInTheDocument();
  });

  it('clears the choice when the address service recognises no phrase', async () => {
    server.use(
      http.post('*/api/address/standardize', () =>
        ok({ phrase: null, cityId: 1, lat: null, lng: null, totals: { showDeliveryToDoor: false } }),
      ),
    );
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    await userEvent.type(within(window).getByRole('combobox'), 'Мира 3');
    await userEvent.click(await within(window).findByRole('option', { name: 'ул. Мира, д. 3' }));
    expect(await within(window).findByText('Адрес не распознан: выберите его из подсказок')).toBeInTheDocument();
    expect(within(window).queryByRole('checkbox', { name: 'Доставить до двери' })).not.toBeInTheDocument();
  });

  it('offers door delivery where the address allows it, with the floor rounded and clamped to 1-300', async () => {
    const seen = recordRequests();
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    await userEvent.type(within(window).getByRole('combobox'), 'Мира 3');
    await userEvent.click(await within(window).findByRole('option', { name: 'ул. Мира, д. 3' }));
    await userEvent.click(await within(window).findByRole('checkbox', { name: 'Доставить до двери' }));
    const floor = within(window).getByRole('spinbutton', { name: 'Этаж' });
    await userEvent.clear(floor);
    await userEvent.type(floor, '500');
    await userEvent.tab();
    expect(floor).toHaveValue(300);
    await userEvent.click(within(window).getByRole('checkbox', { name: 'Есть лифт' }));
    await userEvent.click(button(window, 'Сохранить'));
    await waitFor(() => expect(seen.some((request) => request.path === '/api/user/addresses')).toBe(true));
    expect(seen.find((request) => request.path === '/api/user/addresses')?.body).toMatchObject({
      address: 'г. Москва, ул. Мира, д. 3',
      deliveryType: 0,
      deliveryToDoor: true,
      deliveryToDoorElevator: true,
      deliveryToDoorFloor: 300,
    });
  });

  it('chooses a pickup point from the list and saves it', async () => {
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    await userEvent.click(within(window).getByRole('radio', { name: 'Самовывоз' }));
    const list = await within(window).findByRole('list', { name: 'Пункты выдачи' });
    await waitFor(() =>
      expect(within(list).getAllByRole('button')).toHaveLength(pickupPointsFixture.filter((point) => point.cityId === 1).length),
    );
    await userEvent.type(within(window).getByRole('searchbox', { name: 'Пункт выдачи' }), 'садовая');
    await userEvent.click(within(list).getByRole('button', { name: /ул\. Садовая, д\. 31/ }));
    await userEvent.click(button(window, 'Сохранить'));
    await waitFor(() => expect(button(dialog, /^Адрес получения .*Садовая, д\. 31/)).toBeInTheDocument());
  });
});

describe('the cities panel', () => {
  const many: City[] = Array.from({ length: 75 }, (_, index) => ({
    ...citiesFixture[0],
    id: 500 + index,
    sysCityId: 1500 + index,
    name: `Город ${String(index + 1).padStart(2, '0')}`,
    lat: 55,
    lng: 37,
    bold: false,
    icon: false,
  }));

  it('shows 30 cities, 30 more near the bottom, and searches case-insensitively with special characters as text', async () => {
    server.use(http.get('*/api/cities', () => ok({ cities: [...citiesFixture, ...many] })));
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    await userEvent.click(button(window, 'Город: Москва, выбрать другой'));
    const list = await within(window).findByTestId('cities-list');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(30));
    Object.defineProperties(list, {
      scrollHeight: { value: 2000 },
      clientHeight: { value: 450 },
      scrollTop: { value: 1500, writable: true },
    });
    fireEvent.scroll(list);
    expect(within(list).getAllByRole('button')).toHaveLength(60);
    const search = within(window).getByRole('searchbox', { name: 'Поиск города' });
    await userEvent.type(search, 'гОРОД 7');
    expect(
      within(list)
        .getAllByRole('button')
        .map((city) => city.textContent),
    ).toEqual(['Город 70', 'Город 71', 'Город 72', 'Город 73', 'Город 74', 'Город 75']);
    await userEvent.clear(search);
    await userEvent.type(search, '.*(');
    expect(within(list).getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('saves the chosen city as the shopper’s and clears the point chosen in the old one', async () => {
    const seen = recordRequests();
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    await userEvent.click(within(window).getByRole('radio', { name: 'Самовывоз' }));
    await userEvent.click(await within(window).findByRole('button', { name: /ул\. Мира, д\. 110/ }));
    await userEvent.click(button(window, 'Город: Москва, выбрать другой'));
    await userEvent.click(await within(window).findByRole('button', { name: /^Казань/ }));
    await waitFor(() => expect(button(window, 'Город: Казань, выбрать другой')).toBeInTheDocument());
    expect(seen.find((request) => request.method === 'PUT' && request.path === '/api/user/city')?.body).toEqual({ id: 5 });
    const list = await within(window).findByRole('list', { name: 'Пункты выдачи' });
    await waitFor(() => expect(within(list).getByRole('button', { name: /пр-т Строителей/ })).toBeInTheDocument());
    expect(within(list).queryByRole('button', { pressed: true })).not.toBeInTheDocument();
  });

  it('keeps the city when saving it fails', async () => {
    server.use(
      http.put('*/api/user/city', () =>
        HttpResponse.json(
          {
            status: 'FAIL',
            data: null,
            messages: [{ kind: 'error', text: 'Город не найден' }],
            error: { message: 'Город не найден', statusCode: 404 },
          },
          { status: 404 },
        ),
      ),
    );
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const window = await screen.findByRole('dialog', { name: 'Адрес получения' });
    await userEvent.click(button(window, 'Город: Москва, выбрать другой'));
    await userEvent.click(await within(window).findByRole('button', { name: /^Казань/ }));
    expect(await screen.findByText('Город не найден')).toBeInTheDocument();
    expect(button(window, 'Город: Москва, выбрать другой')).toBeInTheDocument();
  });
});

describe('the date and payment pickers', () => {
  it('lists dates with their day, weekends marked, earlier days disabled, and the note on delivery hours', async () => {
    saveMockAddresses();
    const dates = checkoutPage().cartPageData.datesInfo.dates;
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const picker = await screen.findByRole('dialog', { name: 'Адреса получения' });
    await userEvent.click(within(picker).getByRole('button', { name: /ул\. Мира, д\. 3/, pressed: false }));
    await userEvent.click(button(dialog, /^Дата доставки/));
    const window = await screen.findByRole('dialog', { name: 'Дата доставки' });
    expect(within(window).getByText('Доставка с 9:00 до 18:00, курьер позвонит за час до приезда.')).toBeInTheDocument();
    const buttons = within(window)
      .getAllByRole('button')
      .filter((element) => element.className.includes('date'));
    expect(buttons).toHaveLength(dates.length);
    dates.forEach((date, index) => {
      const element = buttons[index] as HTMLButtonElement;
      expect(element).toHaveTextContent(date.text);
      expect(element).toHaveTextContent(date.dayOfWeek);
      expect(element.disabled).toBe(date.disabled);
      expect(element.className.includes('weekend')).toBe(date.weekend);
    });
    const open = dates.filter((date) => !date.disabled).at(-1);
    if (!open) throw new Error('no date to choose');
    await userEvent.click(within(window).getByRole('button', { name: new RegExp(open.text) }));
    await waitFor(() => expect(button(dialog, new RegExp(`^Дата доставки ${open.text}, ${open.dayOfWeek}`))).toBeInTheDocument());
  });

  it('moves a chosen date to the earliest when the cart changes and an earlier day becomes possible', async () => {
    saveMockAddresses();
    const real = checkoutPage().cartPageData.datesInfo;
    const day = (index: number) => {
      const found = real.dates[index];
      if (!found) throw new Error('too few dates');
      return found;
    };
    // A slow line in the cart first: nothing before the sixth day.
    let earliest = day(5).id;
    const dates = (): DatesInfo => ({
      ...real,
      dates: real.dates.map((date) => ({ ...date, disabled: date.id < earliest })),
      earlyDeliveryDate: earliest,
    });
    server.use(
      http.get('*/api/ordering', () => {
        const page = checkoutPage();
        return ok({ ...page, cartPageData: { ...page.cartPageData, datesInfo: dates() } });
      }),
      http.put('*/api/ordering/data', async ({ request }) => {
        const { orderingData } = (await request.json()) as { orderingData: OrderingDataInput };
        const result = updateOrderingData(orderingData);
        if (!result.ok) throw new Error(result.error);
        const { reply } = result.value;
        return ok({ ...reply, datesInfo: dates(), deliveryDate: orderingData.deliveryDate ?? reply.deliveryDate });
      }),
    );
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Адрес получения/));
    const picker = await screen.findByRole('dialog', { name: 'Адреса получения' });
    await userEvent.click(within(picker).getByRole('button', { name: /ул\. Мира, д\. 3/, pressed: false }));
    await waitFor(() => expect(button(dialog, new RegExp(`^Дата доставки ${day(5).text}`))).toBeInTheDocument());
    await userEvent.click(button(dialog, /^Дата доставки/));
    const window = await screen.findByRole('dialog', { name: 'Дата доставки' });
    await userEvent.click(within(window).getByRole('button', { name: new RegExp(`(^|\\D)${day(8).text}`) }));
    await waitFor(() => expect(button(dialog, new RegExp(`^Дата доставки ${day(8).text}`))).toBeInTheDocument());
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Закрыть' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The slow line left the cart: the first day is possible now.
    earliest = day(0).id;
    await userEvent.click(screen.getAllByRole('link', { name: /^Оформить заказ/ })[0] as HTMLElement);
    const again = await screen.findByRole('dialog', { name: 'Оформление заказа' });
    await waitFor(() => expect(button(again, new RegExp(`^Дата доставки ${day(0).text}`))).toBeInTheDocument());
  });

  it('lists the payment methods with their label, text and icon', async () => {
    const { dialog } = await openCheckout();
    await userEvent.click(button(dialog, /^Способ оплаты/));
    const window = await screen.findByRole('dialog', { name: 'Выберите способ оплаты' });
    const invoice = button(window, /Счёт на оплату/);
    expect(invoice).toHaveTextContent('Для юрлиц и ИП');
    expect(invoice.querySelector('svg')).not.toBeNull();
    expect(button(window, /Картой онлайн/).querySelector('svg')).not.toBeNull();
    await userEvent.click(button(window, /Картой онлайн/));
    expect(await within(dialog).findByRole('button', { name: 'Оплатить и отправить заказ' })).toBeInTheDocument();
  });
});
