import { describe, expect, it } from 'vitest';
import { quantityProblem } from './quantity.ts';

const piece = { mult: 1, coef: 1, unit: 'шт' };
const metre = { mult: 1, coef: 10, unit: 'м' };
const hundredth = { mult: 1, coef: 100, unit: 'кг' };

describe('quantityProblem', () => {
  it('accepts whole steps of the unit, within 4 decimals', () => {
    expect(quantityProblem(3, piece)).toBeNull();
    expect(quantityProblem(0.3, metre)).toBeNull();
    expect(quantityProblem(0.30001, metre)).toBeNull();
    expect(quantityProblem(0.01, hundredth)).toBeNull();
    expect(quantityProblem(9999, metre)).toBeNull();
  });

  it('refuses parts of a step and values out of bounds', () => {
    expect(quantityProblem(0.31, metre)).toBe('Количество должно быть кратно 0,1 м');
    expect(quantityProblem(0.05, metre)).toBe('Количество должно быть кратно 0,1 м');
    expect(quantityProblem(0.005, hundredth)).toBe('Количество должно быть не меньше 0,01');
    expect(quantityProblem(9999.1, metre)).toBe('Количество должно быть не больше 9999');
  });
});
