import { buildListingPath, sortQuery } from './listing-url.ts';
import type { PathFilter } from './listing-url.ts';

/** A price filter's whole range and the part of it the other chosen filters leave selectable. */
export interface PriceBounds {
  min: number;
  max: number;
  selectableMin: number;
  selectableMax: number;
}

/**
 * catalogue.md §4 "Price filter": both values within `within` (the selectable range on desktop,
 * the whole range on mobile); min never above max: the field the shopper `edited` gives way to
 * the other (a min typed above the max becomes the max, a max typed below the min becomes the
 * min). The whole range is no filter: null.
 */
export function chosenPrice(
  bounds: PriceBounds,
  min: number,
  max: number,
  within: 'selectable' | 'whole',
  edited: 'min' | 'max' = 'min',
): [number, number] | null {
  const low = within === 'selectable' ? bounds.selectableMin : bounds.min;
  const high = within === 'selectable' ? bounds.selectableMax : bounds.max;
  const clamp = (value: number, fallback: number) => Math.min(high, Math.max(low, Number.isFinite(value) ? value : fallback));
  let from = clamp(min, low);
  let to = clamp(max, high);
  if (from > to) {
    if (edited === 'max') to = from;
    else from = to;
  }
  return from <= bounds.min && to >= bounds.max ? null : [from, to];
}

/** What the desktop filters' form sends where the app does not run (its GET fields, read). */
export interface FilterForm {
  /** The listing without filters or page: '/instrumenty/'. */
  base: string;
  /** Chosen values as `key:token` (`f12:3`, `target:373`). */
  chosen: readonly string[];
  /**
   * The price fields, the filter's bounds, and what the fields showed when rendered: fields left
   * as rendered keep the listing's price as it was (chosen or not), as the app changes it only on edit.
   */
  price: { from: number; to: number; bounds: PriceBounds; rendered: { from: number; to: number; chosen: boolean } } | null;
  sort: { field: string; dir: string; isDefault: boolean } | null;
  /** The filters' keys in the listing's order (its sections.filters), which the segments follow. */
  order: readonly string[];
}

/**
 * The address the app goes to for the same choice (its filters panel): page 1 of the listing with
 * a segment per filter in the listing's order of filters, the price held within the selectable range,
 * the same sort. A value chosen twice counts once.
 */
export function filterFormPath(form: FilterForm): string {
  const byKey = new Map<string, string[]>();
  for (const entry of form.chosen) {
    const colon = entry.indexOf(':');
    const key = entry.slice(0, colon);
    const token = entry.slice(colon + 1);
    const tokens = byKey.get(key) ?? [];
    if (!tokens.includes(token)) tokens.push(token);
    byKey.set(key, tokens);
  }
  const price = form.price && priceOfForm(form.price);
  if (price) byKey.set('price', price.map(String));
  const rank = (key: string) => {
    const index = form.order.indexOf(key);
    return index === -1 ? form.order.length : index;
  };
  const filters: PathFilter[] = [...byKey]
    .map(([key, tokens], index) => ({ order: index, key, tokens }))
    .sort((a, b) => rank(a.key) - rank(b.key) || a.order - b.order);
  const sort = form.sort ? sortQuery(form.sort.field, form.sort.dir, form.sort.isDefault) : '';
  return buildListingPath(form.base, filters, 1, false) + sort;
}

function priceOfForm({ from, to, bounds, rendered }: NonNullable<FilterForm['price']>): [number, number] | null {
  if (from === rendered.from && to === rendered.to) return rendered.chosen ? [from, to] : null;
  return chosenPrice(bounds, from, to, 'selectable', to !== rendered.to && from === rendered.from ? 'max' : 'min');
}
