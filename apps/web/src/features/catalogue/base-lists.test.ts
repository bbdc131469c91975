import { describe, expect, it } from 'vitest';
import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { allowsList, listingAllowed } from './base-lists.ts';

const listing = (kind: CataloguePageSections['listing']['kind'], showNew: boolean, showHistory: boolean) => ({
  listing: { kind, title: '', basePath: `/${kind}/` },
  showNew,
  showHistory,
});

describe('base lists', () => {
  it('offer /history/ on desktop only and when allowed, /new/ only when allowed', () => {
    expect(allowsList('history', listing('sale', true, true), false)).toBe(true);
    expect(allowsList('history', listing('sale', true, true), true)).toBe(false);
    expect(allowsList('history', listing('sale', true, false), false)).toBe(false);
    expect(allowsList('new', listing('sale', false, true), false)).toBe(false);
    expect(allowsList('sale', listing('sale', false, false), true)).toBe(true);
  });

  it('show /history/ and /new/ only when allowed; categories and search always', () => {
    expect(listingAllowed(listing('history', true, true), false)).toBe(true);
    expect(listingAllowed(listing('history', true, true), true)).toBe(false);
    expect(listingAllowed(listing('new', false, true), false)).toBe(false);
    expect(listingAllowed(listing('category', false, false), true)).toBe(true);
    expect(listingAllowed(listing('favorites', false, false), true)).toBe(true);
  });
});
