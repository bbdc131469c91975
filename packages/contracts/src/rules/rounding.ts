import { QUANTITY_DECIMALS } from '../browser/cart.ts';

const QUANTITY_FACTOR = 10 ** QUANTITY_DECIMALS;

/** Quantities keep 4 decimals (cart-and-ordering.md §9). */
export const roundQuantity = (value: number) => Math.round(value * QUANTITY_FACTOR) / QUANTITY_FACTOR;
/** Roubles keep kopecks. */
export const roundMoney = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
/** Kilograms keep grams. */
export const roundMass = (value: number) => Math.round(value * 1000) / 1000;
