import { describe, expect, it } from 'vitest';
import { pageWindow, paginationOf } from './pagination.ts';

const url = (page: number) => (page > 1 ? `/dreli/page-${page}/` : '/dreli/');

describe('pagination window', () => {
  it('links the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 10]);
    expect(pageWindow(6, 10)).toEqual([1, 4, 5, 6, 7, 8, 10]);
    expect(pageWindow(10, 10)).toEqual([1, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('gives the neighbours’ addresses and no links for a single page', () => {
    const middle = paginationOf({ page: 2, total: 100, perPage: 40, url });
    expect(middle).toMatchObject({
      totalPages: 3,
      nextPageUrl: '/dreli/page-3/',
      prevPageUrl: '/dreli/',
      lastPageUrl: '/dreli/page-3/',
      outOfRange: false,
    });
    expect(middle.pages.map((entry) => entry.url)).toEqual(['/dreli/', '/dreli/page-2/', '/dreli/page-3/']);
    const single = paginationOf({ page: 1, total: 12, perPage: 40, url });
    expect(single).toMatchObject({ pages: [], totalPages: 1, nextPageUrl: null, prevPageUrl: null });
  });

  it('marks a page past the last, so the client goes to the last page', () => {
    expect(paginationOf({ page: 5, total: 45, perPage: 20, url })).toMatchObject({
      outOfRange: true,
      prevPageUrl: null,
      lastPageUrl: '/dreli/page-3/',
      nextPageUrl: null,
    });
    expect(paginationOf({ page: 2, total: 0, perPage: 20, url })).toMatchObject({
      outOfRange: true,
      totalPages: 0,
      lastPageUrl: '/dreli/',
    });
  });
});
