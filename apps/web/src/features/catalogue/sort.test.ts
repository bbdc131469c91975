import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, isDefaultSort, nextMobileSort, nextSort } from './sort.ts';

describe('sorting', () => {
  it('starts by popularity, descending', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'pop', dir: 'desc' });
    expect(isDefaultSort(DEFAULT_SORT)).toBe(true);
  });

  it('reverses the direction when the current sort is chosen again', () => {
    expect(nextSort({ field: 'pop', dir: 'desc' }, 'pop')).toEqual({ field: 'pop', dir: 'asc' });
    expect(nextSort({ field: 'price', dir: 'asc' }, 'price')).toEqual({ field: 'price', dir: 'desc' });
    expect(nextSort({ field: 'name', dir: 'desc' }, 'name')).toEqual({ field: 'name', dir: 'asc' });
  });

  it('starts another field descending for popularity and ascending for price and name', () => {
    expect(nextSort({ field: 'pop', dir: 'desc' }, 'price')).toEqual({ field: 'price', dir: 'asc' });
    expect(nextSort({ field: 'price', dir: 'desc' }, 'name')).toEqual({ field: 'name', dir: 'asc' });
    expect(nextSort({ field: 'name', dir: 'asc' }, 'pop')).toEqual({ field: 'pop', dir: 'desc' });
  });

  it('the mobile button toggles the popularity direction', () => {
    expect(nextMobileSort({ field: 'pop', dir: 'desc' })).toEqual({ field: 'pop', dir: 'asc' });
    expect(nextMobileSort({ field: 'pop', dir: 'asc' })).toEqual({ field: 'pop', dir: 'desc' });
    expect(nextMobileSort({ field: 'price', dir: 'asc' })).toEqual(DEFAULT_SORT);
  });
});
