import { describe, expect, it } from 'vitest';
import type { CatalogueProducts, ProductCard } from '@shop/contracts/catalogue.ts';
import {
  appendPage,
  endPage,
  hasPrevious,
  nextCount,
  pageAt,
  prependPage,
  reachesLoadPoint,
  showsPagination,
  startPage,
  startSession,
} from './listing-session.ts';

const card = (id: number) => ({ id, assortmentId: id * 10, name: `Товар ${id}` }) as ProductCard;

function pageOf(page: number, ids: number[], totalPages = 5): CatalogueProducts {
  const url = (n: number) => (n === 1 ? '/dreli/' : `/dreli/page-${n}/`);
  return {
    products: ids.map(card),
    productsParams: { perRow: 4, onPage: 3, total: totalPages * 3 - 1, sortName: 'pop', sortDir: 'desc', sortDirRev: 'asc' },
    pagination: {
      pages: [],
      page,
      startPage: page,
      totalPages,
      loadedPage: page,
      nextPageUrl: page < totalPages ? url(page + 1) : null,
      prevPageUrl: page > 1 ? url(page - 1) : null,
      lastPageUrl: url(totalPages),
      outOfRange: false,
    },
  };
}

describe('a loaded listing', () => {
  it('adds the next page below and never shows a card twice', () => {
    let session = startSession('k', pageOf(1, [1, 2, 3]), '/dreli/');
    session = appendPage(session, pageOf(2, [3, 4, 5]), '/dreli/page-2/');
    expect(session.products.map((c) => c.id)).toEqual([1, 2, 3, 4, 5]);
    expect(endPage(session)).toBe(2);
    // The same page answered twice (a double scroll event) changes nothing.
    expect(appendPage(session, pageOf(2, [3, 4, 5]), '/dreli/page-2/')).toBe(session);
  });

  it('adds the previous page above and shifts where pages begin', () => {
    let session = startSession('k', pageOf(3, [7, 8, 9]), '/dreli/page-3/');
    expect(hasPrevious(session)).toBe(true);
    session = prependPage(session, pageOf(2, [4, 5, 6, 7]), '/dreli/page-2/');
    expect(session.products.map((c) => c.id)).toEqual([4, 5, 6, 7, 8, 9]);
    expect(startPage(session)).toBe(2);
    expect(pageAt(session, 0)).toEqual({ page: 2, url: '/dreli/page-2/' });
    expect(pageAt(session, 3)).toEqual({ page: 3, url: '/dreli/page-3/' });
  });

  it('counts what the next page brings, the rest of the listing at the end', () => {
    let session = startSession('k', pageOf(1, [1, 2, 3], 2), '/dreli/');
    expect(nextCount(session)).toBe(2);
    session = startSession('k', pageOf(1, [1, 2, 3], 5), '/dreli/');
    expect(nextCount(session)).toBe(3);
  });

  it('hides pagination at 1 or 2 pages', () => {
    expect(showsPagination(pageOf(1, [], 2).pagination)).toBe(false);
    expect(showsPagination(pageOf(1, [], 3).pagination)).toBe(true);
  });

  it('loads on mobile at the sixth card from the end, or at the end of a short list', () => {
    expect(reachesLoadPoint(13, 20)).toBe(false);
    expect(reachesLoadPoint(14, 20)).toBe(true);
    expect(reachesLoadPoint(6, 8)).toBe(false);
    expect(reachesLoadPoint(7, 8)).toBe(true);
    expect(reachesLoadPoint(0, 0)).toBe(false);
  });
});
