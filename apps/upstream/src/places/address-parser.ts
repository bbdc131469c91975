import { MONTHS_GENITIVE } from '@shop/contracts/rules/months.ts';
import { searchForm } from './store.ts';

/** What a typed address says: street words, the kind if written, house and flat numbers. */
export interface ParsedAddress {
  /** Search form of the street name: 'карла маркса'; empty when none was typed. */
  street: string;
  kind: string | null;
  house: string | null;
  flat: number | null;
}

const KINDS: Record<string, string> = {
  ул: 'ул.',
  улица: 'ул.',
  пр: 'пр-т',
  'пр-т': 'пр-т',
  просп: 'пр-т',
  проспект: 'пр-т',
  пер: 'пер.',
  переулок: 'пер.',
  'б-р': 'б-р',
  бульвар: 'б-р',
  ш: 'ш.',
  шоссе: 'ш.',
  наб: 'наб.',
  набережная: 'наб.',
  пл: 'пл.',
  площадь: 'пл.',
};
const HOUSE_WORDS = new Set(['д', 'дом']);
const FLAT_WORDS = new Set(['кв', 'квартира']);
const CITY_WORDS = new Set(['г', 'город']);
const IGNORED = new Set(['россия', 'рф']);
const MONTHS: ReadonlySet<string> = new Set(MONTHS_GENITIVE);

/**
 * Reads 'г. Казань, ул. Ленина, д. 12, кв. 5', 'ленина 12' or 'проспект мира 5'. The city's own
 * name is skipped; '8 Марта' and the like keep their number as part of the street.
 */
export function parseAddress(text: string, cityName: string): ParsedAddress {
  const cityWords = new Set(searchForm(cityName).split(/[\s-]+/));
  const tokens = searchForm(text)
    .replace(/\./g, '. ')
    .split(/[\s,;]+/)
    .map((token) => token.replace(/\.$/, ''))
    .filter(Boolean);

  const words: string[] = [];
  let kind: string | null = null;
  let house: string | null = null;
  let flat: number | null = null;

  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] ?? '';
    const next = tokens[index + 1];
    if (CITY_WORDS.has(token) || IGNORED.has(token) || HOUSE_WORDS.has(token)) continue;
    if (FLAT_WORDS.has(token)) {
      if (next && /^\d+$/.test(next)) flat = Number(next);
      index += 1;
      continue;
    }
    if (/^\d/.test(token)) {
      if (next && MONTHS.has(next) && house === null && words.length === 0) {
        words.push(token, next);
        index += 1;
      } else if (house === null) {
        house = /^\d+/.exec(token)?.[0] ?? null;
      }
      continue;
    }
    if (words.length === 0 && cityWords.has(token)) continue;
    const knownKind = KINDS[token];
    if (knownKind && kind === null) {
      kind = knownKind;
      continue;
    }
    words.push(token);
  }
  // 'Набережная' alone is a street name, not only a kind.
  if (words.length === 0 && kind === 'наб.' && /набережная/.test(searchForm(text))) {
    words.push('набережная');
    kind = null;
  }
  return { street: words.join(' '), kind, house, flat };
}

/** House numbers of a street that start with the typed digits, smallest first. */
export function housesStartingWith(typed: string, houses: number, limit: number): number[] {
  const found: number[] = [];
  for (let width = typed.length; found.length < limit && Number(typed) * 10 ** (width - typed.length) <= houses; width += 1) {
    const from = Number(typed) * 10 ** (width - typed.length);
    const to = Math.min(houses, from + 10 ** (width - typed.length) - 1);
    for (let number = Math.max(1, from); number <= to && found.length < limit; number += 1) found.push(number);
  }
  return found;
}
