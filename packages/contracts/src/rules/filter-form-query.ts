import type { FilterForm } from './filter-form.ts';

/** The filters form's fields as the filtered-url route's query schema reads them. */
export interface FilterFormQuery {
  base: string;
  f: string[];
  price_from: number;
  price_to: number;
  price_bounds?: string | undefined;
  price_drawn?: string | undefined;
  sort_field?: string | undefined;
  sort_dir?: string | undefined;
  order?: string | undefined;
}

/** The form read as the shop's rule takes it (filterFormPath); a price needs the bounds it was rendered with. */
export function filterFormOf(query: FilterFormQuery): FilterForm {
  const [min = 0, max = 0, selectableMin = 0, selectableMax = 0] = (query.price_bounds ?? '').split(',').map(Number);
  const [renderedFrom = Number.NaN, renderedTo = Number.NaN, chosen = 0] = (query.price_drawn ?? '').split(',').map(Number);
  const price = query.price_bounds
    ? {
        from: query.price_from,
        to: query.price_to,
        bounds: { min, max, selectableMin, selectableMax },
        rendered: { from: renderedFrom, to: renderedTo, chosen: chosen === 1 },
      }
    : null;
  const sort =
    query.sort_field && query.sort_dir
      ? { field: query.sort_field, dir: query.sort_dir, isDefault: query.sort_field === 'pop' && query.sort_dir === 'desc' }
      : null;
  return { base: query.base, chosen: query.f, price, sort, order: (query.order ?? '').split(',').filter(Boolean) };
}
