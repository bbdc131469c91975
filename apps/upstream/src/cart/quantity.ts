import type { Multism } from '@shop/contracts/cart.ts';
import { QUANTITY_DECIMALS, QUANTITY_MAX, QUANTITY_MIN } from '@shop/contracts/browser/cart.ts';
import { roundQuantity } from '@shop/contracts/rules/rounding.ts';

export { roundMoney, roundQuantity } from '@shop/contracts/rules/rounding.ts';

const QUANTITY_FACTOR = 10 ** QUANTITY_DECIMALS;

export const unitStep = (multism: Pick<Multism, 'mult' | 'coef'>) => multism.mult / multism.coef;

const formatNumber = (value: number) => String(roundQuantity(value)).replace('.', ',');

/**
 * A quantity the cart accepts in this unit: within the bounds and a whole number of steps
 * (cart-and-ordering.md §9), compared at 4 decimals. Returns the Russian reason when it is not.
 */
export function quantityProblem(quantity: number, multism: Pick<Multism, 'mult' | 'coef' | 'unit'>): string | null {
  if (!Number.isFinite(quantity)) return 'Количество должно быть числом';
  if (quantity < QUANTITY_MIN) return `Количество должно быть не меньше ${formatNumber(QUANTITY_MIN)}`;
  if (quantity > QUANTITY_MAX) return `Количество должно быть не больше ${QUANTITY_MAX}`;
  const step = unitStep(multism);
  const steps = Math.round(quantity / step);
  if (steps < 1 || Math.abs(steps * step - quantity) >= 0.5 / QUANTITY_FACTOR) {
    return `Количество должно быть кратно ${formatNumber(step)} ${multism.unit}`;
  }
  return null;
}
