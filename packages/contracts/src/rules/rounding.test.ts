import { describe, expect, it } from 'vitest';
import { roundMass, roundMoney, roundQuantity } from './rounding.ts';

describe('rounding', () => {
  it('keeps kopecks, rounding half up', () => {
    expect(roundMoney(96.5 * 1.3)).toBe(125.45);
    expect(roundMoney(1.005)).toBe(1.01);
  });

  it('keeps 4 decimals of a quantity and grams of a mass', () => {
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
    expect(roundQuantity(1.23456)).toBe(1.2346);
    expect(roundMass(0.45 * 3)).toBe(1.35);
  });
});
