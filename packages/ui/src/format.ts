import { PRICE_ON_REQUEST } from '@shop/contracts/limits.ts';

const numberFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });
const quantityFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 4 });

// Intl puts no-break (or narrow no-break) spaces between groups; plain spaces read and search the same.
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** 12345.5 -> '12 345,5' */
export function formatNumber(value: number): string {
  return plainSpaces(numberFormat.format(value));
}

/** Quantities keep up to four decimals (cart-and-ordering.md §5). */
export function formatQuantity(value: number): string {
  return plainSpaces(quantityFormat.format(value)).replace(/ /g, '');
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

export function isPriceOnRequest(value: number | string | null | undefined): boolean {
  return formatPrice(value) === PRICE_ON_REQUEST;
}
