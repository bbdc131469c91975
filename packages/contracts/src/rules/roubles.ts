import { onFirstUse } from './on-first-use.ts';

/** What a price of 0 reads as: the price is given on request. */
export const PRICE_ON_REQUEST = 'По телефону';

/**
 * Sums as the shop's servers write them into pages, invoices and the sales board: '12 490 ₽',
 * '96,5 ₽', the groups parted by Intl's no-break spaces. The web's own formatPrice (@shop/ui) parts
 * them with plain spaces instead, so it stays its own.
 */

const roubles = onFirstUse(() => new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }));

/** `noBreak` keeps the sign on the number's line in running text. */
export const formatRoubles = (value: number, options: { noBreak?: boolean } = {}) =>
  `${roubles().format(value)}${options.noBreak ? '\u00a0' : ' '}₽`;

/** A price, or 'По телефону' for one given on request (0). */
export const priceText = (price: number) => (price > 0 ? formatRoubles(price) : PRICE_ON_REQUEST);
