import { priceText } from '@shop/contracts/rules/roubles.ts';
import { MISSING_TEXTS } from '@shop/contracts/product.ts';
import type { ProductPage, SelectorGroup } from '@shop/contracts/product.ts';
import type { ParamRow, VarietyRow } from './store.ts';

const LIST_FROM = 7;
export const COLOR_GROUP_NAME = 'Цвет';
const IN_STOCK = 'В наличии';

export interface ColorOption {
  id: number;
  name: string;
  code: string;
}

export const colorPicture = (colorId: number) => `/img/c/${colorId}.svg`;
const pagePath = (variety: VarietyRow) => `/${variety.url}/`;

/** Each variety's value per group position. */
function valuesByVariety(varieties: readonly VarietyRow[], params: readonly ParamRow[]) {
  const values = new Map<number, Map<number, string>>();
  for (const variety of varieties) values.set(variety.id, new Map());
  for (const param of params) values.get(param.assortment_id)?.set(param.position, param.value);
  return values;
}

function groupNames(params: readonly ParamRow[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const param of params) if (!names.has(param.position)) names.set(param.position, param.name);
  return new Map([...names].sort(([a], [b]) => a - b));
}

/**
 * The variety a choice leads to: the one with the chosen value and all the other current values,
 * else (missed) the one with the chosen value that keeps most of them.
 */
function target(
  varieties: readonly VarietyRow[],
  values: Map<number, Map<number, string>>,
  current: VarietyRow,
  position: number,
  value: string,
): { variety: VarietyRow; missed: boolean } | undefined {
  const mine = values.get(current.id) ?? new Map<number, string>();
  let best: { variety: VarietyRow; matches: number } | undefined;
  for (const variety of varieties) {
    const theirs = values.get(variety.id);
    if (theirs?.get(position) !== value) continue;
    let matches = 0;
    for (const [other, mineValue] of mine) if (other !== position && theirs.get(other) === mineValue) matches += 1;
    if (!best || matches > best.matches) best = { variety, matches };
  }
  if (!best) return undefined;
  return { variety: best.variety, missed: best.matches < mine.size - 1 };
}

export interface SelectorsInput {
  varieties: readonly VarietyRow[];
  params: readonly ParamRow[];
  current: VarietyRow;
  colors: readonly ColorOption[];
  colorId: number | null;
  sourceAssId: number | null;
}

export function selectors(input: SelectorsInput): Pick<ProductPage, 'selectors' | 'selectorsTable' | 'changedSelectors'> {
  const { varieties, current } = input;
  const values = valuesByVariety(varieties, input.params);
  const names = groupNames(input.params);
  const mine = values.get(current.id) ?? new Map<number, string>();

  const groups: SelectorGroup[] = [...names].map(([position, name]) => {
    const distinct = [...new Set(varieties.map((variety) => values.get(variety.id)?.get(position)).filter((v) => v !== undefined))];
    const options = distinct.flatMap((value, index) => {
      const found = target(varieties, values, current, position, value);
      if (!found) return [];
      const selected = mine.get(position) === value;
      return [
        {
          id: `${position + 1}-${index + 1}`,
          ass_id: found.variety.id,
          assUrl: pagePath(found.variety),
          text: value,
          img: null,
          imgUrl: null,
          missed: !selected && found.missed,
          selected,
          colorUrl: null,
          colorCode: null,
          colorBtn: false,
        },
      ];
    });
    return {
      number: position + 1,
      name,
      currentSelectVal: mine.get(position) ?? '',
      value: options,
      print: true,
      likeList: options.length >= LIST_FROM,
      colorBtn: false,
      hideBtn: options.length < 2,
    };
  });

  if (input.colors.length > 0) {
    const chosen = input.colors.find((color) => color.id === input.colorId);
    groups.push({
      number: groups.length + 1,
      name: COLOR_GROUP_NAME,
      currentSelectVal: chosen?.name ?? '',
      value: input.colors.map((color) => ({
        id: `color-${color.id}`,
        ass_id: current.id,
        assUrl: pagePath(current),
        text: color.name,
        img: null,
        imgUrl: null,
        missed: false,
        selected: color.id === input.colorId,
        colorUrl: colorPicture(color.id),
        colorCode: color.code,
        colorBtn: true,
      })),
      print: true,
      likeList: input.colors.length >= LIST_FROM,
      colorBtn: true,
      hideBtn: false,
    });
  }

  const source = input.sourceAssId === null ? undefined : values.get(input.sourceAssId);
  const changedSelectors = source
    ? [...names.keys()].filter((position) => source.get(position) !== mine.get(position)).map((position) => position + 1)
    : [];

  return {
    selectors: groups,
    selectorsTable: {
      headers: [...names.values(), 'Цена', 'Наличие'],
      dataset: varieties.map((variety) => ({
        ass_id: variety.id,
        assUrl: pagePath(variety),
        data: [
          ...[...names.keys()].map((position) => values.get(variety.id)?.get(position) ?? '—'),
          priceText(variety.price),
          variety.missing_item === 0 ? IN_STOCK : MISSING_TEXTS[variety.missing_item as 1 | 2 | 3],
        ],
        selected: variety.id === current.id,
        missingItem: variety.missing_item,
      })),
    },
    changedSelectors,
  };
}
