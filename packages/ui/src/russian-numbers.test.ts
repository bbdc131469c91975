import { describe, expect, it } from 'vitest';
import { formatRussianMoscowDay, formatRussianNumber, formatRussianUtcDay } from './russian-numbers.ts';

const intl = (minFraction: number, maxFraction: number) => {
  const format = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction });
  return (value: number) => format.format(value).replace(/[\u00a0\u202f]/g, ' ');
};

/** Prices, quantities and ratings as they come: integers, kopecks, halves on the rounding edge. */
function samples(): number[] {
  const values = [
    0,
    -0,
    0.5,
    0.005,
    1.005,
    1.015,
    2.675,
    4.25,
    4.35,
    9.995,
    99.995,
    999.9999,
    999.99995,
    0.00001,
    1e-7,
    1e21,
    123456789.125,
    2 ** 53,
    -1234.005,
    -0.001,
    NaN,
    Infinity,
    -Infinity,
  ];
  for (let i = 0; i < 4000; i += 1) {
    const magnitude = 10 ** ((i % 9) - 2);
    values.push((Math.round((i * 7919) % 100000) * magnitude) / 1000, i * 1.1, (i * 37) / 8, -(i * 13) / 100);
  }
  return values;
}

describe('formatRussianNumber', () => {
  it.each([
    [0, 2],
    [0, 4],
    [0, 1],
    [1, 1],
    [0, 0],
  ])('writes every sample as Intl does with %i to %i decimals', (minFraction, maxFraction) => {
    const expected = intl(minFraction, maxFraction);
    const differing = samples().filter((value) => formatRussianNumber(value, { minFraction, maxFraction }) !== expected(value));
    expect(differing.map((value) => [value, formatRussianNumber(value, { minFraction, maxFraction }), expected(value)])).toEqual([]);
  });

  it('groups thousands with spaces and writes a decimal comma', () => {
    expect(formatRussianNumber(1234567.891, { maxFraction: 2 })).toBe('1 234 567,89');
    expect(formatRussianNumber(4, { minFraction: 1, maxFraction: 1 })).toBe('4,0');
  });
});

describe('formatRussianUtcDay', () => {
  it('writes every day of two years as Intl does', () => {
    const intlDay = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const start = Date.UTC(2024, 0, 1);
    const differing: string[] = [];
    for (let day = 0; day < 731; day += 1) {
      const date = new Date(start + day * 86_400_000 + 23 * 3_600_000);
      if (formatRussianUtcDay(date) !== intlDay.format(date)) differing.push(date.toISOString());
    }
    expect(differing).toEqual([]);
    expect(formatRussianUtcDay(new Date('2025-03-05'))).toBe('5 марта 2025 г.');
  });
});

describe('formatRussianMoscowDay', () => {
  it('writes the Moscow day of every hour from 2014 to 2016 and of two recent years as Intl does', () => {
    const intlDay = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });
    const differing: string[] = [];
    for (const [from, days] of [
      [Date.UTC(2014, 0, 1), 3 * 365],
      [Date.UTC(2025, 0, 1), 2 * 365],
    ] as const) {
      for (let hour = 0; hour < days * 24; hour += 1) {
        const date = new Date(from + hour * 3_600_000 + 59 * 60_000);
        if (formatRussianMoscowDay(date) !== intlDay.format(date)) differing.push(date.toISOString());
      }
    }
    expect(differing).toEqual([]);
    // 21:30 UTC is already the next day in Moscow.
    expect(formatRussianMoscowDay(new Date('2026-01-05T21:30:00Z'))).toBe('6 января 2026 г.');
  });
});
