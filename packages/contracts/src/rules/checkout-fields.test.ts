import { describe, expect, it } from 'vitest';
import { clampFloor, isInnShaped } from './checkout-fields.ts';

describe('checkout field rules', () => {
  it('takes an INN of 10 or 12 digits and nothing else', () => {
    expect(isInnShaped('7707083893')).toBe(true);
    expect(isInnShaped('500100732259')).toBe(true);
    for (const wrong of ['', '770708389', '77070838931', '7707O83893', ' 7707083893']) expect(isInnShaped(wrong)).toBe(false);
  });

  it('rounds the floor and keeps it within 1-300', () => {
    expect(clampFloor(2.5)).toBe(3);
    expect(clampFloor(0)).toBe(1);
    expect(clampFloor(-4)).toBe(1);
    expect(clampFloor(301)).toBe(300);
    expect(clampFloor(Number.NaN)).toBe(1);
  });
});
