import { describe, expect, it } from 'vitest';
import { buildListingPath, parseFilterSegments, splitListingPath } from './listing-path.ts';
import { searchWords, sortOf, stem } from './listing-request.ts';

describe('listing paths', () => {
  it('split into decoded segments and the page suffix', () => {
    expect(splitListingPath('/dreli/f12:1,2/price:100,5000/page-3/')).toEqual({ segments: ['dreli', 'f12:1,2', 'price:100,5000'], page: 3 });
    expect(splitListingPath('/search/%D0%B4%D1%80%D0%B5%D0%BB%D1%8C%20850/')).toEqual({ segments: ['search', 'дрель 850'], page: 1 });
  });

  it('refuse paths without the trailing slash, with empty segments or a bare page suffix', () => {
    for (const path of ['/dreli', '/dreli//', '/', '/page-2/', '/search/%E0%A4/']) expect(splitListingPath(path)).toBeNull();
  });

  it('read filter segments and refuse repeated keys, unknown keys and empty values', () => {
    expect(parseFilterSegments(['f12:1,2', 'price:100,5000', 'date:2026-10', 'target:3'])).toEqual([
      { key: 'f12', tokens: ['1', '2'] },
      { key: 'price', tokens: ['100', '5000'] },
      { key: 'date', tokens: ['2026-10'] },
      { key: 'target', tokens: ['3'] },
    ]);
    for (const segments of [['f1:1', 'f1:2'], ['color:1'], ['f1:1,,2'], ['f1:1,1'], ['f1']]) {
      expect(parseFilterSegments(segments)).toBeNull();
    }
  });

  it('order filter segments by filter id on mobile and keep the chosen order on desktop', () => {
    const filters = [
      { order: 12, key: 'f12', tokens: ['1'] },
      { order: 7, key: 'price', tokens: ['100', '5000'] },
      { order: 1, key: 'f1', tokens: ['343', '350'] },
    ];
    expect(buildListingPath('/dreli/', filters, 2, false)).toBe('/dreli/f12:1/price:100,5000/f1:343,350/page-2/');
    expect(buildListingPath('/dreli/', filters, 2, true)).toBe('/dreli/f1:343,350/price:100,5000/f12:1/page-2/');
    expect(buildListingPath('/dreli/', [], 1, true)).toBe('/dreli/');
  });
});

describe('sort from the query', () => {
  it('defaults to popularity, descending', () => {
    expect(sortOf(new URLSearchParams(''))).toEqual({ field: 'pop', dir: 'desc', isDefault: true });
  });

  it('sorts other fields ascending unless told, and ignores unknown values', () => {
    expect(sortOf(new URLSearchParams('sort_field=price'))).toEqual({ field: 'price', dir: 'asc', isDefault: false });
    expect(sortOf(new URLSearchParams('sort_field=name&sort_dir=desc'))).toMatchObject({ field: 'name', dir: 'desc' });
    expect(sortOf(new URLSearchParams('sort_field=rank&sort_dir=up'))).toEqual({ field: 'pop', dir: 'desc', isDefault: true });
  });
});

describe('search words', () => {
  it('match any case and ё, and drop Russian endings', () => {
    expect(searchWords('  ДРЕЛЬ   Ударная ')).toEqual(['дрел', 'ударн']);
    expect(searchWords('Шуруповёрт 18 В')).toEqual(['шуруповерт', '18', 'в']);
    expect(stem('розетки')).toBe('розетк');
    expect(stem('лак')).toBe('лак');
  });
});
