import type { Multism } from '@shop/contracts/cart.ts';
import { EXPRESS_PRICE, FREE_DELIVERY_FROM } from '@shop/contracts/rules/cart-totals.ts';
import { MISSING_TEXTS } from '@shop/contracts/product.ts';
import type { PriceData, PriceListEntry } from '@shop/contracts/product.ts';
import { COURIER_PRICE } from '@shop/contracts/rules/cart-totals.ts';
import { deliveryText } from '../cart/delivery.ts';
import { roundMoney, roundQuantity } from '../cart/quantity.ts';
import type { VarietyRow } from './store.ts';

/** Retail is the Профи price plus this share (the spec shows both, not how they relate). */
const RETAIL_MARKUP = 0.1;
/**
 * Wholesale tiers from a quantity in base units, as a share off the Профи price. The cart charges
 * the Профи price; tiers are what a manager confirms on a discount request.
 */
const WHOLESALE_TIERS = [
  { comment: 'малый опт', from: 10, off: 0.03 },
  { comment: 'средний опт', from: 50, off: 0.06 },
  { comment: 'крупный опт', from: 200, off: 0.1 },
] as const;

export const EXPRESS_TEXT = 'Экспресс, 4 часа';
export const PICKUP_TEXT = 'Самовывоз';

export interface PriceContext {
  variety: VarietyRow;
  multisms: Multism[];
  multism: Multism;
  colorId: number | null;
  likeNew: boolean;
  /** The shopper's cart lines of this variety. */
  cartLines: ReadonlyArray<{ color_id: number | null; quantity: number }>;
  history: ReadonlyArray<{ day: string; price: number }>;
  now: Date;
}

const shopRound = (price: number) => (price >= 100 ? Math.round(price) : roundMoney(price));

function pricesList(variety: VarietyRow, multism: Multism, base: Multism): PriceListEntry[] {
  const price = variety.price;
  if (price === 0) return [];
  const unit = multism.mult;
  const entry = (comment: PriceListEntry['comment'], perBase: number, fromQuantity = 0, mainPrice = false): PriceListEntry => ({
    comment,
    price: roundMoney(perBase * unit),
    realPrice: perBase,
    mainPrice,
    multism_name: multism.unit,
    fromQuantity,
  });
  const list = [entry('максимальная', shopRound(price * (1 + RETAIL_MARKUP))), entry('профи', price, 0, true)];
  if (variety.wholesale === 1) {
    for (const tier of WHOLESALE_TIERS) {
      list.push(entry(tier.comment, roundMoney(price * (1 - tier.off)), Math.ceil(roundQuantity(tier.from / unit))));
    }
  }
  if (unit > 1) list.push({ ...entry('удельная цена', price), price, multism_name: base.unit });
  return list;
}

/** §3 "Price dynamics": the last change of the price, per cent; down is negative. */
export function priceDynamics(history: PriceContext['history'], current: number): PriceData['priceDynamics'] {
  const prices = history.map((point) => point.price);
  if (prices.at(-1) !== current) prices.push(current);
  const previous = prices.at(-2);
  if (previous === undefined || previous === 0 || previous === current) return null;
  return { value: Math.round((Math.abs(current - previous) / previous) * 1000) / 10, negative: current < previous };
}

export function priceData(context: PriceContext): PriceData {
  const { variety, multism, multisms, now } = context;
  const base = multisms.find((unit) => unit.id === variety.default_multism_id) ?? multism;
  const available = variety.missing_item === 0;
  const likeNew = variety.like_new_percent !== null && available && variety.price > 0;
  const chosenLikeNew = likeNew && context.likeNew;
  const perBase = chosenLikeNew ? roundMoney(variety.price * (1 - (variety.like_new_percent ?? 0) / 100)) : variety.price;
  const unitPrice = roundMoney(perBase * multism.mult);
  const onSale = variety.assval1 === 'sale' && variety.old_price !== null && variety.discount_percent > 0;
  const quantity = roundQuantity(
    context.cartLines
      .filter((line) => context.colorId === null || line.color_id === context.colorId)
      .reduce((sum, line) => sum + line.quantity, 0),
  );
  const days = variety.delivery_days;
  const freeDelivery = variety.main_price_free_shipping === 1 || unitPrice >= FREE_DELIVERY_FROM;
  return {
    productId: variety.product_id,
    assortmentId: variety.id,
    missingItem: variety.missing_item,
    missingText: available ? null : (MISSING_TEXTS[variety.missing_item as 1 | 2 | 3] ?? null),
    pricesList: pricesList(variety, multism, base),
    currentMultism: multism,
    multisms,
    showIsmSelect: multisms.length > 1,
    priceBlock: {
      price: unitPrice,
      oldPrice: onSale ? roundMoney((variety.old_price ?? 0) * multism.mult) : null,
      discount: onSale ? variety.discount_percent : 0,
      likeNew: likeNew
        ? {
            selected: chosenLikeNew,
            discountPercent: variety.like_new_percent ?? 0,
            price: roundMoney(variety.price * (1 - (variety.like_new_percent ?? 0) / 100) * multism.mult),
          }
        : null,
    },
    pickup: { text: PICKUP_TEXT, date: available ? deliveryText(days, now).replace(/^Доставка /, '') : '', price: 0 },
    delivery: {
      text: available ? deliveryText(days, now) : '',
      price: freeDelivery ? 0 : COURIER_PRICE,
      freeFrom: FREE_DELIVERY_FROM,
    },
    express: available && variety.express === 1 ? { text: EXPRESS_TEXT, price: EXPRESS_PRICE } : null,
    mainPriceFreeShipping: variety.main_price_free_shipping === 1,
    outOrder: !available,
    quantity,
    orderQuantity: roundQuantity(quantity / multism.mult),
    colorId: context.colorId,
    priceDynamics: priceDynamics(context.history, variety.price),
  };
}
