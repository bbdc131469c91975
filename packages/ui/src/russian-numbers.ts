import { MONTHS_GENITIVE } from '@shop/contracts/rules/months.ts';
import { onFirstUse } from '@shop/contracts/rules/on-first-use.ts';

/**
 * Russian number and date texts as Intl's 'ru-RU' writes them, written here for the forms the shop
 * shows on every page: a page's first Intl.NumberFormat or Intl.DateTimeFormat costs the browser
 * 20-55 ms of main thread at once (it builds its table of locales), and a page rendered on the
 * server would pay it while the app hydrates the page. What is written here is checked against
 * Intl itself (russian-numbers.test.ts); anything else is left to Intl, made on first use.
 */

const intlNumber = new Map<string, Intl.NumberFormat>();

function intlFallback(value: number, minFraction: number, maxFraction: number): string {
  const key = `${minFraction}-${maxFraction}`;
  let format = intlNumber.get(key);
  if (!format) {
    format = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction });
    intlNumber.set(key, format);
  }
  return format.format(value).replace(/[\u00a0\u202f]/g, ' ');
}

/** '1999' + 1 in the last place: '2000'; '999' -> '1000'. */
function addOneInLastPlace(digits: string): string {
  let index = digits.length - 1;
  while (index >= 0 && digits[index] === '9') index -= 1;
  if (index < 0) return `1${'0'.repeat(digits.length)}`;
  return `${digits.slice(0, index)}${String(Number(digits[index]) + 1)}${'0'.repeat(digits.length - index - 1)}`;
}

const groupsOfThree = /\B(?=(\d{3})+(?!\d))/g;

/**
 * A number as Intl.NumberFormat('ru-RU') writes it with these fraction digits, groups of three
 * separated by plain spaces: 12345.5 -> '12 345,5'. Rounding is Intl's: half away from zero, on
 * the shortest decimal form of the number (1.005 -> '1,01').
 */
export function formatRussianNumber(
  value: number,
  { minFraction = 0, maxFraction }: { minFraction?: number; maxFraction: number },
): string {
  const shortest = String(Math.abs(value));
  // Non-finite numbers and exponent forms (below 1e-6, from 1e21) are Intl's.
  if (!Number.isFinite(value) || shortest.includes('e')) return intlFallback(value, minFraction, maxFraction);
  let [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length > maxFraction) {
    const truncated = `${whole}${fraction.slice(0, maxFraction)}`;
    const rounded = Number(fraction[maxFraction]) >= 5 ? addOneInLastPlace(truncated) : truncated;
    whole = rounded.slice(0, rounded.length - maxFraction) || '0';
    fraction = rounded.slice(rounded.length - maxFraction);
  }
  fraction = fraction.replace(/0+$/, '');
  if (fraction.length < minFraction) fraction = fraction.padEnd(minFraction, '0');
  // Intl keeps the sign of a negative number that rounds to zero, and of -0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(groupsOfThree, ' ')}${fraction ? `,${fraction}` : ''}`;
}

/**
 * A day as Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric',
 * timeZone: 'UTC' }) writes it: '5 марта 2025 г.'.
 */
export function formatRussianUtcDay(date: Date): string {
  const year = date.getUTCFullYear();
  // Years outside 1-9999 are written differently (era, padding): Intl's.
  if (!(year >= 1 && year <= 9999)) return utcDayFormat().format(date);
  return `${date.getUTCDate()} ${MONTHS_GENITIVE[date.getUTCMonth()]} ${year} г.`;
}

/** The day as formatRussianUtcDay and formatRussianMoscowDay write it, in Intl's words. */
const DAY_OPTIONS = { day: 'numeric', month: 'long', year: 'numeric' } as const satisfies Intl.DateTimeFormatOptions;

const utcDayFormat = onFirstUse(() => new Intl.DateTimeFormat('ru-RU', { ...DAY_OPTIONS, timeZone: 'UTC' }));

/** Moscow has stayed on UTC+3 all year since 26 October 2014, 02:00 local time (25 October, 22:00 UTC). */
const MOSCOW_FIXED_SINCE = Date.UTC(2014, 9, 25, 22);
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/**
 * A day in Moscow as Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric',
 * timeZone: 'Europe/Moscow' }) writes it: '5 марта 2025 г.'. Earlier days, under other offsets: Intl's.
 */
export function formatRussianMoscowDay(date: Date): string {
  const time = date.getTime();
  if (!(time >= MOSCOW_FIXED_SINCE)) return moscowDayFormat().format(date);
  return formatRussianUtcDay(new Date(time + MOSCOW_OFFSET_MS));
}

const moscowDayFormat = onFirstUse(() => new Intl.DateTimeFormat('ru-RU', { ...DAY_OPTIONS, timeZone: 'Europe/Moscow' }));
