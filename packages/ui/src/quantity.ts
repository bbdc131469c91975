import { QUANTITY_DECIMALS, QUANTITY_MAX, QUANTITY_MIN } from '@shop/contracts/browser/cart.ts';

const factor = 10 ** QUANTITY_DECIMALS;

export function roundQuantity(value: number): number {
  return Math.round(value * factor) / factor;
}

/** The step of one line: mult / coef (cart-and-ordering.md §3), never zero. */
export function quantityStep(mult: number, coef: number): number {
  const step = coef > 0 ? roundQuantity(mult / coef) : 1;
  return step > 0 ? step : 1;
}

export function clampQuantity(value: number): number {
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, roundQuantity(value)));
}

export function canIncrease(value: number): boolean {
  return value < QUANTITY_MAX;
}

export function nextQuantity(value: number, step: number): number {
  return clampQuantity(value + step);
}

/** Minus at or below one step removes the position: the result is 0. */
export function removesOnMinus(value: number, step: number): boolean {
  return roundQuantity(value) <= roundQuantity(step);
}

export function previousQuantity(value: number, step: number): number {
  return removesOnMinus(value, step) ? 0 : clampQuantity(value - step);
}

/** Typed text: digits with an optional decimal comma or point. */
export function isQuantityText(text: string): boolean {
  return /^\d*([.,]\d*)?$/.test(text);
}

/** A typed quantity, clamped to 0.01..9999; null when nothing usable was typed. */
export function parseQuantity(text: string): number | null {
  const trimmed = text.trim();
  if (!isQuantityText(trimmed) || !/\d/.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  if (!Number.isFinite(value) || value <= 0) return null;
  return clampQuantity(value);
}
