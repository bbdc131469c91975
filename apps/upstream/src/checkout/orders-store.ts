import { randomInt } from 'node:crypto';
import { roundMoney, roundQuantity } from '@shop/contracts/rules/rounding.ts';
import type { Database } from '../db/database.ts';
import type { CartLineRow } from '../cart/store.ts';

export interface NewOrder {
  kind: 'one_click' | 'checkout';
  phone: string;
  goodsTotal: number;
  shipmentPrice: number;
  total: number;
  mass: number;
  deliveryType: number;
  paymentType: number | null;
  sessionId: string | null;
  userId: number | null;
  lines: Array<ReturnType<typeof orderLineOf>>;
}

/** An order line from the cart line it was placed from: its quantity and sum as the order keeps them. */
export const orderLineOf = (line: Pick<CartLineRow, 'assortment_id' | 'color_id' | 'name' | 'price' | 'quantity' | 'multism_id'>) => ({
  assortmentId: line.assortment_id,
  colorId: line.color_id,
  name: line.name,
  price: line.price,
  quantity: roundQuantity(line.quantity),
  multismId: line.multism_id,
  subtotal: roundMoney(line.price * roundQuantity(line.quantity)),
});

const CODE_ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Order page links carry this code (/o/{code}/), so it is random rather than sequential. */
export function newOrderCode(length = 10): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const invoiceNumber = (orderId: number) => `ИМ-${String(orderId).padStart(6, '0')}`;

export function createOrderRepo(db: Database) {
  const nextId = db.prepare<[], { id: number }>('SELECT ifnull(max(id), 0) + 1 AS id FROM orders');
  const insertOrder = db.prepare(`
    INSERT INTO orders (id, order_code, invoice_number, kind, status, phone, goods_total, shipment_price, total, mass,
      delivery_type, payment_type, session_id, user_id, created_at, modified_at)
    VALUES (@id, @orderCode, @invoiceNumber, @kind, 'new', @phone, @goodsTotal, @shipmentPrice, @total, @mass,
      @deliveryType, @paymentType, @sessionId, @userId, @now, @now)`);
  const insertLine = db.prepare(`
    INSERT INTO order_lines (order_id, assortment_id, color_id, name, price, quantity, multism_id, subtotal)
    VALUES (@orderId, @assortmentId, @colorId, @name, @price, @quantity, @multismId, @subtotal)`);

  return {
    /** Call inside a write transaction: the invoice number follows the last order's. */
    create(order: NewOrder): { id: number; orderCode: string; invoiceNumber: string } {
      const id = nextId.get()?.id ?? 1;
      const created = { id, orderCode: newOrderCode(), invoiceNumber: invoiceNumber(id) };
      const { lines, ...fields } = order;
      insertOrder.run({ ...fields, ...created, now: new Date().toISOString() });
      for (const line of lines) insertLine.run({ ...line, orderId: id });
      return created;
    },
  };
}
