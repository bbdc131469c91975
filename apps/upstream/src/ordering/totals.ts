import { EXPRESS_PRICE } from '@shop/contracts/limits.ts';
import type { OrderingTotal } from '@shop/contracts/ordering.ts';
import { COURIER_TIME_WINDOW, EXPRESS_LABEL, PICKUP_TIME_WINDOW } from '@shop/contracts/ordering.ts';
import type { CartLineRow } from '../db/cart.ts';
import { cartTotals } from '../cart/cart-view.ts';
import { roundMoney } from '../cart/quantity.ts';

export const EXPRESS_TIME_TEXT = 'в течение 4 часов';

export interface DeliveryChoice {
  deliveryType: 0 | 3;
  deliveryExpress: boolean;
  deliveryToDoor: boolean;
  paymentType: number | null;
}

/** Express needs every counted line to be express goods and a courier (cart-and-ordering.md §9). */
export const expressPossible = (lines: readonly CartLineRow[], deliveryType: number) =>
  deliveryType === 0 && cartTotals(lines).express.enabled;

/**
 * cart-and-ordering.md §9 for the chosen delivery: pickup is free; express costs 990 ₽ whatever
 * the sum (it is a paid service, not the ordinary courier); the ordinary courier is free from
 * 10 000 ₽ of goods or with a free-shipping product, else 390 ₽ as in the cart. VAT is the 20 %
 * share of the goods. Door delivery costs nothing extra: the specification names no price.
 */
export function orderingTotals(lines: readonly CartLineRow[], choice: DeliveryChoice): OrderingTotal {
  const base = cartTotals(lines);
  const enabled = expressPossible(lines, choice.deliveryType);
  const selected = enabled && choice.deliveryExpress;
  const pickup = choice.deliveryType === 3;
  let shipmentPrice = base.shipmentPrice;
  if (base.positions === 0 || pickup) shipmentPrice = 0;
  else if (selected) shipmentPrice = EXPRESS_PRICE;
  return {
    ...base,
    shipmentPrice,
    totalWithShipment: roundMoney(base.total + shipmentPrice),
    priceLabel: pickup || selected ? null : base.priceLabel,
    express: { enabled, selected, price: EXPRESS_PRICE, label: EXPRESS_LABEL },
    deliveryToDoor: !pickup && choice.deliveryToDoor,
    deliveryType: choice.deliveryType,
    paymentType: choice.paymentType,
    deliveryLabel: pickup ? 'Самовывоз' : selected ? EXPRESS_LABEL : 'Курьером',
    timeWindow: pickup ? PICKUP_TIME_WINDOW : selected ? EXPRESS_TIME_TEXT : COURIER_TIME_WINDOW,
  };
}
