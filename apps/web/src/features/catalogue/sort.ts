import type { SortDir, SortField } from '@shop/contracts/catalogue.ts';

/** catalogue.md §4 "Sorting". */
export type SortState = { field: SortField; dir: SortDir };

export const SORT_FIELDS: readonly SortField[] = ['pop', 'price', 'name'];
export const DEFAULT_SORT: SortState = { field: 'pop', dir: 'desc' };

const reverse = (dir: SortDir): SortDir => (dir === 'asc' ? 'desc' : 'asc');

/** The current field reverses; another field starts descending for popularity, ascending for price and name. */
export function nextSort(current: SortState, chosen: SortField): SortState {
  if (chosen === current.field) return { field: chosen, dir: reverse(current.dir) };
  return { field: chosen, dir: chosen === 'pop' ? 'desc' : 'asc' };
}

/** Mobile has one sort button: it flips the popularity direction (and comes back to popularity from another field). */
export function nextMobileSort(current: SortState): SortState {
  if (current.field !== 'pop') return DEFAULT_SORT;
  return { field: 'pop', dir: reverse(current.dir) };
}

export const isDefaultSort = (sort: SortState) => sort.field === DEFAULT_SORT.field && sort.dir === DEFAULT_SORT.dir;
