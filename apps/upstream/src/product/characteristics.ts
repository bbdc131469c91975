import type { Characteristics } from '@shop/contracts/product.ts';
import { slugify } from '../catalogue/russian.ts';
import type { BrandRow, CharacteristicRow, DocRef, ParamRow, VarietyRow } from './store.ts';

/** Brand text longer than this is cut with an expand toggle (§2, §9). */
export const BRAND_TEXT_CUT = 100;
const SHORT_MAX = 8;

export const brandPicture = (brand: string) => `/img/b/${slugify(brand)}.svg`;
/** The catalogue's brand listing; the search for the name when the catalogue has no mark for it. */
export const brandPath = (brand: BrandRow) => (brand.slug ? `/brands/${brand.slug}/` : `/search/${encodeURIComponent(brand.name)}/`);

export const documentUrl = (productId: number, index: number, doc: DocRef) => `/files/docs/${productId}/${index + 1}.${doc.kind}`;
export const documentsUrl = (productId: number) => `/files/docs/${productId}/`;

const massText = (kg: number) => (kg >= 1 ? `${String(Math.round(kg * 100) / 100).replace('.', ',')} кг` : `${Math.round(kg * 1000)} г`);

export interface CharacteristicsInput {
  variety: VarietyRow;
  description: string;
  rows: readonly CharacteristicRow[];
  params: readonly ParamRow[];
  brand: BrandRow | undefined;
  docs: readonly DocRef[];
}

/** §3 "Characteristics": the product's own rows with the variety's values and weight, grouped. */
export function characteristics(input: CharacteristicsInput): Characteristics {
  const { variety, brand } = input;
  const ownParams = input.params.filter((param) => param.assortment_id === variety.id);
  const rows: Array<{ group: string; name: string; value: string; short: boolean; url: string | null }> = [
    ...(brand ? [{ group: 'Основные характеристики', name: 'Бренд', value: brand.name, short: true, url: brandPath(brand) }] : []),
    ...ownParams.map((param) => ({ group: 'Основные характеристики', name: param.name, value: param.value, short: true, url: null })),
    ...input.rows.map((row) => ({ group: row.group_name, name: row.name, value: row.value, short: row.short === 1, url: null })),
    { group: 'Габариты и вес', name: 'Вес', value: massText(variety.mass), short: true, url: null },
  ];
  const groups = new Map<string, Array<{ name: string; value: string }>>();
  for (const row of rows) {
    const list = groups.get(row.group) ?? [];
    list.push({ name: row.name, value: row.value });
    groups.set(row.group, list);
  }
  return {
    description: input.description,
    shortText: rows
      .filter((row) => row.short)
      .slice(0, SHORT_MAX)
      .map((row) => ({ name: row.name, value: row.value, url: row.url, compositeValue: row.value.includes(','), header: false })),
    text: [...groups].map(([header, list]) => ({ header, list })),
    brand: brand
      ? {
          img: brandPicture(brand.name),
          url: brandPath(brand),
          desc: brand.description,
          collapsed: brand.description.length > BRAND_TEXT_CUT,
          brandCountry: brand.brand_country,
          country: brand.country,
        }
      : null,
    docs: input.docs.map((doc, index) => ({ url: documentUrl(variety.product_id, index, doc), name: doc.name, ico: doc.kind })),
    allDocsUrl: input.docs.length > 0 ? documentsUrl(variety.product_id) : null,
  };
}
