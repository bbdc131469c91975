import type { CataloguePageSections, ListingKind } from '@shop/contracts/catalogue.ts';

export const BASE_LISTS = ['favorites', 'history', 'sale', 'new', 'popular'] as const satisfies readonly ListingKind[];
export type BaseList = (typeof BASE_LISTS)[number];

export const isBaseList = (kind: ListingKind): kind is BaseList => (BASE_LISTS as readonly ListingKind[]).includes(kind);

/**
 * catalogue.md §2 "Shortcut links on the base pages": /history/ only on desktop and when the page
 * data allows it (showHistory), /new/ only when it allows it (showNew); the others always.
 */
export function allowsList(kind: BaseList, sections: Pick<CataloguePageSections, 'showNew' | 'showHistory'>, mobile: boolean): boolean {
  if (kind === 'history') return !mobile && sections.showHistory;
  if (kind === 'new') return sections.showNew;
  return true;
}

/** A listing the shopper may see: a /history/ or /new/ not allowed is not found. */
export function listingAllowed(sections: Pick<CataloguePageSections, 'listing' | 'showNew' | 'showHistory'>, mobile: boolean): boolean {
  const { kind } = sections.listing;
  return isBaseList(kind) ? allowsList(kind, sections, mobile) : true;
}
