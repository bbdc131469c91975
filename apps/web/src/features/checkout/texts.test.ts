import { describe, expect, it } from 'vitest';
import { EXPRESS_TIME_TEXT } from '@shop/contracts/rules/cart-totals.ts';
import { COURIER_TIME_WINDOW, PICKUP_TIME_WINDOW } from '@shop/contracts/rules/delivery-calendar.ts';
import { checkoutTexts as t } from './texts.ts';

describe("the date field's time window", () => {
  it('reads a range of hours from and to', () => {
    expect(t.timeWindow(COURIER_TIME_WINDOW)).toBe('с 9:00 до 18:00');
    expect(t.timeWindow(PICKUP_TIME_WINDOW)).toBe('с 9:00 до 21:00');
  });

  it('gives express its own words, with nothing put before them', () => {
    expect(t.timeWindow(EXPRESS_TIME_TEXT)).toBe('в течение 4 часов');
  });
});
