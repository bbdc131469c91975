import type { CatalogueFilter, CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { buildListingPath, sortQuery } from '@shop/contracts/rules/listing-url.ts';
import type { PathFilter } from '@shop/contracts/rules/listing-url.ts';
import { chosenPrice } from '@shop/contracts/rules/filter-form.ts';
import { isDefaultSort } from './sort.ts';

/** Filter id (as text) to the chosen value ids; the price as `price: [min, max]` (catalogue.md §3). */
export type Selection = Record<string, ReadonlyArray<number | string>>;

export const PRICE_KEY = 'price';

/**
 * The fields of the desktop filters' form, where the app does not run: a GET to the filtered-url
 * route, which sends the browser to the listing of the choice (contracts' rules/filter-form.ts).
 */
export const FILTER_FORM_FIELDS = {
  base: 'base',
  chosen: 'f',
  priceFrom: 'price_from',
  priceTo: 'price_to',
  priceBounds: 'price_bounds',
  priceDrawn: 'price_drawn',
  sortField: 'sort_field',
  sortDir: 'sort_dir',
  order: 'order',
} as const;
/** catalogue.md §9: a selected label longer than this shows as a count. */
export const LABEL_LIMIT = 25;
/** catalogue.md §9: the filters modal lists this many values per step. */
export const LIST_STEP = 30;

type PriceFilter = Extract<CatalogueFilter, { type: 'price' }>;

/** Adds or removes one value; a filter left with none is dropped. A date value stays text, others numbers. */
export function toggleValue(selection: Selection, filterId: number, valueId: number | string): Selection {
  const key = String(filterId);
  const current = selection[key] ?? [];
  const next = current.includes(valueId) ? current.filter((id) => id !== valueId) : [...current, valueId];
  const { [key]: _dropped, ...rest } = selection;
  return next.length > 0 ? { ...rest, [key]: next } : rest;
}

/** The filter set to exactly this value, or to none (`null`). */
export function onlyValue(selection: Selection, filterId: number, valueId: number | string | null): Selection {
  const key = String(filterId);
  const { [key]: _dropped, ...rest } = selection;
  return valueId === null ? rest : { ...rest, [key]: [valueId] };
}

/** The price chosen within `bounds` by the shop's rule (chosenPrice); the whole range removes the filter. */
export function withPrice(
  selection: Selection,
  filter: PriceFilter,
  min: number,
  max: number,
  bounds: 'selectable' | 'whole',
  edited: 'min' | 'max' = 'min',
): Selection {
  const { [PRICE_KEY]: _dropped, ...rest } = selection;
  const price = chosenPrice(filter, min, max, bounds, edited);
  return price ? { ...rest, [PRICE_KEY]: price } : rest;
}

export function sameSelection(a: Selection, b: Selection): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const left = a[key] ?? [];
    const right = b[key] ?? [];
    return left.length === right.length && left.every((id) => right.includes(id));
  });
}

export const selectedCount = (selection: Selection) => Object.keys(selection).length;

/** The listing path of a selection, page 1, in the same sort; on mobile the segments go by filter id. */
export function selectionPath(sections: CataloguePageSections, selection: Selection, mobile: boolean): string {
  // Desktop writes the segments in the panel's order (the spec leaves it open); mobile by filter id.
  const filters: PathFilter[] = [];
  for (const filter of sections.filters) {
    const ids = selection[filter.type === 'price' ? PRICE_KEY : String(filter.id)] ?? [];
    if (ids.length > 0) filters.push({ order: filter.id, key: filter.target, tokens: ids.map(String) });
  }
  const { sortName, sortDir } = sections.productsParams;
  const sort = { field: sortName, dir: sortDir };
  return buildListingPath(sections.listing.basePath, filters, 1, mobile) + sortQuery(sortName, sortDir, isDefaultSort(sort));
}

/** What a filter's row shows: the chosen names, or a count when they are too long to read. */
export function selectedLabel(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const text = names.join(', ');
  return text.length > LABEL_LIMIT ? `Выбрано: ${names.length}` : text;
}
