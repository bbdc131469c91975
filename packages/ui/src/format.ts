import { PRICE_ON_REQUEST } from '@shop/contracts/rules/roubles.ts';

import { formatRussianNumber } from './russian-numbers.ts';

// Groups of three are separated by plain spaces (Intl puts no-break ones): they read and search the same.

/** 12345.5 -> '12 345,5' */
export function formatNumber(value: number): string {
  return formatRussianNumber(value, { maxFraction: 2 });
}

/** Quantities keep up to four decimals (cart-and-ordering.md §5). */
export function formatQuantity(value: number): string {
  return formatRussianNumber(value, { maxFraction: 4 }).replace(/ /g, '');
}

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return null;
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/** A price in roubles: '12 345 ₽'; 0 or 'По телефону' means the price is given on request. */
export function formatPrice(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === PRICE_ON_REQUEST) return PRICE_ON_REQUEST;
  const amount = toNumber(value);
  if (amount === null || amount === 0) return PRICE_ON_REQUEST;
  return `${formatNumber(amount)} ₽`;
}

/**
 * A sum of money (a total, a VAT amount, what is left to pay): '12 345 ₽', and '0 ₽' when it is
 * nothing. Only a price of 0 means 'По телефону'; a sum of 0 is a sum like any other.
 */
export function formatSum(value: number): string {
  return `${formatNumber(value)} ₽`;
}

export function isPriceOnRequest(value: number | string | null | undefined): boolean {
  return formatPrice(value) === PRICE_ON_REQUEST;
}
