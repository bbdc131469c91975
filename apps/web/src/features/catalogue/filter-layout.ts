import type { CatalogueFilter } from '@shop/contracts/catalogue.ts';

type ListFilter = Exclude<CatalogueFilter, { type: 'price' }>;
type PriceFilter = Extract<CatalogueFilter, { type: 'price' }>;

/** A short list reads better as tabs than as a dropdown. */
export const TAB_LIMIT = 4;
/** The key of the filter whose values are the quick filters: the listing's own `target:` segment. */
export const QUICK_TARGET = 'target';

export type PanelItem =
  | { kind: 'price'; filter: PriceFilter }
  | { kind: 'tabs'; filter: ListFilter }
  | { kind: 'dropdown'; filter: ListFilter };

/**
 * How the desktop filters panel shows each filter (catalogue.md §2 "quick filters, tabs, option
 * lists, dropdowns and a price range"; which filter gets which is not shown, so we decide):
 * - quick filters: the values of the `target` filter (its own URL segment, catalogue.md §2), one
 *   click each, at the top of the panel;
 * - tabs: a list of at most four values, one chosen at a time, with 'Все';
 * - dropdowns with option lists: every other list, colour and date filter;
 * - the price range.
 */
export function panelLayout(filters: readonly CatalogueFilter[]): { quick: ListFilter | null; items: PanelItem[] } {
  let quick: ListFilter | null = null;
  const items: PanelItem[] = [];
  for (const filter of filters) {
    if (filter.type === 'price') items.push({ kind: 'price', filter });
    else if (filter.target === QUICK_TARGET && quick === null && filter.values.length > 0) quick = filter;
    else if (filter.type === 'list' && filter.values.length >= 2 && filter.values.length <= TAB_LIMIT) items.push({ kind: 'tabs', filter });
    else items.push({ kind: 'dropdown', filter });
  }
  return { quick, items };
}
