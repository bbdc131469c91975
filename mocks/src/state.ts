import { positionKey } from '@shop/contracts/cart.ts';
import type { Cart, CartPosition, CartProduct, CartTotal, PaymentOption } from '@shop/contracts/cart.ts';
import { DEFAULT_DELIVERY_CHOICE, cartTotals } from '@shop/contracts/rules/cart-totals.ts';
import type { DeliveryChoice, TotalsLine } from '@shop/contracts/rules/cart-totals.ts';
import { roundMoney, roundQuantity } from '@shop/contracts/rules/rounding.ts';
import { catalogueItems, findItem, shippingOf } from './fixtures/catalogue.ts';

/**
 * The mock shop's cart, kept in memory so a change made through one handler is what the next
 * GET returns — the same behaviour the real BFF has. Tests call resetMockState() between cases.
 */

export type Line = { assortmentId: number; colorId: number | null; quantity: number };

/** The cart the mock shopper starts with. */
export const initialLines: readonly Line[] = [
  { assortmentId: 101, colorId: null, quantity: 1 },
  { assortmentId: 102, colorId: null, quantity: 20 },
  { assortmentId: 103, colorId: null, quantity: 12.5 },
  { assortmentId: 104, colorId: null, quantity: 1 },
  { assortmentId: 105, colorId: null, quantity: 2 },
];

let lines = new Map<string, Line>();
let orderSequence = 0;

export function resetMockState(options: { empty?: boolean } = {}): void {
  lines = new Map(
    (options.empty ? [] : initialLines).map((line) => [positionKey(line.assortmentId, line.colorId), { ...line }]),
  );
  orderSequence = 0;
}
resetMockState();

export function productOf(line: Line): CartProduct {
  const item = findItem(line.assortmentId);
  if (!item) throw new Error(`Unknown assortment ${line.assortmentId}`);
  const quantity = item.isNotAvailable ? 0 : line.quantity;
  return { ...item, quantity, subtotal: roundMoney(item.price * quantity) };
}

export function products(): CartProduct[] {
  return [...lines.values()].map(productOf);
}

/** A line as the shop's totals rule reads it. */
export function totalsLineOf(line: Line): TotalsLine {
  const item = findItem(line.assortmentId);
  if (!item) throw new Error(`Unknown assortment ${line.assortmentId}`);
  const shipping = shippingOf(line.assortmentId);
  return {
    price: item.price,
    quantity: line.quantity,
    available: !item.isNotAvailable,
    salePriceBefore: item.assortment.assval1 === 'sale' ? (item.discount?.maxPrice ?? null) : null,
    massKg: shipping.massKg,
    express: item.express,
    mainPriceFreeShipping: shipping.mainPriceFreeShipping,
  };
}

export const totalsLines = (): TotalsLine[] => [...lines.values()].map(totalsLineOf);

/** The slowest available line's days to delivery, for the delivery calendar. */
export function maxDeliveryDays(): number {
  return [...lines.values()]
    .filter((line) => !findItem(line.assortmentId)?.isNotAvailable)
    .reduce((max, line) => Math.max(max, shippingOf(line.assortmentId).deliveryDays), 0);
}

export const totals = (choice: DeliveryChoice = DEFAULT_DELIVERY_CHOICE): CartTotal => cartTotals(totalsLines(), choice);

export const PAYMENT_METHODS: PaymentOption[] = [
  { type: 1, label: 'Картой онлайн', icon: 'card' },
  { type: 4, label: 'Счёт на оплату', text: 'Для юрлиц и ИП', icon: 'legal' },
];
export const CONFIRM_TITLE = 'Спасибо за заказ!';
export const CONFIRM_UPPER_MSG = '<p>Менеджер позвонит вам, чтобы подтвердить заказ.</p>';

/** The cart for the shopper's delivery choice (courier by default), as the shop answers it. */
export function cart(choice: DeliveryChoice = DEFAULT_DELIVERY_CHOICE): Cart {
  const empty = lines.size === 0;
  return {
    countpos: lines.size,
    positionsIds: [...lines.keys()],
    cartPageData: {
      total: totals(choice),
      paymentMethods: PAYMENT_METHODS,
      products: products(),
      empty,
      confirmTitle: CONFIRM_TITLE,
      confirmUpperMsg: CONFIRM_UPPER_MSG,
    },
  };
}

function positionOf(line: Line): CartPosition {
  const item = findItem(line.assortmentId);
  if (!item) throw new Error(`Unknown assortment ${line.assortmentId}`);
  return { assortmentId: line.assortmentId, colorId: line.colorId, quantity: line.quantity, multism: item.multism };
}

export type CartChange =
  | { ok: true; position: CartPosition }
  | { ok: false; status: number; error: string };

export function addItem(assortmentId: number, quantity: number, colorId: number | null): CartChange {
  const item = findItem(assortmentId);
  if (!item) return { ok: false, status: 404, error: 'Товар не найден' };
  if (item.isNotAvailable) return { ok: false, status: 200, error: 'Товара нет в наличии' };
  const key = positionKey(assortmentId, colorId);
  const current = lines.get(key)?.quantity ?? 0;
  const line = { assortmentId, colorId, quantity: roundQuantity(Math.min(current + quantity, 9999)) };
  lines.set(key, line);
  return { ok: true, position: positionOf(line) };
}

export function updateItem(assortmentId: number, quantity: number, colorId: number | null): CartChange {
  const line = lines.get(positionKey(assortmentId, colorId));
  if (!line) return { ok: false, status: 404, error: 'Товара нет в корзине' };
  line.quantity = roundQuantity(quantity);
  return { ok: true, position: positionOf(line) };
}

export function removeItem(assortmentId: number, colorId: number | null): boolean {
  return lines.delete(positionKey(assortmentId, colorId));
}

export function clearCart(): void {
  lines.clear();
}

export function placeOneClickOrder(): string | null {
  if (lines.size === 0) return null;
  lines.clear();
  orderSequence += 1;
  return `MOCK${String(orderSequence).padStart(6, '0')}`;
}

export { catalogueItems };
