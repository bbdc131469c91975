import { describe, expect, it } from 'vitest';
import { mockCards } from '@shop/mocks/fixtures/listings.ts';
import { analogsHref, cardHref, cardPrice, discountPercent, imageLoading } from './card-model.ts';

const base = { ...mockCards[1]!, assVal1: '' as const, assVal2: null, assVal3: '0', multi_assort: null, price: 1000 };

describe('card price', () => {
  it('is one price with no old price when there is no discount, even if an old value came', () => {
    expect(cardPrice({ ...base, assVal2: 1200 })).toEqual({ kind: 'single', value: 1000, old: null, onRequest: false });
  });

  it('shows the old price only with a sale and a discount percent above 0', () => {
    expect(cardPrice({ ...base, assVal1: 'sale', assVal2: 1200, assVal3: '17' })).toMatchObject({ old: 1200 });
    expect(cardPrice({ ...base, assVal1: 'sale', assVal2: 1200, assVal3: '0' })).toMatchObject({ old: null });
    expect(cardPrice({ ...base, assVal1: 'new', assVal2: 1200, assVal3: '17' })).toMatchObject({ old: null });
  });

  it('is on request for a price of 0, with no old price', () => {
    expect(cardPrice({ ...base, price: 0, assVal1: 'sale', assVal2: 1200, assVal3: '17' })).toEqual({
      kind: 'single',
      value: 0,
      old: null,
      onRequest: true,
    });
  });

  it('is a min–max range with the range’s old prices when several variants match', () => {
    const multi_assort = { price1_min: 900, price1_max: 1500, price1_min_old: 1100, price1_max_old: null };
    expect(cardPrice({ ...base, multi_assort })).toEqual({ kind: 'range', min: 900, max: 1500, minOld: 1100, maxOld: null });
  });

  it('falls back to the card’s price when the range is one price or has no price', () => {
    const same = { price1_min: 1000, price1_max: 1000, price1_min_old: null, price1_max_old: null };
    expect(cardPrice({ ...base, multi_assort: same }).kind).toBe('single');
    const none = { price1_min: 0, price1_max: 0, price1_min_old: null, price1_max_old: null };
    expect(cardPrice({ ...base, price: 0, multi_assort: none })).toMatchObject({ kind: 'single', onRequest: true });
  });
});

describe('discount percent', () => {
  it('comes from assVal3 only on a sale', () => {
    expect(discountPercent({ assVal1: 'sale', assVal3: '17' })).toBe(17);
    expect(discountPercent({ assVal1: 'sale', assVal3: '0' })).toBeNull();
    expect(discountPercent({ assVal1: '', assVal3: '17' })).toBeNull();
  });
});

describe('image loading', () => {
  it('loads the first 12 desktop cards at once, the very first with high priority and with its frame, the rest lazily', () => {
    expect(imageLoading(0, 'desktop')).toEqual({ loading: 'eager', decoding: 'sync', fetchPriority: 'high' });
    expect(imageLoading(11, 'desktop')).toEqual({ loading: 'eager', decoding: 'auto', fetchPriority: 'auto' });
    expect(imageLoading(12, 'desktop')).toEqual({ loading: 'lazy', decoding: 'async', fetchPriority: 'auto' });
  });

  it('loads the first 3 mobile cards at once and the rest lazily', () => {
    expect(imageLoading(2, 'mobile').loading).toBe('eager');
    expect(imageLoading(3, 'mobile')).toEqual({ loading: 'lazy', decoding: 'async', fetchPriority: 'auto' });
  });
});

describe('card link', () => {
  it('is the site path /{url}/', () => {
    expect(cardHref('drel-udarnaya')).toBe('/drel-udarnaya/');
    expect(cardHref('/drel-udarnaya/')).toBe('/drel-udarnaya/');
  });

  it("finds analogs on the product's analogs tab, as a cart line's urlAnalogs does", () => {
    expect(analogsHref('/drel-udarnaya/')).toBe('/drel-udarnaya/analogs/');
    expect(analogsHref('drel-udarnaya')).toBe('/drel-udarnaya/analogs/');
  });
});
