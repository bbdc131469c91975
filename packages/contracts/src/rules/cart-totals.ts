import type { CartTotal } from '../cart.ts';
import type { CheckoutTotal } from '../checkout.ts';
import { DeliveryType } from '../browser/checkout.ts';
import { COURIER_TIME_WINDOW, PICKUP_TIME_WINDOW } from './delivery-calendar.ts';
import { productWord } from './plural.ts';
import { roundMass, roundMoney, roundQuantity } from './rounding.ts';

/**
 * Cart totals (cart-and-ordering.md §3 "Cart totals", §9; product-widgets-monitoring.md §9), the
 * one copy the demo upstream, the mocks and the web use.
 */

/** VAT included in prices, percent; free courier delivery from this cart total; express costs this. */
export const VAT_PERCENT_DEFAULT = 20;
export const FREE_DELIVERY_FROM = 10_000;
export const EXPRESS_PRICE = 990;

/**
 * Courier delivery below the free-delivery threshold. §9 gives the threshold (10 000 ₽) and the
 * express price but not the ordinary courier price; 390 ₽ is the shop's choice.
 */
export const COURIER_PRICE = 390;
/** What is left to free delivery; the label's wording is not shown in the spec (§3). */
export const FREE_DELIVERY_LABEL = 'До бесплатной доставки';
export const EXPRESS_LABEL = 'Экспресс, 4 часа';
export const EXPRESS_TIME_TEXT = 'в течение 4 часов';
export const DELIVERY_LABELS = { courier: 'Курьером', express: EXPRESS_LABEL, pickup: 'Самовывоз' } as const;

/** One cart line as the totals see it. */
export interface TotalsLine {
  price: number;
  quantity: number;
  /** Unavailable lines are shown but not counted. */
  available: boolean;
  /** The price before the sale, for a line on sale ('sale' in assval1); else null. */
  salePriceBefore: number | null;
  /** Kilograms per unit of the line's quantity. */
  massKg: number;
  /** The line may go express (4 hours). */
  express: boolean;
  /** The product is delivered free whatever the sum (mainPriceFreeShipping). */
  mainPriceFreeShipping: boolean;
}

/** The shopper's way of delivery and payment, from the session's ordering data. */
export interface DeliveryChoice {
  deliveryType: 0 | 3;
  paymentType: number | null;
  deliveryToDoor: boolean;
}

export interface CheckoutChoice extends DeliveryChoice {
  deliveryExpress: boolean;
}

/** A new shopper's choice: courier, no payment chosen, no door delivery. */
export const DEFAULT_DELIVERY_CHOICE: Readonly<DeliveryChoice> = {
  deliveryType: DeliveryType.courier,
  paymentType: null,
  deliveryToDoor: false,
};

const counted = (lines: readonly TotalsLine[]) => lines.filter((line) => line.available);

/** Express (4 hours) only when every counted line can go express; the rule is not shown in the spec. */
export const expressAllowed = (lines: readonly TotalsLine[]) => {
  const goods = counted(lines);
  return goods.length > 0 && goods.every((line) => line.express);
};

/** Express also needs a courier: pickup has no express. */
export const expressPossible = (lines: readonly TotalsLine[], deliveryType: number) =>
  deliveryType === DeliveryType.courier && expressAllowed(lines);

/** VAT is included in the price: its share of an amount at the given percent. */
export const vatShare = (amount: number, percent = VAT_PERCENT_DEFAULT) => roundMoney((amount * percent) / (100 + percent));

/**
 * The cart's totals for the shopper's delivery: pickup (type 3) is free; the courier is free from
 * 10 000 ₽ of goods or with a mainPriceFreeShipping product, else 390 ₽.
 */
export function cartTotals(lines: readonly TotalsLine[], choice: DeliveryChoice = DEFAULT_DELIVERY_CHOICE): CartTotal {
  const goodsLines = counted(lines);
  const subtotal = (line: TotalsLine) => roundMoney(line.price * roundQuantity(line.quantity));
  const goods = roundMoney(goodsLines.reduce((sum, line) => sum + subtotal(line), 0));
  const items = roundQuantity(goodsLines.reduce((sum, line) => sum + line.quantity, 0));
  const mass = roundMass(goodsLines.reduce((sum, line) => sum + line.massKg * line.quantity, 0));
  const amountDiscount = roundMoney(
    goodsLines.reduce(
      (sum, line) =>
        line.salePriceBefore === null ? sum : sum + roundMoney((line.salePriceBefore - line.price) * roundQuantity(line.quantity)),
      0,
    ),
  );
  const pickup = choice.deliveryType === DeliveryType.pickup;
  const freeShipping = pickup || goods >= FREE_DELIVERY_FROM || goodsLines.some((line) => line.mainPriceFreeShipping);
  const shipmentPrice = goodsLines.length === 0 || freeShipping ? 0 : COURIER_PRICE;
  return {
    total: goods,
    totalWithoutShipment: goods,
    totalWithShipment: roundMoney(goods + shipmentPrice),
    items,
    positions: goodsLines.length,
    productWord: productWord(goodsLines.length),
    mass,
    amountDiscount,
    shipmentPrice,
    priceLabel: shipmentPrice > 0 ? { text: FREE_DELIVERY_LABEL, price: roundMoney(FREE_DELIVERY_FROM - goods) } : null,
    nds: { percent: VAT_PERCENT_DEFAULT, withoutShipment: vatShare(goods) },
    express: { enabled: expressAllowed(lines) },
    isProfPrice: false,
    deliveryToDoor: !pickup && choice.deliveryToDoor,
    empty: lines.length === 0,
    deliveryType: choice.deliveryType,
    paymentType: choice.paymentType,
  };
}

/**
 * The totals of checkout: the cart's, with express when chosen and possible. Express costs 990 ₽
 * whatever the sum (a paid service, not the ordinary courier). Door delivery costs nothing extra:
 * the specification names no price.
 */
export function checkoutTotals(lines: readonly TotalsLine[], choice: CheckoutChoice): CheckoutTotal {
  const base = cartTotals(lines, choice);
  const enabled = expressPossible(lines, choice.deliveryType);
  const selected = enabled && choice.deliveryExpress;
  const pickup = choice.deliveryType === DeliveryType.pickup;
  const shipmentPrice = selected && base.positions > 0 ? EXPRESS_PRICE : base.shipmentPrice;
  return {
    ...base,
    shipmentPrice,
    totalWithShipment: roundMoney(base.total + shipmentPrice),
    priceLabel: selected ? null : base.priceLabel,
    express: { enabled, selected, price: EXPRESS_PRICE, label: EXPRESS_LABEL },
    deliveryLabel: pickup ? DELIVERY_LABELS.pickup : selected ? DELIVERY_LABELS.express : DELIVERY_LABELS.courier,
    timeWindow: pickup ? PICKUP_TIME_WINDOW : selected ? EXPRESS_TIME_TEXT : COURIER_TIME_WINDOW,
  };
}
