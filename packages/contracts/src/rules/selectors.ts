import type { ProductPage, SelectorGroup } from '../product.ts';
import { priceText } from './roubles.ts';

/**
 * The product page's selectors (product-widgets-monitoring.md §3): a group per value the varieties
 * differ in, then the colours; the table of varieties; and which groups a choice changed. The demo
 * upstream and the mocks both build them here.
 */

export interface SelectorVariety {
  id: number;
  /** Its page path without the slashes. */
  url: string;
  price: number;
  missingItem: number;
  /** 'В наличии', or why it cannot be bought now. */
  availability: string;
  /** Its value in each group, by the group's position; none where it has none. */
  values: ReadonlyArray<string | undefined>;
}

export interface SelectorsInput {
  /** The groups' names, by position. */
  groups: readonly string[];
  varieties: readonly SelectorVariety[];
  current: SelectorVariety;
  colors: ReadonlyArray<{ id: number; name: string; code: string }>;
  colorId: number | null;
  /** The variety the shopper came from (the selector scenario). */
  sourceAssId: number | null;
}

/** A group of this many options and more is a list, not buttons. */
const LIST_FROM = 7;

export const colorPicture = (colorId: number) => `/img/c/${colorId}.svg`;
const pagePath = (variety: SelectorVariety) => `/${variety.url}/`;

/**
 * The variety a choice leads to: the one with the chosen value and all the other current values,
 * else (missed) the one with the chosen value that keeps most of them.
 */
function target(input: SelectorsInput, position: number, value: string) {
  const mine = input.current.values;
  let best: { variety: SelectorVariety; matches: number } | undefined;
  for (const variety of input.varieties) {
    if (variety.values[position] !== value) continue;
    const matches = mine.filter(
      (mineValue, other) => other !== position && mineValue !== undefined && variety.values[other] === mineValue,
    ).length;
    if (!best || matches > best.matches) best = { variety, matches };
  }
  const valuesSet = mine.filter((mineValue) => mineValue !== undefined).length;
  return best && { variety: best.variety, missed: best.matches < valuesSet - 1 };
}

const option = (id: string, variety: SelectorVariety, text: string, missed: boolean, selected: boolean) => ({
  id,
  ass_id: variety.id,
  assUrl: pagePath(variety),
  text,
  img: null,
  imgUrl: null,
  missed,
  selected,
});

const NOT_A_COLOR = { colorUrl: null, colorCode: null, colorBtn: false };

const group = (
  number: number,
  name: string,
  currentSelectVal: string,
  value: SelectorGroup['value'],
  colorBtn: boolean,
): SelectorGroup => ({
  number,
  name,
  currentSelectVal,
  value,
  print: true,
  likeList: value.length >= LIST_FROM,
  colorBtn,
  hideBtn: value.length < 2,
});

export function productSelectors(input: SelectorsInput): Pick<ProductPage, 'selectors' | 'selectorsTable' | 'changedSelectors'> {
  const { varieties, current } = input;
  const groups: SelectorGroup[] = input.groups.map((name, position) => {
    const distinct = [...new Set(varieties.map((variety) => variety.values[position]).filter((value) => value !== undefined))];
    const options = distinct.flatMap((value, index) => {
      const found = target(input, position, value);
      const selected = current.values[position] === value;
      if (!found) return [];
      return [{ ...option(`${position + 1}-${index + 1}`, found.variety, value, !selected && found.missed, selected), ...NOT_A_COLOR }];
    });
    return group(position + 1, name, current.values[position] ?? '', options, false);
  });

  if (input.colors.length > 0) {
    const chosen = input.colors.find((color) => color.id === input.colorId);
    const options = input.colors.map((color) => ({
      ...option(`color-${color.id}`, current, color.name, false, color.id === input.colorId),
      colorUrl: colorPicture(color.id),
      colorCode: color.code,
      colorBtn: true,
    }));
    groups.push({ ...group(groups.length + 1, 'Цвет', chosen?.name ?? '', options, true), hideBtn: false });
  }

  const source = varieties.find((variety) => variety.id === input.sourceAssId);
  return {
    selectors: groups,
    selectorsTable: {
      headers: [...input.groups, 'Цена', 'Наличие'],
      dataset: varieties.map((variety) => ({
        ass_id: variety.id,
        assUrl: pagePath(variety),
        data: [...input.groups.map((_, position) => variety.values[position] ?? '—'), priceText(variety.price), variety.availability],
        selected: variety.id === current.id,
        missingItem: variety.missingItem,
      })),
    },
    changedSelectors: source
      ? input.groups.flatMap((_, position) => (source.values[position] !== current.values[position] ? [position + 1] : []))
      : [],
  };
}
