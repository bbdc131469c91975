import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutPageSchema, checkoutUpdateReplySchema } from '@shop/contracts/checkout.ts';
import { orderHistorySchema, orderPageDataSchema } from '@shop/contracts/orders.ts';
import { pickupPointsFixture } from '../fixtures/places.ts';
import { PAST_ORDER_CODE, checkoutPage, saveAddress } from '../checkout-state.ts';
import { callMock as call } from '../testing/call.ts';
import { useMockShop } from '../testing/use-mock-shop.ts';

const send = (body: unknown = {}) => call('POST', '/api/orders', body, { 'idempotency-key': randomUUID() });
const point = pickupPointsFixture[0];

useMockShop();

describe('checkout state', () => {
  it('parses against the contract', () => {
    expect(() => checkoutPageSchema.parse(checkoutPage())).not.toThrow();
  });

  it('lists the shop’s 14 delivery days with Sundays disabled and a date that can be chosen', () => {
    const info = checkoutPage().cartPageData.datesInfo;
    expect(info.dates).toHaveLength(14);
    expect(info.dates.find((day) => day.dayOfWeek === 'воскресенье')?.disabled).toBe(true);
    expect(info.dates.find((day) => day.id === info.deliveryDate)?.disabled).toBe(false);
  });
});

describe('checkout handlers', () => {
  it('keep a change of the ordering data for the next read and price pickup at nothing', async () => {
    const updated = await call('PUT', '/api/ordering/data', {
      orderingData: { deliveryType: 3, pointId: point?.id, phone: '+7 912 345-67-89' },
    });
    expect(updated.status).toBe(200);
    const reply = checkoutUpdateReplySchema.parse(updated.envelope.data);
    expect(reply.totals).toMatchObject({ shipmentPrice: 0, deliveryLabel: 'Самовывоз' });
    const { envelope } = await call('GET', '/api/ordering');
    expect(envelope.data.orderingData).toMatchObject({ deliveryType: 3, pointId: point?.id, phone: '79123456789' });
    expect((await call('GET', '/api/cart')).envelope.data.cartPageData.total).toMatchObject({ deliveryType: 3, shipmentPrice: 0 });
  });

  it('refuse bad ordering data with the contract’s Russian text, and a point the shop does not have with the rule’s', async () => {
    const { status, envelope } = await call('PUT', '/api/ordering/data', { orderingData: { innIp: '770708389' } });
    expect(status).toBe(400);
    expect(envelope.messages).toEqual([{ kind: 'error', text: 'Проверьте ИНН: 10 или 12 цифр' }]);
    const unknown = await call('PUT', '/api/ordering/data', { orderingData: { deliveryType: 3, pointId: 999 } });
    expect(unknown.status).toBe(404);
    expect(unknown.envelope.error.message).toBe('Пункт выдачи не найден');
  });

  it('need a UUID idempotency key and refuse missing fields with 409', async () => {
    expect((await call('POST', '/api/orders', {})).status).toBe(400);
    const missing = await send({});
    expect(missing.status).toBe(409);
    expect(missing.envelope.messages.map((message: { text: string }) => message.text)).toEqual([
      'Укажите телефон',
      'Укажите адрес доставки',
      'Выберите способ оплаты',
    ]);
  });

  it('place an order, show it on its page, its invoice and in the history, and leave the unavailable line in the cart', async () => {
    const address = saveAddress({
      address: 'ул. Мира, д. 10',
      cityId: 1,
      deliveryType: 0,
      deliveryToDoor: false,
      deliveryToDoorElevator: false,
      deliveryToDoorFloor: 1,
      showDeliveryToDoor: false,
      pointId: null,
    });
    if (!address.ok) throw new Error(address.error);
    const placed = await send({ phone: '9123456789', currentAddressId: address.value.id, paymentType: 4 });
    expect(placed.status).toBe(200);
    const { orderCode } = placed.envelope.data;

    const page = orderPageDataSchema.parse((await call('GET', `/api/orders/${orderCode}`)).envelope.data);
    expect(page).toMatchObject({
      orderData: { order_code: orderCode, showBtn: true },
      payments: [{ type: 4 }],
      address: 'г. Москва, ул. Мира, д. 10',
    });
    const invoice = await call('GET', page.invoiceUrl);
    expect(invoice.type).toContain('text/html');
    expect(invoice.text).toContain(`Счёт на оплату № ${page.orderData.invoice_number}`);

    const history = orderHistorySchema.parse((await call('GET', '/api/orders/history')).envelope.data);
    expect(history.orders.map((order) => order.order_code)).toEqual([orderCode, PAST_ORDER_CODE]);
    const cart = (await call('GET', '/api/cart')).envelope.data;
    expect(cart.cartPageData.products.map((product: { isNotAvailable: boolean }) => product.isNotAvailable)).toEqual([true]);
    expect((await send({ phone: '9123456789', currentAddressId: address.value.id, paymentType: 4 })).envelope.error.message).toBe(
      'Товаров из корзины нет в наличии',
    );
  });

  it('pay a card order, edit and remove it from the history', async () => {
    const placed = await send({ phone: '9123456789', deliveryType: 3, pointId: point?.id, paymentType: 1 });
    const { orderCode, invoiceNumber, isCardProviderPay } = placed.envelope.data;
    expect(isCardProviderPay).toBe(true);
    const pay = await call('POST', `/api/orders/${encodeURIComponent(invoiceNumber)}/card-payment`, {
      referrer: 'http://localhost:5173/cart/',
    });
    expect(pay.envelope.data.payUrl).toBe(`/o/${orderCode}/`);
    expect((await call('GET', `/api/orders/${orderCode}`)).envelope.data.paid).toBe(true);
    expect((await call('POST', `/api/orders/${encodeURIComponent(invoiceNumber)}/card-payment`, {})).status).toBe(409);

    const [item] = (await call('GET', '/api/orders/history')).envelope.data.orders;
    const comment = await call('PUT', `/api/orders/history/${item.id}/comment`, { comment: 'Для дачи' });
    expect(comment.envelope.data.orderData.comment).toBe('Для дачи');
    expect((await call('DELETE', `/api/orders/history/${item.id}`)).envelope.data).toEqual({ id: item.id });
    expect(
      (await call('GET', '/api/orders/history')).envelope.data.orders.map((order: { order_code: string }) => order.order_code),
    ).toEqual([PAST_ORDER_CODE]);
  });

  it("answer 404 'Заказ не найден' for an unknown order", async () => {
    const { status, envelope } = await call('GET', '/api/orders/NOSUCHCODE');
    expect(status).toBe(404);
    expect(envelope.error).toMatchObject({ message: 'Заказ не найден', route: 'order' });
  });
});
