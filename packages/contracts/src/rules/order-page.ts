import type { PaymentOption } from '../cart.ts';
import { VAT_PERCENT_DEFAULT } from './cart-totals.ts';
import type { ConfirmationPage, OrderPageData } from '../orders.ts';
import { DeliveryType, PaymentType } from '../browser/checkout.ts';
import { EXPRESS_TIME_TEXT, vatShare } from './cart-totals.ts';
import { COURIER_TIME_WINDOW, PICKUP_TIME_WINDOW, describeDay } from './delivery-calendar.ts';
import { escapeHtml } from './html.ts';
import { CARD_PAYMENT_TYPES, CONFIRM_TITLE, CONFIRM_UPPER_MSG, PAYMENT_METHODS } from './ordering-data.ts';
import { productWord } from './plural.ts';

/**
 * What the order page and the confirmation (cart-and-ordering.md §2) say about a placed order:
 * the one copy the demo upstream and the mocks use.
 */

/** A placed order as its page reads it. */
export interface PlacedOrder {
  orderCode: string;
  invoiceNumber: string;
  deliveryType: number;
  paymentType: number | null;
  deliveryDate: string | null;
  express: boolean;
  paid: boolean;
  /** Paid a moment ago: the page shows the confirmation (§2 "Order page"). */
  paidRecently: boolean;
  goodsTotal: number;
  shipmentPrice: number;
  total: number;
  mass: number;
  address: string;
  /** Where the order's invoice opens; the page links it for orders paid by invoice. */
  invoicePath: string;
  products: OrderPageData['products'];
}

/** An unpaid order can still be paid its own way: an invoice as an invoice, a card order by card. */
export function offeredPayments(paymentType: number | null, paid: boolean): PaymentOption[] {
  if (paid || paymentType === null) return [];
  return PAYMENT_METHODS.filter((method) =>
    paymentType === PaymentType.invoice
      ? method.type === PaymentType.invoice
      : CARD_PAYMENT_TYPES.has(paymentType) && CARD_PAYMENT_TYPES.has(method.type),
  );
}

/** 'вторник, 25 ноября, 9:00−18:00'; without a date (one-click orders) the manager agrees one. */
export function orderDateValue(order: Pick<PlacedOrder, 'deliveryDate' | 'deliveryType' | 'express'>): string {
  const day = order.deliveryDate ? describeDay(order.deliveryDate) : null;
  if (!day) return 'Дату доставки согласует менеджер';
  if (order.deliveryType === DeliveryType.pickup) return `с ${day.text}, ${day.dayOfWeek}, ${PICKUP_TIME_WINDOW}`;
  if (order.express) return `${day.text}, ${day.dayOfWeek}, ${EXPRESS_TIME_TEXT}`;
  return `${day.text}, ${day.dayOfWeek}, ${COURIER_TIME_WINDOW}`;
}

export function orderPageData(order: PlacedOrder): OrderPageData {
  const pickup = order.deliveryType === DeliveryType.pickup;
  const payments = offeredPayments(order.paymentType, order.paid);
  const invoiceUrl = order.paymentType === PaymentType.invoice ? order.invoicePath : '';
  const positions = order.products.length;
  return {
    title: `Заказ ${order.invoiceNumber}`,
    orderData: {
      invoice_number: order.invoiceNumber,
      order_code: order.orderCode,
      delivery_type: pickup ? DeliveryType.pickup : DeliveryType.courier,
      invoiceUrl,
      showBtn: payments.length > 0,
    },
    total: {
      positions,
      text: `${positions} ${productWord(positions)}`,
      mass: order.mass,
      amountWithShipment: order.total,
      isShipment: !pickup,
      shipmentPrice: order.shipmentPrice,
      ndsWithoutShipment: vatShare(order.goodsTotal),
      ndsPercent: VAT_PERCENT_DEFAULT,
    },
    products: order.products,
    dateValue: orderDateValue(order),
    invoiceUrl,
    showConfirmModal: order.paidRecently,
    payments,
    address: order.address,
    paid: order.paid,
    confirmTitle: CONFIRM_TITLE,
    confirmUpperMsg: CONFIRM_UPPER_MSG,
  };
}

/** The confirmation page (/confirmation/, /confirmation/{code}/) of the order, or of none yet. */
export function confirmationPage(order: Pick<PlacedOrder, 'orderCode' | 'invoiceNumber' | 'paid'> | undefined): ConfirmationPage {
  if (!order) {
    return {
      title: CONFIRM_TITLE,
      upperMsg: 'Заказ не найден',
      message: '<p>Оформите заказ в <a href="/cart/">корзине</a>: здесь появится его подтверждение.</p>',
    };
  }
  const link = `/o/${encodeURIComponent(order.orderCode)}/`;
  const paid = order.paid ? '<p>Заказ оплачен.</p>' : '';
  return {
    title: CONFIRM_TITLE,
    upperMsg: `Заказ ${order.invoiceNumber} принят`,
    message: `${CONFIRM_UPPER_MSG}${paid}<p><a href="${link}">Открыть заказ ${escapeHtml(order.invoiceNumber)}</a></p>`,
  };
}
