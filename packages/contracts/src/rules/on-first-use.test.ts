import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as DeliveryCalendar from './delivery-calendar.ts';
import { onFirstUse } from './on-first-use.ts';
import type * as Plural from './plural.ts';
import type * as Roubles from './roubles.ts';

describe('onFirstUse', () => {
  it('makes the value once, when first asked for', () => {
    let made = 0;
    const get = onFirstUse(() => ({ made: (made += 1) }));
    expect(made).toBe(0);
    expect(get()).toBe(get());
    expect(made).toBe(1);
  });
});

/** A copy of a module of its own, evaluated as a page's start evaluates it. */
const freshCopy = <T>(path: string): Promise<T> => import(/* @vite-ignore */ `${path}?first-load`) as Promise<T>;

describe("the shop's formatters", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('are made when first used, not when their modules load: declining a word makes no number or date format', async () => {
    const { NumberFormat, DateTimeFormat } = Intl;
    // Each makes the real formatter: the spy only counts.
    const numberFormats = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args) {
      return new NumberFormat(...args);
    });
    const dateFormats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    const { plural, formatCount } = await freshCopy<typeof Plural>('./plural.ts');
    const { priceText } = await freshCopy<typeof Roubles>('./roubles.ts');
    const { describeDay } = await freshCopy<typeof DeliveryCalendar>('./delivery-calendar.ts');

    expect(plural(4, ['отзыв', 'отзыва', 'отзывов'])).toBe('отзыва');
    expect(priceText(0)).toBe('По телефону');
    expect(numberFormats).not.toHaveBeenCalled();
    expect(dateFormats).not.toHaveBeenCalled();

    expect(formatCount(1250)).toBe('1\u00a0250');
    expect(formatCount(12.5)).toBe('12,5');
    expect(priceText(7490)).toBe('7\u00a0490 ₽');
    expect(describeDay('2026-11-24')).toEqual({ text: '24 ноября', dayOfWeek: 'вторник' });
    // One of each, cached for the next use.
    expect(numberFormats).toHaveBeenCalledTimes(2);
    expect(dateFormats).toHaveBeenCalledTimes(2);
  });
});
