import { describe, expect, it } from 'vitest';
import { chosenPrice, filterFormPath } from './filter-form.ts';

const bounds = { min: 100, max: 9000, selectableMin: 500, selectableMax: 5000 };

describe('chosenPrice', () => {
  it('keeps both ends within the selectable range, min never above max', () => {
    expect(chosenPrice(bounds, 0, 99_999, 'selectable')).toEqual([500, 5000]);
    expect(chosenPrice(bounds, 6000, 7000, 'selectable')).toEqual([5000, 5000]);
    expect(chosenPrice(bounds, 3000, 1000, 'selectable', 'max')).toEqual([3000, 3000]);
    expect(chosenPrice(bounds, 3000, 1000, 'selectable', 'min')).toEqual([1000, 1000]);
  });

  it('is no filter over the whole range, and an empty end is that end', () => {
    expect(chosenPrice(bounds, 0, 99_999, 'whole')).toBeNull();
    expect(chosenPrice(bounds, Number.NaN, 2000, 'whole')).toEqual([100, 2000]);
  });
});

describe('filterFormPath', () => {
  const form = { base: '/instrumenty/', chosen: [], price: null, sort: null, order: ['target', 'f10', 'price', 'f1'] };

  it('writes the chosen values in the listing’s order of filters, one segment per filter, page 1', () => {
    expect(filterFormPath({ ...form, chosen: ['f1:1', 'f10:3', 'f10:4', 'f10:3'] })).toBe('/instrumenty/f10:3,4/f1:1/');
  });

  it('adds a price typed, held within the selectable range, and the sort', () => {
    const price = { from: 200, to: 4000, bounds, rendered: { from: 100, to: 9000, chosen: false } };
    expect(filterFormPath({ ...form, chosen: ['target:373'], price, sort: { field: 'price', dir: 'asc', isDefault: false } })).toBe(
      '/instrumenty/target:373/price:500,4000/?sort_field=price&sort_dir=asc',
    );
    const whole = { ...bounds, selectableMin: 100, selectableMax: 9000 };
    expect(
      filterFormPath({ ...form, price: { from: 0, to: 99_999, bounds: whole, rendered: { from: 100, to: 9000, chosen: false } } }),
    ).toBe('/instrumenty/');
  });

  it('leaves the price as it was when its fields were not changed', () => {
    const untouched = { from: 100, to: 9000, bounds, rendered: { from: 100, to: 9000, chosen: false } };
    expect(filterFormPath({ ...form, chosen: ['f1:1'], price: untouched })).toBe('/instrumenty/f1:1/');
    const chosen = { from: 700, to: 800, bounds, rendered: { from: 700, to: 800, chosen: true } };
    expect(filterFormPath({ ...form, chosen: ['f1:1'], price: chosen })).toBe('/instrumenty/price:700,800/f1:1/');
  });
});
