import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

const goods = ['товар', 'товара', 'товаров'] as const;

describe('plural', () => {
  it('uses the first form for 1, 21, 101', () => {
    for (const n of [1, 21, 101]) expect(plural(n, goods)).toBe('товар');
  });

  it('uses the second form for 2-4, 22-24', () => {
    for (const n of [2, 3, 4, 22, 34]) expect(plural(n, goods)).toBe('товара');
  });

  it('uses the third form for 0, 5-20 and 11-19', () => {
    for (const n of [0, 5, 11, 12, 14, 19, 20, 111, 25]) expect(plural(n, goods)).toBe('товаров');
  });
});
