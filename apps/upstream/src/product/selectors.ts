import { MISSING_TEXTS } from '@shop/contracts/product.ts';
import { productSelectors } from '@shop/contracts/rules/selectors.ts';
import type { SelectorVariety } from '@shop/contracts/rules/selectors.ts';
import type { ParamRow, VarietyRow } from './store.ts';

export interface SelectorsInput {
  varieties: readonly VarietyRow[];
  params: readonly ParamRow[];
  current: VarietyRow;
  colors: ReadonlyArray<{ id: number; name: string; code: string }>;
  colorId: number | null;
  sourceAssId: number | null;
}

/** The page's selectors from the product's varieties and their values (assortment_params, by group position). */
export function selectors(input: SelectorsInput) {
  const { params } = input;
  const positions = [...new Set(params.map((param) => param.position))].sort((a, b) => a - b);
  const view = (variety: VarietyRow): SelectorVariety => ({
    id: variety.id,
    url: variety.url,
    price: variety.price,
    missingItem: variety.missing_item,
    availability: variety.missing_item === 0 ? 'В наличии' : MISSING_TEXTS[variety.missing_item as 1 | 2 | 3],
    values: positions.map((position) => params.find((param) => param.assortment_id === variety.id && param.position === position)?.value),
  });
  const varieties = input.varieties.map(view);
  return productSelectors({
    groups: positions.map((position) => params.find((param) => param.position === position)?.name ?? ''),
    varieties,
    current: varieties.find((variety) => variety.id === input.current.id) ?? view(input.current),
    colors: input.colors,
    colorId: input.colorId,
    sourceAssId: input.sourceAssId,
  });
}
