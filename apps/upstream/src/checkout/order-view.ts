import type { ConfirmationPage, OrderHistoryItem, OrderPageData } from '@shop/contracts/orders.ts';
import { confirmationPage as confirmationOf, orderPageData as orderPageOf } from '@shop/contracts/rules/order-page.ts';
import type { OrderLineRow, OrderRow } from './store.ts';
import { productPictureUrl } from '../images/product-picture.ts';

/** The order page shows its confirmation when the shopper comes back from paying (§2 "Order page"). */
export const CONFIRM_AFTER_PAYMENT_MS = 10 * 60_000;

export const invoicePath = (order: OrderRow) =>
  order.invoice_token ? `/order/invoice/${order.order_code}/?token=${order.invoice_token}` : '';

export function orderAddress(order: OrderRow): string {
  if (order.address) return order.address;
  return order.kind === 'one_click' ? 'Заказ в 1 клик: адрес уточнит менеджер' : '';
}

export function orderPageData(order: OrderRow, lines: readonly OrderLineRow[], now: Date): OrderPageData {
  return orderPageOf({
    orderCode: order.order_code,
    invoiceNumber: order.invoice_number,
    deliveryType: order.delivery_type,
    paymentType: order.payment_type,
    deliveryDate: order.delivery_date,
    express: Boolean(order.delivery_express),
    paid: order.paid_at !== null,
    paidRecently: order.paid_at !== null && now.getTime() - Date.parse(order.paid_at) < CONFIRM_AFTER_PAYMENT_MS,
    goodsTotal: order.goods_total,
    shipmentPrice: order.shipment_price,
    total: order.total,
    mass: order.mass,
    address: orderAddress(order),
    invoicePath: invoicePath(order),
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
  });
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

export const confirmationPage = (order: OrderRow | undefined): ConfirmationPage =>
  confirmationOf(order && { orderCode: order.order_code, invoiceNumber: order.invoice_number, paid: order.paid_at !== null });
