import { describe, expect, it } from 'vitest';
import { searchWords, sortOf, stem } from './listing-request.ts';

describe('sort from the query', () => {
  it('defaults to popularity, descending', () => {
    expect(sortOf(new URLSearchParams(''))).toEqual({ field: 'pop', dir: 'desc', isDefault: true });
  });

  it('sorts other fields ascending unless told, and ignores unknown values', () => {
    expect(sortOf(new URLSearchParams('sort_field=price'))).toEqual({ field: 'price', dir: 'asc', isDefault: false });
    expect(sortOf(new URLSearchParams('sort_field=name&sort_dir=desc'))).toMatchObject({ field: 'name', dir: 'desc' });
    expect(sortOf(new URLSearchParams('sort_field=rank&sort_dir=up'))).toEqual({ field: 'pop', dir: 'desc', isDefault: true });
  });
});

describe('search words', () => {
  it('match any case and ё, and drop Russian endings', () => {
    expect(searchWords('  ДРЕЛЬ   Ударная ')).toEqual(['дрел', 'ударн']);
    expect(searchWords('Шуруповёрт 18 В')).toEqual(['шуруповерт', '18', 'в']);
    expect(stem('розетки')).toBe('розетк');
    expect(stem('лак')).toBe('лак');
  });
});
