import { plural } from '@shop/contracts/rules/plural.ts';
import type { PluralForms } from '@shop/contracts/rules/plural.ts';

const ONES_M = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ONES_F = ['', 'одна', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const TEENS = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const TENS = ['', '', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят', 'семьдесят', 'восемьдесят', 'девяносто'];
const HUNDREDS = ['', 'сто', 'двести', 'триста', 'четыреста', 'пятьсот', 'шестьсот', 'семьсот', 'восемьсот', 'девятьсот'];

const GROUPS: ReadonlyArray<{ forms: PluralForms; feminine: boolean }> = [
  { forms: ['тысяча', 'тысячи', 'тысяч'], feminine: true },
  { forms: ['миллион', 'миллиона', 'миллионов'], feminine: false },
  { forms: ['миллиард', 'миллиарда', 'миллиардов'], feminine: false },
];

function triple(value: number, feminine: boolean): string[] {
  const words = [HUNDREDS[Math.floor(value / 100)] ?? ''];
  const rest = value % 100;
  if (rest >= 10 && rest < 20) words.push(TEENS[rest - 10] ?? '');
  else words.push(TENS[Math.floor(rest / 10)] ?? '', (feminine ? ONES_F : ONES_M)[rest % 10] ?? '');
  return words.filter(Boolean);
}

/** 'Двенадцать тысяч четыреста девяносто рублей 00 копеек', as an invoice writes the sum. */
export function amountInWords(amount: number): string {
  const kopecks = Math.round(amount * 100);
  const rubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  const words: string[] = [];
  const groups: number[] = [];
  for (let rest = rubles; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const value = groups[index] ?? 0;
    if (value === 0) continue;
    const group = index > 0 ? GROUPS[index - 1] : undefined;
    words.push(...triple(value, group?.feminine ?? false));
    if (group) words.push(plural(value, group.forms));
  }
  if (words.length === 0) words.push('ноль');
  const text = `${words.join(' ')} ${plural(rubles, ['рубль', 'рубля', 'рублей'])} ${String(cents).padStart(2, '0')} ${plural(cents, ['копейка', 'копейки', 'копеек'])}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
