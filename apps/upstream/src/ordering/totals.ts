import type { OrderingTotal } from '@shop/contracts/ordering.ts';
import { expressPossible as expressPossibleFor, orderingTotals as orderingTotalsOf } from '@shop/contracts/rules/cart-totals.ts';
import type { OrderingChoice } from '@shop/contracts/rules/cart-totals.ts';
import type { CartLineRow } from '../db/cart.ts';
import { totalsLine } from '../cart/cart-view.ts';

/** Express needs every counted line to be express goods and a courier (the shared rule). */
export const expressPossible = (lines: readonly CartLineRow[], deliveryType: number) =>
  expressPossibleFor(lines.map(totalsLine), deliveryType);

/** The checkout totals of the cart lines for the chosen delivery (the shared rule). */
export const orderingTotals = (lines: readonly CartLineRow[], choice: OrderingChoice): OrderingTotal =>
  orderingTotalsOf(lines.map(totalsLine), choice);
