import { positionKey } from '@shop/contracts/cart.ts';
import type { Cart, CartPageData, CartPosition, CartProduct, CartTotal, Multism } from '@shop/contracts/cart.ts';
import { DEFAULT_DELIVERY_CHOICE, cartTotals as totalsOf } from '@shop/contracts/rules/cart-totals.ts';
import type { DeliveryChoice, TotalsLine } from '@shop/contracts/rules/cart-totals.ts';
import { CONFIRM_TITLE, CONFIRM_UPPER_MSG, PAYMENT_METHODS } from '@shop/contracts/rules/ordering-data.ts';
import type { CartLineRow } from './store.ts';
import { deliveryText } from './delivery.ts';
import { roundMoney, roundQuantity } from './quantity.ts';
import { productPictureUrl } from '../images/product-picture.ts';

/** What a line needs besides its own row: the units it may be sold in, favourites. */
export interface LineContext {
  multismsOf: (assortmentId: number) => Multism[];
  /** Whether the shopper keeps the line's product as a favourite. */
  isFavorite: (productId: number) => boolean;
  now: Date;
}

export const isLineAvailable = (line: CartLineRow) => line.missing_item === 0;

export function lineMultism(line: CartLineRow): Multism {
  return { id: line.multism_id, mult: line.mult, coef: line.coef, fname: line.fname, unit: line.unit };
}

export function linePosition(line: CartLineRow): CartPosition {
  return {
    assortmentId: line.assortment_id,
    quantity: roundQuantity(line.quantity),
    colorId: line.color_id,
    multism: lineMultism(line),
  };
}

export function cartProduct(line: CartLineRow, context: LineContext): CartProduct {
  const available = isLineAvailable(line);
  // An unavailable line is shown greyed with no quantity and no sum, as the mocks show it.
  const quantity = available ? roundQuantity(line.quantity) : 0;
  const subtotal = roundMoney(line.price * quantity);
  const onSale = line.assval1 === 'sale' && line.old_price !== null && line.discount_percent > 0;
  const multisms = context.multismsOf(line.assortment_id);
  const maxSubtotal = onSale ? roundMoney((line.old_price ?? 0) * quantity) : 0;
  return {
    id: line.assortment_id,
    name: line.name,
    path: `/${line.url}/`,
    MainImage: productPictureUrl(line.assortment_id),
    price: line.price,
    subtotal,
    quantity,
    assortment: {
      id: line.assortment_id,
      product_id: line.product_id,
      url: line.url,
      assval1: line.assval1,
      assval3: line.assval3,
      name: line.name,
    },
    discount: onSale
      ? {
          discount: line.discount_percent,
          maxPrice: line.old_price ?? line.price,
          maxSubtotal,
          maxDiscount: roundMoney(maxSubtotal - subtotal),
        }
      : null,
    multism: lineMultism(line),
    multisms,
    showIsmSelect: multisms.length > 1,
    color:
      line.color_id !== null && line.color_code !== null
        ? { id: line.color_id, code: line.color_code, url: `/img/c/${line.color_id}.svg` }
        : null,
    isFavorite: context.isFavorite(line.product_id),
    isNotAvailable: !available,
    urlAnalogs: available ? null : `/${line.url}/analogs/`,
    delivery: available ? deliveryText(line.delivery_days, context.now) : '',
    express: line.express === 1,
    qrCode: null,
  };
}

/** A cart line as the shared totals rule reads it. */
export function totalsLine(line: CartLineRow): TotalsLine {
  return {
    price: line.price,
    quantity: line.quantity,
    available: isLineAvailable(line),
    salePriceBefore: line.assval1 === 'sale' ? line.old_price : null,
    massKg: line.mass,
    express: line.express === 1,
    mainPriceFreeShipping: line.main_price_free_shipping === 1,
  };
}

/** cart-and-ordering.md §3 "Cart totals", §9 for the shopper's delivery. Unavailable lines are shown but not counted. */
export const cartTotals = (lines: readonly CartLineRow[], choice: DeliveryChoice = DEFAULT_DELIVERY_CHOICE): CartTotal =>
  totalsOf(lines.map(totalsLine), choice);

export function positionsIds(lines: readonly CartLineRow[]): string[] {
  return lines.map((line) => positionKey(line.assortment_id, line.color_id));
}

export function cartPageData(lines: readonly CartLineRow[], context: LineContext, choice?: DeliveryChoice): CartPageData {
  return {
    total: cartTotals(lines, choice),
    paymentMethods: PAYMENT_METHODS,
    products: lines.map((line) => cartProduct(line, context)),
    empty: lines.length === 0,
    confirmTitle: CONFIRM_TITLE,
    confirmUpperMsg: CONFIRM_UPPER_MSG,
  };
}

export function cartData(lines: readonly CartLineRow[], context: LineContext, choice?: DeliveryChoice): Cart {
  return { countpos: lines.length, positionsIds: positionsIds(lines), cartPageData: cartPageData(lines, context, choice) };
}
