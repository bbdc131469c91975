import { positionKey } from '@shop/contracts/cart.ts';
import type { Cart, CartPosition, CartProduct, CartTotal } from '@shop/contracts/cart.ts';
import { FREE_DELIVERY_FROM, VAT_PERCENT_DEFAULT } from '@shop/contracts/limits.ts';
import { catalogueItems, findItem } from './fixtures/catalogue.ts';

/**
 * The mock shop's cart, kept in memory so a change made through one handler is what the next
 * GET returns — the same behaviour the real BFF has. Tests call resetMockState() between cases.
 */

type Line = { assortmentId: number; colorId: number | null; quantity: number };

/** Courier price below the free-delivery threshold; the demo upstream uses the same figure. */
export const MOCK_COURIER_PRICE = 390;
const MASS_PER_UNIT_KG = 0.45;

const initialLines: readonly Line[] = [
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

const round = (value: number, digits: number) => Number(value.toFixed(digits));
const pluralRules = new Intl.PluralRules('ru');
const productWords = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' } as const;

function productOf(line: Line): CartProduct {
  const item = findItem(line.assortmentId);
  if (!item) throw new Error(`Unknown assortment ${line.assortmentId}`);
  const quantity = item.isNotAvailable ? 0 : line.quantity;
  return { ...item, quantity, subtotal: round(item.price * quantity, 2) };
}

export function products(): CartProduct[] {
  return [...lines.values()].map(productOf);
}

export function totals(): CartTotal {
  const all = products().filter((product) => !product.isNotAvailable);
  const goods = round(all.reduce((sum, product) => sum + product.subtotal, 0), 2);
  const discount = round(
    all.reduce((sum, p) => sum + (p.discount ? (p.discount.maxPrice - p.price) * p.quantity : 0), 0),
    2,
  );
  const shipment = goods === 0 || goods >= FREE_DELIVERY_FROM ? 0 : MOCK_COURIER_PRICE;
  const items = round(all.reduce((sum, product) => sum + product.quantity, 0), 4);
  return {
    total: goods,
    totalWithoutShipment: goods,
    totalWithShipment: round(goods + shipment, 2),
    items,
    positions: all.length,
    productWord: productWords[pluralRules.select(all.length) as keyof typeof productWords] ?? 'товаров',
    mass: round(items * MASS_PER_UNIT_KG, 3),
    amountDiscount: discount,
    shipmentPrice: shipment,
    priceLabel: null,
    nds: { percent: VAT_PERCENT_DEFAULT, withoutShipment: round((goods * VAT_PERCENT_DEFAULT) / (100 + VAT_PERCENT_DEFAULT), 2) },
    express: { enabled: all.some((product) => product.express) },
    isProfPrice: false,
    deliveryToDoor: false,
    empty: lines.size === 0,
    deliveryType: 0,
    paymentType: null,
  };
}

export function cart(): Cart {
  const empty = lines.size === 0;
  return {
    countpos: lines.size,
    positionsIds: [...lines.keys()],
    cartPageData: {
      total: totals(),
      paymentMethods: [
        { type: 1, label: 'Картой онлайн', icon: 'card' },
        { type: 4, label: 'Счёт на оплату', text: 'Для юрлиц и ИП', icon: 'legal' },
      ],
      products: products(),
      empty,
      confirmTitle: 'Спасибо за заказ!',
      confirmUpperMsg: '<p>Менеджер позвонит вам, чтобы подтвердить заказ.</p>',
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
  const line = { assortmentId, colorId, quantity: round(Math.min(current + quantity, 9999), 4) };
  lines.set(key, line);
  return { ok: true, position: positionOf(line) };
}

export function updateItem(assortmentId: number, quantity: number, colorId: number | null): CartChange {
  const line = lines.get(positionKey(assortmentId, colorId));
  if (!line) return { ok: false, status: 404, error: 'Товара нет в корзине' };
  line.quantity = round(quantity, 4);
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
