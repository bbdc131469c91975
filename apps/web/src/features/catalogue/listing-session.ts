import type { CatalogueProducts, Pagination, ProductCard } from '@shop/contracts/catalogue.ts';

/**
 * The part of a listing the shopper has loaded: a run of pages from `startPage` to `endPage`
 * (catalogue.md §4 "Infinite loading"). Cards already shown are never added twice.
 */
export type ListingSession = {
  /** The listing without its page: base path, filters and sort. */
  identity: string;
  products: ProductCard[];
  /** Where each loaded page begins in `products`, in page order. */
  pageStarts: Array<{ page: number; from: number; url: string }>;
  first: Pagination;
  last: Pagination;
  perPage: number;
  total: number;
  /** Window scroll when the shopper left the listing; restored on back/forward. */
  scrollY: number;
};

export function startSession(identity: string, data: CatalogueProducts, url: string): ListingSession {
  const products = withoutRepeats([], data.products);
  return {
    identity,
    products,
    pageStarts: [{ page: data.pagination.page, from: 0, url }],
    first: data.pagination,
    last: data.pagination,
    perPage: data.productsParams.onPage,
    total: data.productsParams.total,
    scrollY: 0,
  };
}

function withoutRepeats(shown: readonly ProductCard[], incoming: readonly ProductCard[]): ProductCard[] {
  const ids = new Set(shown.map((card) => card.id));
  const fresh: ProductCard[] = [];
  for (const card of incoming) {
    if (ids.has(card.id)) continue;
    ids.add(card.id);
    fresh.push(card);
  }
  return fresh;
}

/** The cards of the first page of the run: the page the shopper opened, unless earlier ones came after. */
export const firstPageSize = (session: ListingSession) => session.pageStarts[1]?.from ?? session.products.length;

export const startPage = (session: ListingSession) => session.pageStarts[0]?.page ?? 1;
export const endPage = (session: ListingSession) => session.pageStarts.at(-1)?.page ?? 1;

/** The next page added below; a page that is not the one after the last loaded is ignored. */
export function appendPage(session: ListingSession, data: CatalogueProducts, url: string): ListingSession {
  if (data.pagination.page !== endPage(session) + 1) return session;
  const fresh = withoutRepeats(session.products, data.products);
  return {
    ...session,
    products: [...session.products, ...fresh],
    pageStarts: [...session.pageStarts, { page: data.pagination.page, from: session.products.length, url }],
    last: data.pagination,
    total: data.productsParams.total,
  };
}

/** The previous page added above. */
export function prependPage(session: ListingSession, data: CatalogueProducts, url: string): ListingSession {
  if (data.pagination.page !== startPage(session) - 1) return session;
  const fresh = withoutRepeats(session.products, data.products);
  return {
    ...session,
    products: [...fresh, ...session.products],
    pageStarts: [
      { page: data.pagination.page, from: 0, url },
      ...session.pageStarts.map((start) => ({ ...start, from: start.from + fresh.length })),
    ],
    first: data.pagination,
    total: data.productsParams.total,
  };
}

/** The loaded page a card (by its position) belongs to: the URL follows it while the shopper scrolls. */
export function pageAt(session: ListingSession, index: number): { page: number; url: string } {
  let found = session.pageStarts[0] ?? { page: 1, url: '', from: 0 };
  for (const start of session.pageStarts) {
    if (start.from <= index) found = start;
    else break;
  }
  return { page: found.page, url: found.url };
}

export const hasPrevious = (session: ListingSession) => session.first.prevPageUrl !== null;
export const hasNext = (session: ListingSession) => session.last.nextPageUrl !== null;

/** How many cards 'Показать ещё N' brings: a full page, or what is left of the listing. */
export function nextCount(session: ListingSession): number {
  const left = session.total - endPage(session) * session.perPage;
  return Math.max(0, Math.min(session.perPage, left));
}

/** catalogue.md §9: pagination is hidden at 1 or 2 pages. */
export const showsPagination = (pagination: Pagination) => pagination.totalPages > 2;

/**
 * Mobile: the next page loads when the shopper reaches about the sixth card from the end, or
 * the very end when 8 or fewer cards are shown (catalogue.md §4, §9).
 */
export function reachesLoadPoint(lastVisibleIndex: number, count: number): boolean {
  if (count === 0) return false;
  const trigger = count <= 8 ? count - 1 : count - 6;
  return lastVisibleIndex >= trigger;
}
