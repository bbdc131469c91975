import type { Multism } from '../cart.ts';
import type { PriceData, PriceListEntry } from '../product.ts';
import { COURIER_PRICE, EXPRESS_PRICE, FREE_DELIVERY_FROM } from './cart-totals.ts';
import { roundMoney, roundQuantity } from './rounding.ts';

/**
 * The product page's price block (product-widgets-monitoring.md §3 pricesList, priceBlock,
 * delivery and price dynamics) of a variety in a unit. The demo upstream and the mocks both
 * answer it here from their own goods.
 */

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

export interface PriceInput {
  productId: number;
  assortmentId: number;
  /** Профи, per base unit; 0 is a price on request. */
  price: number;
  sale: { oldPrice: number; percent: number } | null;
  likeNewPercent: number | null;
  missingItem: PriceData['missingItem'];
  missingText: string | null;
  multisms: Multism[];
  /** The unit shown, and the unit the price is per. */
  multism: Multism;
  base: Multism;
  /** Wholesale tiers are offered. */
  wholesale: boolean;
  /** 'Доставка завтра' for goods in stock. */
  deliveryText: string;
  express: boolean;
  freeShipping: boolean;
  /** In the shopper's cart, base units. */
  quantity: number;
  colorId: number | null;
  /** The like-new offer is chosen. */
  likeNew: boolean;
  /** Earlier prices, oldest first. */
  history: ReadonlyArray<{ price: number }>;
}

const shopRound = (price: number) => (price >= 100 ? Math.round(price) : roundMoney(price));

function pricesList({ price, multism, base, wholesale }: PriceInput): PriceListEntry[] {
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
  if (wholesale) {
    for (const tier of WHOLESALE_TIERS) {
      list.push(entry(tier.comment, roundMoney(price * (1 - tier.off)), Math.ceil(roundQuantity(tier.from / unit))));
    }
  }
  if (unit > 1) list.push({ ...entry('удельная цена', price), price, multism_name: base.unit });
  return list;
}

/** §3 "Price dynamics": the last change of the price, per cent; down is negative. */
export function priceDynamics(history: PriceInput['history'], current: number): PriceData['priceDynamics'] {
  const prices = history.map((point) => point.price);
  if (prices.at(-1) !== current) prices.push(current);
  const previous = prices.at(-2);
  if (previous === undefined || previous === 0 || previous === current) return null;
  return { value: Math.round((Math.abs(current - previous) / previous) * 1000) / 10, negative: current < previous };
}

export function priceData(input: PriceInput): PriceData {
  const { multism, price } = input;
  const available = input.missingItem === 0;
  const likeNewPercent = input.likeNewPercent !== null && available && price > 0 ? input.likeNewPercent : null;
  const likeNewPrice = (percent: number) => roundMoney(price * (1 - percent / 100));
  const perBase = likeNewPercent !== null && input.likeNew ? likeNewPrice(likeNewPercent) : price;
  const unitPrice = roundMoney(perBase * multism.mult);
  return {
    productId: input.productId,
    assortmentId: input.assortmentId,
    missingItem: input.missingItem,
    missingText: available ? null : input.missingText,
    pricesList: pricesList(input),
    currentMultism: multism,
    multisms: input.multisms,
    showIsmSelect: input.multisms.length > 1,
    priceBlock: {
      price: unitPrice,
      oldPrice: input.sale ? roundMoney(input.sale.oldPrice * multism.mult) : null,
      discount: input.sale?.percent ?? 0,
      likeNew:
        likeNewPercent === null
          ? null
          : {
              selected: input.likeNew,
              discountPercent: likeNewPercent,
              price: roundMoney(price * (1 - likeNewPercent / 100) * multism.mult),
            },
    },
    pickup: { text: PICKUP_TEXT, date: available ? input.deliveryText.replace(/^Доставка /, '') : '', price: 0 },
    delivery: {
      text: available ? input.deliveryText : '',
      price: input.freeShipping || unitPrice >= FREE_DELIVERY_FROM ? 0 : COURIER_PRICE,
      freeFrom: FREE_DELIVERY_FROM,
    },
    express: available && input.express ? { text: EXPRESS_TEXT, price: EXPRESS_PRICE } : null,
    mainPriceFreeShipping: input.freeShipping,
    outOrder: !available,
    quantity: input.quantity,
    orderQuantity: roundQuantity(input.quantity / multism.mult),
    colorId: input.colorId,
    priceDynamics: priceDynamics(input.history, price),
  };
}
