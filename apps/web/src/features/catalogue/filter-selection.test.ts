import { describe, expect, it } from 'vitest';
import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { sameSelection, selectedLabel, selectionPath, toggleValue, withPrice } from './filter-selection.ts';

const price = {
  id: 7,
  type: 'price',
  name: 'Цена',
  realName: 'Цена, ₽',
  target: 'price',
  min: 100,
  max: 5000,
  selectableMin: 300,
  selectableMax: 4000,
  valueMin: 100,
  valueMax: 5000,
} as const;
const sections = {
  listing: { kind: 'category', title: 'Дрели', basePath: '/dreli/' },
  productsParams: { perRow: 4, onPage: 40, total: 26, sortName: 'pop', sortDir: 'desc', sortDirRev: 'asc' },
  filters: [
    price,
    { id: 11, type: 'list', name: 'Мощность', realName: 'Мощность', target: 'f11', values: [] },
    { id: 1, type: 'list', name: 'Бренд', realName: 'Бренд', target: 'f1', values: [] },
    { id: 20, type: 'date', name: 'Поступление', realName: 'Поступление', target: 'date', values: [] },
  ],
} as unknown as CataloguePageSections;

describe('filter selection', () => {
  it('toggles values and drops a filter left empty', () => {
    let selection = toggleValue({}, 1, 340);
    selection = toggleValue(selection, 1, 342);
    expect(selection).toEqual({ '1': [340, 342] });
    selection = toggleValue(toggleValue(selection, 1, 340), 1, 342);
    expect(selection).toEqual({});
  });

  it('keeps min under max, clamps to the range and removes the full range', () => {
    // A min typed above the max meets the max; a max typed below the min meets the min.
    expect(withPrice({}, price, 3500, 1200, 'selectable', 'min')).toEqual({ price: [1200, 1200] });
    expect(withPrice({}, price, 3500, 1200, 'selectable', 'max')).toEqual({ price: [3500, 3500] });
    expect(withPrice({}, price, 5000, 4000, 'selectable', 'min')).toEqual({ price: [4000, 4000] });
    expect(withPrice({}, price, 10, 200, 'selectable', 'max')).toEqual({ price: [300, 300] });
    expect(withPrice({}, price, 50, 99999, 'whole')).toEqual({});
    expect(withPrice({ price: [1, 2] }, price, 100, 5000, 'whole')).toEqual({});
    expect(withPrice({}, price, 700, 1200, 'selectable')).toEqual({ price: [700, 1200] });
  });

  it('writes the path: in the panel order on desktop, by filter id on mobile, keeping the sort', () => {
    const selection = { '11': [4], '1': [340, 342], price: [700, 1200], '20': ['2026-10'] };
    expect(selectionPath(sections, selection, false)).toBe('/dreli/price:700,1200/f11:4/f1:340,342/date:2026-10/');
    expect(selectionPath(sections, selection, true)).toBe('/dreli/f1:340,342/price:700,1200/f11:4/date:2026-10/');
    const sorted = {
      ...sections,
      productsParams: { ...sections.productsParams, sortName: 'price', sortDir: 'asc' },
    } as CataloguePageSections;
    expect(selectionPath(sorted, {}, false)).toBe('/dreli/?sort_field=price&sort_dir=asc');
  });

  it('compares selections regardless of order', () => {
    expect(sameSelection({ '1': [1, 2] }, { '1': [2, 1] })).toBe(true);
    expect(sameSelection({ '1': [1] }, {})).toBe(false);
  });

  it('shows long labels as a count', () => {
    expect(selectedLabel(['Гранит'])).toBe('Гранит');
    expect(selectedLabel(['Северный ветер', 'Уралсталь', 'Энергия'])).toBe('Выбрано: 3');
    expect(selectedLabel([])).toBeNull();
  });
});
