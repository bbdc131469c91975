import { describe, expect, it } from 'vitest';
import {
  basePathOf,
  buildListingPath,
  parseFilterSegments,
  parseListingPath,
  priceOf,
  mayBeListing,
  readablePath,
  splitListingPath,
} from './listing-url.ts';

describe('listing paths', () => {
  it('split into decoded segments and the page suffix', () => {
    expect(splitListingPath('/dreli/f12:1,2/price:100,5000/page-3/')).toEqual({
      segments: ['dreli', 'f12:1,2', 'price:100,5000'],
      page: 3,
    });
    expect(splitListingPath('/search/%D0%B4%D1%80%D0%B5%D0%BB%D1%8C%20850/')).toEqual({ segments: ['search', 'дрель 850'], page: 1 });
  });

  it('are not listing paths without the trailing slash, with empty segments, bad encoding or a bare page suffix', () => {
    for (const path of ['/dreli', '/dreli//', '/', '/page-2/', '/search/%E0%A4/', 'dreli/']) expect(splitListingPath(path)).toBeNull();
  });

  it('read f{n}, price, target and date segments', () => {
    expect(parseFilterSegments(['f12:1,2', 'price:100,5000.50', 'date:2026-10', 'target:3'])).toEqual({
      filters: [
        { key: 'f12', tokens: ['1', '2'] },
        { key: 'price', tokens: ['100', '5000.50'] },
        { key: 'date', tokens: ['2026-10'] },
        { key: 'target', tokens: ['3'] },
      ],
      dropped: [],
    });
  });

  it('drop malformed segments and repeated keys without throwing, keeping the rest', () => {
    const malformed = [
      'f1',
      'color:1',
      'f2:1,,2',
      'f3:1,1',
      'f4:abc',
      'price:500,100',
      'price:1,2,3',
      'price:x,5',
      'date:2026-13',
      'page-0',
      ':',
      'f5:',
    ];
    expect(parseFilterSegments(['f1:1', 'f1:2', ...malformed, 'target:4'])).toEqual({
      filters: [
        { key: 'f1', tokens: ['1'] },
        { key: 'target', tokens: ['4'] },
      ],
      dropped: ['f1:2', ...malformed],
    });
  });

  it('read a whole path: the base (two segments for search and brands), filters and page', () => {
    expect(parseListingPath('/search/%D0%B4%D1%80%D0%B5%D0%BB%D1%8C/f1:2/page-2/')).toEqual({
      base: ['search', 'дрель'],
      filters: [{ key: 'f1', tokens: ['2'] }],
      page: 2,
      dropped: [],
    });
    expect(parseListingPath('/brands/granit/')).toEqual({ base: ['brands', 'granit'], filters: [], page: 1, dropped: [] });
    expect(parseListingPath('/dreli/f1:x/price:10,20/')).toEqual({
      base: ['dreli'],
      filters: [{ key: 'price', tokens: ['10', '20'] }],
      page: 1,
      dropped: ['f1:x'],
    });
    expect(parseListingPath('/search/')).toBeNull();
  });

  it('reads a price range', () => {
    expect(priceOf(['100', '5000.5'])).toEqual({ min: 100, max: 5000.5 });
    expect(priceOf(['5000', '100'])).toBeNull();
    // One price is a range too: min never above max, but it may meet it.
    expect(parseFilterSegments(['price:500,500'])).toEqual({ filters: [{ key: 'price', tokens: ['500', '500'] }], dropped: [] });
  });
});

describe('building listing paths', () => {
  const filters = [
    { order: 12, key: 'f12', tokens: ['1'] },
    { order: 7, key: 'price', tokens: ['100', '5000'] },
    { order: 1, key: 'f1', tokens: ['343', '350'] },
  ];

  it('order filter segments by filter id on mobile and keep the chosen order on desktop', () => {
    expect(buildListingPath('/dreli/', filters, 2, false)).toBe('/dreli/f12:1/price:100,5000/f1:343,350/page-2/');
    expect(buildListingPath('/dreli/', filters, 2, true)).toBe('/dreli/f1:343,350/price:100,5000/f12:1/page-2/');
    expect(buildListingPath('/dreli/', [], 1, true)).toBe('/dreli/');
  });

  it('round-trips: a built path reads back as the same base, filters and page', () => {
    const paths = [
      '/dreli/',
      '/dreli/f12:1/price:100,5000/f1:343,350/page-2/',
      '/sale/date:2026-10,2026-09/target:3/',
      `/search/${encodeURIComponent('дрель 18 В')}/f1:2/page-7/`,
      '/brands/granit/price:0,99.99/',
    ];
    for (const path of paths) {
      const parsed = parseListingPath(path);
      if (!parsed) throw new Error(`${path} did not parse`);
      expect(parsed.dropped).toEqual([]);
      const rebuilt = buildListingPath(
        basePathOf(parsed.base),
        parsed.filters.map((filter, order) => ({ ...filter, order })),
        parsed.page,
        false,
      );
      expect(rebuilt).toBe(path);
    }
  });

  it('drops unreadable segments of a listing path', () => {
    expect(readablePath('/dreli/f99:zz/', '')).toBe('/dreli/');
    expect(readablePath('/dreli/f1:340/price:9,1/page-2/', '?sort_field=price&sort_dir=asc')).toBe(
      '/dreli/f1:340/page-2/?sort_field=price&sort_dir=asc',
    );
    expect(readablePath('/dreli/page-abc/', '')).toBe('/dreli/');
    expect(readablePath('/dreli/f1:340/', '')).toBeNull();
  });

  it('are read for what can be read only when the failed page may be a listing: not a page of another type', () => {
    for (const route of [undefined, 'catalog', 'pagenotfound', '404page', 'exception', 'unknownErrorPage'])
      expect(mayBeListing(route)).toBe(true);
    // /confirmation/abc/ is an unknown order's confirmation, not the page /confirmation/ with a broken segment.
    for (const route of ['confirmation', 'order', 'assortment', 'page']) expect(mayBeListing(route)).toBe(false);
  });
});
