import { describe, expect, it } from 'vitest';
import { confirmationPage, offeredPayments, orderDateValue, orderPageData } from './order-page.ts';
import type { PlacedOrder } from './order-page.ts';
import { CONFIRM_TITLE } from './ordering-data.ts';

const order: PlacedOrder = {
  orderCode: 'Ab3dEf7hJk',
  invoiceNumber: 'ИМ-900001',
  deliveryType: 0,
  paymentType: 4,
  deliveryDate: '2026-11-24',
  express: false,
  paid: false,
  paidRecently: false,
  goodsTotal: 1200,
  shipmentPrice: 390,
  total: 1590,
  mass: 2.5,
  address: 'г. Москва, ул. Мира, д. 3',
  invoicePath: '/order/invoice/Ab3dEf7hJk/?token=t',
  products: [],
};

describe('order page', () => {
  it('shows the totals with the VAT of the goods, and links the invoice of an order paid by invoice', () => {
    const page = orderPageData(order);
    expect(page).toMatchObject({
      title: 'Заказ ИМ-900001',
      orderData: { order_code: 'Ab3dEf7hJk', delivery_type: 0, invoiceUrl: order.invoicePath, showBtn: true },
      total: {
        positions: 0,
        text: '0 товаров',
        amountWithShipment: 1590,
        isShipment: true,
        shipmentPrice: 390,
        ndsWithoutShipment: 200,
        ndsPercent: 20,
      },
      invoiceUrl: order.invoicePath,
      payments: [{ type: 4 }],
      paid: false,
      showConfirmModal: false,
    });
    expect(orderPageData({ ...order, paymentType: 1, paid: true, paidRecently: true })).toMatchObject({
      invoiceUrl: '',
      payments: [],
      showConfirmModal: true,
    });
    expect(orderPageData({ ...order, deliveryType: 3 }).total.isShipment).toBe(false);
  });

  it('offers an unpaid order its own way of paying, and a paid one nothing', () => {
    expect(offeredPayments(4, false).map((method) => method.type)).toEqual([4]);
    expect(offeredPayments(1, false).map((method) => method.type)).toEqual([1]);
    expect(offeredPayments(6, false).map((method) => method.type)).toEqual([1]);
    expect(offeredPayments(1, true)).toEqual([]);
    expect(offeredPayments(null, false)).toEqual([]);
  });

  it('names the delivery day and its hours by the kind of delivery', () => {
    expect(orderDateValue({ deliveryDate: '2026-11-24', deliveryType: 0, express: false })).toBe('24 ноября, вторник, 9:00−18:00');
    expect(orderDateValue({ deliveryDate: '2026-11-24', deliveryType: 3, express: false })).toBe('с 24 ноября, вторник, 9:00−21:00');
    expect(orderDateValue({ deliveryDate: '2026-11-24', deliveryType: 0, express: true })).toBe('24 ноября, вторник, в течение 4 часов');
    expect(orderDateValue({ deliveryDate: null, deliveryType: 0, express: false })).toBe('Дату доставки согласует менеджер');
  });

  it('confirms the order with a link to it, and without one says how to order', () => {
    const page = confirmationPage({ orderCode: 'Ab3dEf7hJk', invoiceNumber: 'ИМ-<1>', paid: true });
    expect(page).toMatchObject({ title: CONFIRM_TITLE, upperMsg: 'Заказ ИМ-<1> принят' });
    expect(page.message).toContain('<p>Заказ оплачен.</p><p><a href="/o/Ab3dEf7hJk/">Открыть заказ ИМ-&lt;1&gt;</a></p>');
    expect(confirmationPage(undefined).upperMsg).toBe('Заказ не найден');
  });
});
