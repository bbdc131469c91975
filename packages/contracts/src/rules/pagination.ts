import type { Pagination } from '../catalogue.ts';

/**
 * The pagination of a listing (catalogue.md §4, §9): links to the first page, the last page and
 * a window of two pages either side of the current one. The web hides it at 1 or 2 pages.
 */
export const PAGE_WINDOW = 2;

export interface PaginationInput {
  /** The page asked for, from 1; may be past the last. */
  page: number;
  total: number;
  perPage: number;
  /** The address of a page of the same listing (the same filters and sort). */
  url: (page: number) => string;
}

/** The page numbers to link to, in order: 1, the window around `page`, the last. */
export function pageWindow(page: number, lastPage: number): number[] {
  const shown = new Set([1, lastPage]);
  for (let number = page - PAGE_WINDOW; number <= page + PAGE_WINDOW; number += 1) {
    if (number >= 1 && number <= lastPage) shown.add(number);
  }
  return [...shown].sort((a, b) => a - b);
}

export function paginationOf({ page, total, perPage, url }: PaginationInput): Pagination {
  const totalPages = Math.ceil(total / perPage);
  const lastPage = Math.max(totalPages, 1);
  return {
    pages: totalPages > 1 ? pageWindow(page, lastPage).map((number) => ({ page: number, url: url(number) })) : [],
    page,
    startPage: page,
    totalPages,
    loadedPage: page,
    nextPageUrl: page < totalPages ? url(page + 1) : null,
    prevPageUrl: page > 1 && page <= lastPage ? url(page - 1) : null,
    lastPageUrl: url(lastPage),
    outOfRange: page > lastPage,
  };
}
