import { describe, expect, it } from 'vitest';
import { canIncrease, clampQuantity, nextQuantity, parseQuantity, previousQuantity, quantityStep, removesOnMinus } from './quantity.ts';

describe('quantityStep', () => {
  it('is mult divided by coef, rounded to four decimals', () => {
    expect(quantityStep(1, 1)).toBe(1);
    expect(quantityStep(5, 2)).toBe(2.5);
    expect(quantityStep(1, 3)).toBe(0.3333);
  });
});

describe('next and previous quantity', () => {
  it('steps up and down by the step without float noise', () => {
    expect(nextQuantity(0.1, 0.2)).toBe(0.3);
    expect(previousQuantity(0.7, 0.2)).toBe(0.5);
    expect(nextQuantity(2, 2.5)).toBe(4.5);
  });

  it('removes the position when minus is pressed at or below one step', () => {
    expect(removesOnMinus(1, 1)).toBe(true);
    expect(removesOnMinus(0.5, 1)).toBe(true);
    expect(previousQuantity(2.5, 2.5)).toBe(0);
    expect(previousQuantity(5, 2.5)).toBe(2.5);
  });

  it('never goes above 9999 and disables plus there', () => {
    expect(nextQuantity(9998.5, 1)).toBe(9999);
    expect(canIncrease(9999)).toBe(false);
    expect(canIncrease(9998)).toBe(true);
  });
});

describe('clamp and parse', () => {
  it('clamps to 0.01..9999', () => {
    expect(clampQuantity(0.001)).toBe(0.01);
    expect(clampQuantity(20000)).toBe(9999);
  });

  it('reads a comma or a point as the decimal separator', () => {
    expect(parseQuantity('2,5')).toBe(2.5);
    expect(parseQuantity('3.')).toBe(3);
    expect(parseQuantity('12345')).toBe(9999);
  });

  it('gives null for empty, zero or non-numeric text', () => {
    for (const text of ['', ',', '0', 'abc', '1a']) expect(parseQuantity(text)).toBeNull();
  });
});
