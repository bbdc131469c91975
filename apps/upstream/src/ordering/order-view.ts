import type { PaymentOption } from '@shop/contracts/cart.ts';
import { VAT_PERCENT_DEFAULT } from '@shop/contracts/limits.ts';
import type { ConfirmationPage, OrderHistoryItem, OrderPageData } from '@shop/contracts/ordering.ts';
import { COURIER_TIME_WINDOW, PICKUP_TIME_WINDOW } from '@shop/contracts/ordering.ts';
import type { OrderLineRow, OrderRow } from '../db/ordering.ts';
import { CONFIRM_TITLE, CONFIRM_UPPER_MSG, PAYMENT_METHODS } from '../cart/cart-view.ts';
import { productWord } from '@shop/contracts/rules/plural.ts';
import { describeDay } from '@shop/contracts/rules/delivery-calendar.ts';
import { escapeHtml } from '@shop/contracts/rules/html.ts';
import { vatShare } from '@shop/contracts/rules/cart-totals.ts';
import { CARD_PAYMENT_TYPES, INVOICE_PAYMENT_TYPE } from './ordering-service.ts';
import { EXPRESS_TIME_TEXT } from '@shop/contracts/rules/cart-totals.ts';
import { productPictureUrl } from '../images/product-picture.ts';

/** The order page shows its confirmation when the shopper comes back from paying (§2 "Order page"). */
export const CONFIRM_AFTER_PAYMENT_MS = 10 * 60_000;

export const invoicePath = (order: OrderRow) =>
  order.invoice_token ? `/order/invoice/${order.order_code}/?token=${order.invoice_token}` : '';

function payments(order: OrderRow): PaymentOption[] {
  if (order.paid_at || order.payment_type === null) return [];
  const type = order.payment_type;
  const offered = PAYMENT_METHODS.filter((method) =>
    type === INVOICE_PAYMENT_TYPE ? method.type === INVOICE_PAYMENT_TYPE : CARD_PAYMENT_TYPES.has(type) && CARD_PAYMENT_TYPES.has(method.type),
  );
  return offered;
}

/** 'вторник, 25 ноября, 9:00−18:00'; without a date (one-click orders) the manager agrees one. */
export function dateValue(order: OrderRow): string {
  const day = order.delivery_date ? describeDay(order.delivery_date) : null;
  if (!day) return 'Дату доставки согласует менеджер';
  if (order.delivery_type === 3) return `с ${day.text}, ${day.dayOfWeek}, ${PICKUP_TIME_WINDOW}`;
  if (order.delivery_express) return `${day.text}, ${day.dayOfWeek}, ${EXPRESS_TIME_TEXT}`;
  return `${day.text}, ${day.dayOfWeek}, ${COURIER_TIME_WINDOW}`;
}

export function orderAddress(order: OrderRow): string {
  if (order.address) return order.address;
  return order.kind === 'one_click' ? 'Заказ в 1 клик: адрес уточнит менеджер' : '';
}

export function orderPageData(order: OrderRow, lines: readonly OrderLineRow[], now: Date): OrderPageData {
  const pickup = order.delivery_type === 3;
  const offered = payments(order);
  const invoiceUrl = order.payment_type === INVOICE_PAYMENT_TYPE ? invoicePath(order) : '';
  const paidRecently = order.paid_at !== null && now.getTime() - Date.parse(order.paid_at) < CONFIRM_AFTER_PAYMENT_MS;
  return {
    title: `Заказ ${order.invoice_number}`,
    orderData: {
      invoice_number: order.invoice_number,
      order_code: order.order_code,
      delivery_type: pickup ? 3 : 0,
      invoiceUrl,
      showBtn: offered.length > 0,
    },
    total: {
      positions: lines.length,
      text: `${lines.length} ${productWord(lines.length)}`,
      mass: order.mass,
      amountWithShipment: order.total,
      isShipment: !pickup,
      shipmentPrice: order.shipment_price,
      ndsWithoutShipment: vatShare(order.goods_total),
      ndsPercent: VAT_PERCENT_DEFAULT,
    },
    products: lines.map((line) => ({
      position: {
        id: line.assortment_id,
        path: `/${line.url}/`,
        name: line.name,
        MainImage: productPictureUrl(line.assortment_id),
        price: line.price,
        measure: line.unit || 'empty',
        quantity: line.quantity,
        subtotal: line.subtotal,
        realPrice: line.current_price,
        real_quantity: line.quantity,
        multism: { unit: line.unit },
        isNotAvailable: line.missing_item !== 0,
      },
    })),
    dateValue: dateValue(order),
    invoiceUrl,
    showConfirmModal: paidRecently,
    payments: offered,
    address: orderAddress(order),
    paid: order.paid_at !== null,
    confirmTitle: CONFIRM_TITLE,
    confirmUpperMsg: CONFIRM_UPPER_MSG,
  };
}

export function historyItem(order: OrderRow): OrderHistoryItem {
  return {
    id: order.id,
    order_code: order.order_code,
    invoice_number: order.invoice_number,
    modified: order.modified_at,
    address: orderAddress(order),
    summ: order.total,
    comment: order.comment,
  };
}

export function confirmationPage(order: OrderRow | undefined): ConfirmationPage {
  if (!order) {
    return {
      title: CONFIRM_TITLE,
      upperMsg: 'Заказ не найден',
      message: '<p>Оформите заказ в <a href="/cart/">корзине</a>: здесь появится его подтверждение.</p>',
    };
  }
  const link = `/o/${encodeURIComponent(order.order_code)}/`;
  const paid = order.paid_at ? '<p>Заказ оплачен.</p>' : '';
  return {
    title: CONFIRM_TITLE,
    upperMsg: `Заказ ${order.invoice_number} принят`,
    message: `${CONFIRM_UPPER_MSG}${paid}<p><a href="${link}">Открыть заказ ${escapeHtml(order.invoice_number)}</a></p>`,
  };
}
