import { SEARCH_TERM_MAX } from '@shop/contracts/catalogue.ts';
import type { ListingKind, SortDir, SortField } from '@shop/contracts/catalogue.ts';
import type { CategoryRow } from '../catalogue/store.ts';
import type { BrandRow, FilterRow, FilterValueRow, ListingFilters, ListingScope } from './store.ts';
import type { Store } from '../db/store.ts';
import { searchNormalise } from './seed.ts';
import { parseFilterSegments, priceOf } from '@shop/contracts/rules/listing-url.ts';

/** What a listing path names: the goods, how the page is titled and where it starts. */
export interface ListingTarget {
  kind: ListingKind;
  title: string;
  basePath: string;
  scope: ListingScope;
  category: CategoryRow | null;
  /** The leaf category whose own filters (type, size) apply. */
  leafId: number | null;
  brand: BrandRow | null;
  term: string | null;
}

export type Choice =
  | { filter: FilterRow; values: FilterValueRow[]; price?: undefined }
  | { filter: FilterRow; price: { min: number; max: number }; values?: undefined };

export interface ListingSortChoice {
  field: SortField;
  dir: SortDir;
  isDefault: boolean;
}

export interface ListingRequest {
  target: ListingTarget;
  /** In the order of the path's segments. */
  choices: Choice[];
  page: number;
  sort: ListingSortChoice;
}

export interface Shopper {
  userId: number | null;
  sessionId: string | null;
}

/** Base lists (catalogue.md §2) and their titles. */
export const BASE_LISTS = {
  sale: 'Распродажа',
  new: 'Новинки',
  popular: 'Популярные товары',
  favorites: 'Избранные товары',
  history: 'Вы смотрели',
} as const satisfies Partial<Record<ListingKind, string>>;
type BaseList = keyof typeof BASE_LISTS;
const isBaseList = (segment: string): segment is BaseList => segment in BASE_LISTS;

export const SEARCH_SEGMENT = 'search';
export const BRANDS_SEGMENT = 'brands';
const MAX_SEARCH_WORDS = 8;
const SORT_FIELDS: readonly SortField[] = ['pop', 'price', 'name'];
const SORT_DIRS: readonly SortDir[] = ['asc', 'desc'];

/** A term as it is searched: trimmed, single-spaced, at most 100 characters. */
export const cleanTerm = (term: string) => term.trim().replace(/\s+/g, ' ').slice(0, SEARCH_TERM_MAX);
/**
 * A Russian word without its ending, so 'дрель' finds 'Дрели' and 'розетки' finds 'Розетка': up to
 * two final vowels (or й, ь) go while four letters remain.
 */
export function stem(word: string): string {
  let result = word;
  for (let step = 0; step < 2 && result.length > 4 && /[аеиоуыэюяйь]$/.test(result); step += 1) result = result.slice(0, -1);
  return result;
}
export const searchWords = (term: string) => searchNormalise(term).split(' ').filter(Boolean).slice(0, MAX_SEARCH_WORDS).map(stem);
export const searchPath = (term: string) => `/${SEARCH_SEGMENT}/${encodeURIComponent(term)}/`;

/**
 * Sort from the query: pop, price or name; without a direction, descending for popularity and
 * ascending for the others (catalogue.md §4). Unknown values fall back to the default.
 */
export function sortOf(query: URLSearchParams): ListingSortChoice {
  const fieldText = query.get('sort_field');
  const dirText = query.get('sort_dir');
  const field = SORT_FIELDS.find((candidate) => candidate === fieldText) ?? 'pop';
  const dir = SORT_DIRS.find((candidate) => candidate === dirText) ?? (field === 'pop' ? 'desc' : 'asc');
  return { field, dir, isDefault: field === 'pop' && dir === 'desc' };
}

function leavesOf(store: Store, category: CategoryRow): number[] {
  const children = store.catalogue.childrenOf(category.id);
  return children.length === 0 ? [category.id] : children.flatMap((child) => leavesOf(store, child));
}

/** The goods a path's first segments name, and how many segments that took. */
function targetOf(store: Store, segments: readonly string[], shopper: Shopper): { target: ListingTarget; used: number } | null {
  const [first = '', second] = segments;
  if (first === SEARCH_SEGMENT) {
    const term = cleanTerm(second ?? '');
    const words = searchWords(term);
    if (words.length === 0) return null;
    return {
      target: {
        kind: 'search',
        title: `Результаты поиска «${term}»`,
        basePath: searchPath(term),
        scope: { kind: 'search', words },
        category: null,
        leafId: null,
        brand: null,
        term,
      },
      used: 2,
    };
  }
  if (first === BRANDS_SEGMENT) {
    const brand = store.catalogueListing.brands().find((entry) => entry.slug === second);
    if (!brand) return null;
    return {
      target: {
        kind: 'brand',
        title: brand.name,
        basePath: `/${BRANDS_SEGMENT}/${brand.slug}/`,
        scope: { kind: 'brand', brand: brand.name },
        category: null,
        leafId: null,
        brand,
        term: null,
      },
      used: 2,
    };
  }
  if (isBaseList(first)) {
    const scope: ListingScope =
      first === 'popular'
        ? { kind: 'popular', from: store.catalogueListing.popularFrom() }
        : first === 'favorites'
          ? { kind: 'favorites', userId: shopper.userId }
          : first === 'history'
            ? { kind: 'history', sessionId: shopper.sessionId }
            : { kind: first };
    return {
      target: {
        kind: first,
        title: BASE_LISTS[first],
        basePath: `/${first}/`,
        scope,
        category: null,
        leafId: null,
        brand: null,
        term: null,
      },
      used: 1,
    };
  }
  const category = store.catalogue.categoryBySlug(first);
  if (!category) return null;
  const leafIds = leavesOf(store, category);
  return {
    target: {
      kind: 'category',
      title: category.name,
      basePath: `/${category.slug}/`,
      scope: { kind: 'category', leafIds },
      category,
      leafId: leafIds.length === 1 && leafIds[0] === category.id ? category.id : null,
      brand: null,
      term: null,
    },
    used: 1,
  };
}

/** Filters a listing may be narrowed by: the shared ones and its leaf's own. */
export function allowedFilters(store: Store, target: ListingTarget): FilterRow[] {
  return [...store.catalogueListing.filters().values()]
    .filter((filter) => filter.category_id === null || filter.category_id === target.leafId)
    .sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The public id of a value: a date filter's is its month as text, the others' a number. */
export const valueKey = (filter: FilterRow, value: FilterValueRow): number | string => (filter.kind === 'date' ? value.code : value.id);

function choiceOf(store: Store, filter: FilterRow, tokens: readonly string[]): Choice | null {
  if (filter.kind === 'price') {
    const price = priceOf(tokens);
    return price ? { filter, price } : null;
  }
  const own = [...store.catalogueListing.filterValues().values()].filter((value) => value.filter_id === filter.id);
  const values: FilterValueRow[] = [];
  for (const token of tokens) {
    const value = own.find((candidate) => String(valueKey(filter, candidate)) === token);
    if (!value) return null;
    values.push(value);
  }
  return { filter, values };
}

/**
 * A listing path resolved against the catalogue: null when it names nothing, or carries a filter
 * the listing does not have or a value the filter does not know (the page is then not found).
 */
export function resolveListing(
  store: Store,
  segments: readonly string[],
  page: number,
  query: URLSearchParams,
  shopper: Shopper,
): ListingRequest | null {
  const found = targetOf(store, segments, shopper);
  if (!found) return null;
  const parsed = parseFilterSegments(segments.slice(found.used));
  // A segment the grammar drops makes the path one the shop never wrote: not found.
  if (parsed.dropped.length > 0) return null;
  const allowed = new Map(allowedFilters(store, found.target).map((filter) => [filter.target, filter]));
  const choices: Choice[] = [];
  for (const segment of parsed.filters) {
    const filter = allowed.get(segment.key);
    const choice = filter ? choiceOf(store, filter, segment.tokens) : null;
    if (!choice) return null;
    choices.push(choice);
  }
  return { target: found.target, choices, page, sort: sortOf(query) };
}

export function sqlFilters(choices: readonly Choice[]): ListingFilters {
  const priceChoice = choices.find((choice) => choice.price !== undefined);
  return {
    values: choices.flatMap((choice) =>
      choice.values ? [{ filterId: choice.filter.id, valueIds: choice.values.map((value) => value.id) }] : [],
    ),
    price: priceChoice?.price ?? null,
  };
}
