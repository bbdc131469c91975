import { describe, expect, it } from 'vitest';
import { formatRoubles, priceText } from './roubles.ts';

describe('roubles', () => {
  it('group thousands with no-break spaces and keep kopecks only when there are some', () => {
    expect(formatRoubles(12_490)).toBe('12\u00a0490 ₽');
    expect(formatRoubles(96.5)).toBe('96,5 ₽');
    expect(formatRoubles(1_234.567)).toBe('1\u00a0234,57 ₽');
    expect(formatRoubles(390, { noBreak: true })).toBe('390\u00a0₽');
  });

  it('give a price on request as the phone', () => {
    expect(priceText(7490)).toBe('7\u00a0490 ₽');
    expect(priceText(0)).toBe('По телефону');
  });
});
