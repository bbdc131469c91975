import { Faker, base, ru } from '@faker-js/faker';
import type { Database } from '../db/database.ts';
import { seedOnce } from '../db/seed-once.ts';
import type { SeedLog, SeedOptions } from '../db/seed-once.ts';
import { BRAND_COUNTRY, COLORS, LEAVES_BY_SLUG } from '../catalogue/tree.ts';
import type { LeafNode } from '../catalogue/tree.ts';
import { agree, slugify } from '../catalogue/russian.ts';

/**
 * What catalogue listings need on top of the base catalogue: filters and the value of each
 * filter for every assortment (read from the names the base generation wrote, so a filter agrees
 * with what the card says), brands with Latin names, popularity, review figures, arrival dates
 * and search text. Deterministic from the seed; generated once, when the filters table is empty.
 */

const SEED_OFFSET = 2002;

/** Filters shared by every listing; a leaf's own filters (type, size) follow from LEAF_FILTERS_FROM. */
export const FILTER_ID = { brand: 1, material: 2, country: 3, color: 4, target: 5, date: 6, price: 7 } as const;
const LEAF_FILTERS_FROM = 10;

type FilterKind = 'list' | 'color' | 'date' | 'price';
interface FilterDef {
  id: number;
  categoryId: number | null;
  kind: FilterKind;
  target: string;
  name: string;
  realName: string;
  position: number;
}

const SHARED_FILTERS: FilterDef[] = [
  { id: FILTER_ID.price, categoryId: null, kind: 'price', target: 'price', name: 'Цена', realName: 'Цена, ₽', position: 0 },
  { id: FILTER_ID.brand, categoryId: null, kind: 'list', target: 'f1', name: 'Бренд', realName: 'Торговая марка', position: 1 },
  { id: FILTER_ID.material, categoryId: null, kind: 'list', target: 'f2', name: 'Материал', realName: 'Материал', position: 4 },
  { id: FILTER_ID.country, categoryId: null, kind: 'list', target: 'f3', name: 'Страна', realName: 'Страна производства', position: 5 },
  { id: FILTER_ID.color, categoryId: null, kind: 'color', target: 'f4', name: 'Цвет', realName: 'Цвет', position: 6 },
  { id: FILTER_ID.target, categoryId: null, kind: 'list', target: 'target', name: 'Назначение', realName: 'Назначение', position: 7 },
  { id: FILTER_ID.date, categoryId: null, kind: 'date', target: 'date', name: 'Поступление', realName: 'Дата поступления', position: 8 },
];

/** faker's material adjectives (as the base generation uses them) and the filter's nouns. */
const MATERIALS: Record<string, string> = {
  Стальной: 'Сталь',
  Деревянный: 'Дерево',
  Резиновый: 'Резина',
  Пластиковый: 'Пластик',
};

export const TARGETS = ['Для дома', 'Для дачи', 'Для ремонта', 'Для строительства', 'Для профессионалов'] as const;

/** Arrival dates run back a year from here; fixed, so the same seed gives the same months. */
const ARRIVALS_UNTIL = Date.UTC(2026, 10, 1);
const DAY_MS = 86_400_000;
const MONTHS = ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'];

export const monthName = (code: string) => {
  const [year, month] = code.split('-');
  return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
};

/** Search text: lower case, ё as е, so 'ЁЛКА', 'ёлка' and 'елка' find the same goods. */
export const searchNormalise = (text: string) => text.toLowerCase().replace(/ё/g, 'е');

/** Letter by letter, keeping capitals: 'Северный ветер' -> 'Severnyj veter', 'АкваЛюкс' -> 'AkvaLyuks'. */
export function latinMark(name: string): string {
  return [...name]
    .map((char) => {
      if (!/[А-ЯЁа-яё]/.test(char)) return char;
      const latin = slugify(char);
      return char === char.toLowerCase() ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
    })
    .join('');
}

export interface CatalogueListingResult {
  filters: number;
  values: number;
  links: number;
  brands: number;
}

interface AssortmentSource {
  id: number;
  name: string;
  assval1: string;
  product_id: number;
  product_name: string;
  brand: string;
  slug: string;
  leaf_name: string;
}

/** The longest of the candidates the text starts with (type words, variants). */
const longestPrefix = (text: string, candidates: readonly string[]) =>
  [...candidates].sort((a, b) => b.length - a.length).find((candidate) => text.startsWith(candidate));

function materialOf(productName: string, leaf: LeafNode, kind: string): string | null {
  const rest = productName.slice(leaf.noun.length + 1 + kind.length + 1);
  for (const adjective of leaf.materials ?? []) {
    if (rest.startsWith(`${agree(adjective, leaf.gender)} `)) return MATERIALS[adjective] ?? null;
  }
  return null;
}

export function generateCatalogueListing(db: Database, options: { seed: number }): CatalogueListingResult {
  const faker = new Faker({ locale: [ru, base] });
  faker.seed(options.seed + SEED_OFFSET);
  const leaves = LEAVES_BY_SLUG;

  const insertFilter = db.prepare(
    'INSERT INTO filters (id, category_id, kind, target, name, real_name, position) VALUES (@id, @categoryId, @kind, @target, @name, @realName, @position)',
  );
  const insertValue = db.prepare('INSERT INTO filter_values (filter_id, code, name, position) VALUES (?, ?, ?, ?)');
  const insertLink = db.prepare('INSERT INTO assortment_filter_values (filter_id, value_id, assortment_id) VALUES (?, ?, ?)');
  const insertBrand = db.prepare('INSERT INTO catalog_brands (name, latin, slug, value_id) VALUES (?, ?, ?, ?)');
  const updateProduct = db.prepare(
    'UPDATE products SET popularity = @popularity, rating = @rating, votes_total = @votes, comment_count = @comments WHERE id = @id',
  );
  const updateAssortment = db.prepare('UPDATE assortments SET arrived_at = ?, search_text = ? WHERE id = ?');

  return db
    .transaction((): CatalogueListingResult => {
      let valueCount = 0;
      let linkCount = 0;
      const valueIds = new Map<string, number>();
      const value = (filterId: number, code: string, name: string, position = 0): number => {
        const key = `${filterId}\u0000${code}`;
        const known = valueIds.get(key);
        if (known !== undefined) return known;
        const id = Number(insertValue.run(filterId, code, name, position).lastInsertRowid);
        valueIds.set(key, id);
        valueCount += 1;
        return id;
      };
      const link = (filterId: number, valueId: number, assortmentId: number) => {
        linkCount += insertLink.run(filterId, valueId, assortmentId).changes;
      };

      for (const filter of SHARED_FILTERS) insertFilter.run(filter);
      const categories = db.prepare('SELECT id, slug FROM categories ORDER BY id').all() as Array<{ id: number; slug: string }>;
      const leafFilters = new Map<string, { type: number; variant: number }>();
      let nextFilterId = LEAF_FILTERS_FROM;
      for (const category of categories) {
        const leaf = leaves.get(category.slug);
        if (!leaf) continue;
        const type = nextFilterId++;
        const variant = nextFilterId++;
        insertFilter.run({
          id: type,
          categoryId: category.id,
          kind: 'list',
          target: `f${type}`,
          name: 'Тип',
          realName: 'Тип',
          position: 2,
        });
        const variantName = leaf.variantName;
        insertFilter.run({
          id: variant,
          categoryId: category.id,
          kind: 'list',
          target: `f${variant}`,
          name: variantName,
          realName: variantName,
          position: 3,
        });
        leaf.kinds.forEach((kind, position) => value(type, String(position + 1), kind, position));
        leaf.variants.forEach((variantValue, position) => value(variant, String(position + 1), variantValue, position));
        leafFilters.set(leaf.slug, { type, variant });
      }

      const brandNames = (db.prepare('SELECT DISTINCT brand FROM products ORDER BY brand').all() as Array<{ brand: string }>).map(
        (row) => row.brand,
      );
      const brandValue = new Map<string, number>();
      const brandLatin = new Map<string, string>();
      brandNames.forEach((name, position) => {
        const valueId = value(FILTER_ID.brand, String(position + 1), name, position);
        brandValue.set(name, valueId);
        brandLatin.set(name, latinMark(name));
        insertBrand.run(name, latinMark(name), slugify(name), valueId);
      });
      const listValues = (filterId: number, names: readonly string[]) =>
        new Map(names.map((name, position) => [name, value(filterId, String(position + 1), name, position)]));
      const materialValue = listValues(FILTER_ID.material, Object.values(MATERIALS));
      const countryValue = listValues(FILTER_ID.country, [...new Set(Object.values(BRAND_COUNTRY))].sort());
      const targetValue = listValues(FILTER_ID.target, TARGETS);
      const colorValue = new Map(
        COLORS.map((color, position) => [color.id, value(FILTER_ID.color, String(color.id), color.name, position)]),
      );

      const colorsOf = new Map<number, number[]>();
      for (const row of db
        .prepare('SELECT assortment_id, color_id FROM assortment_colors ORDER BY assortment_id, color_id')
        .all() as Array<{
        assortment_id: number;
        color_id: number;
      }>) {
        const list = colorsOf.get(row.assortment_id) ?? [];
        list.push(row.color_id);
        colorsOf.set(row.assortment_id, list);
      }

      const rows = db
        .prepare(
          `SELECT a.id, a.name, a.assval1, p.id AS product_id, p.name AS product_name, p.brand, c.slug, c.name AS leaf_name
         FROM assortments a JOIN products p ON p.id = a.product_id JOIN categories c ON c.id = p.category_id
         ORDER BY a.product_id, a.id`,
        )
        .all() as AssortmentSource[];

      const traitsOf = new Map<number, { type: string | null; material: string | null; targets: string[] }>();
      for (const row of rows) {
        const leaf = leaves.get(row.slug);
        const own = leafFilters.get(row.slug);
        if (!leaf || !own) throw new Error(`Assortment ${row.id} is in ${row.slug}, which is not a leaf of the catalogue tree`);

        let current = traitsOf.get(row.product_id);
        if (!current) {
          const afterNoun = row.product_name.slice(leaf.noun.length + 1);
          const type = longestPrefix(afterNoun, leaf.kinds) ?? null;
          const popularity = Math.round(Math.exp(faker.number.float({ min: 0, max: Math.log(10_000) })));
          const voted = faker.datatype.boolean(0.3 + (0.6 * popularity) / 10_000);
          const votes = voted ? Math.round(Math.exp(faker.number.float({ min: 0, max: Math.log(12 + popularity / 40) }))) : 0;
          const rating = votes > 0 ? Math.round(faker.number.float({ min: votes < 3 ? 3 : 3.4, max: 5 }) * 10) / 10 : 0;
          const comments = votes > 0 ? Math.max(1, Math.round(votes * faker.number.float({ min: 0.3, max: 0.9 }))) : 0;
          updateProduct.run({ id: row.product_id, popularity, rating, votes, comments });
          current = {
            type,
            material: type ? materialOf(row.product_name, leaf, type) : null,
            targets: faker.helpers.arrayElements(TARGETS, { min: 1, max: 2 }),
          };
          traitsOf.set(row.product_id, current);
        }

        const brandValueId = brandValue.get(row.brand);
        if (brandValueId !== undefined) link(FILTER_ID.brand, brandValueId, row.id);
        if (current.type !== null) link(own.type, value(own.type, String(leaf.kinds.indexOf(current.type) + 1), current.type), row.id);
        // The base generation names a variant '{product name}, {variant}'.
        const variantIndex = leaf.variants.indexOf(row.name.slice(row.product_name.length + 2));
        const variant = leaf.variants[variantIndex];
        if (variant !== undefined) link(own.variant, value(own.variant, String(variantIndex + 1), variant), row.id);
        // Goods that can be told apart by material are filtered by it; the others by country.
        const materialId = current.material ? materialValue.get(current.material) : undefined;
        const countryId = leaf.materials ? undefined : countryValue.get(BRAND_COUNTRY[row.brand] ?? '');
        if (materialId !== undefined) link(FILTER_ID.material, materialId, row.id);
        if (countryId !== undefined) link(FILTER_ID.country, countryId, row.id);
        for (const colorId of colorsOf.get(row.id) ?? []) {
          const colorValueId = colorValue.get(colorId);
          if (colorValueId !== undefined) link(FILTER_ID.color, colorValueId, row.id);
        }
        for (const target of current.targets) {
          const targetId = targetValue.get(target);
          if (targetId !== undefined) link(FILTER_ID.target, targetId, row.id);
        }

        const daysAgo = row.assval1 === 'new' ? faker.number.int({ min: 0, max: 45 }) : faker.number.int({ min: 0, max: 364 });
        const arrived = new Date(ARRIVALS_UNTIL - daysAgo * DAY_MS).toISOString().slice(0, 10);
        const month = arrived.slice(0, 7);
        link(FILTER_ID.date, value(FILTER_ID.date, month, monthName(month)), row.id);
        updateAssortment.run(arrived, searchNormalise(`${row.name} ${row.leaf_name} ${brandLatin.get(row.brand) ?? ''}`), row.id);
      }

      // Date values were met in assortment order; list them newest first.
      const months = [...valueIds.keys()]
        .filter((key) => key.startsWith(`${FILTER_ID.date}\u0000`))
        .map((key) => key.split('\u0000')[1] ?? '');
      const reorder = db.prepare('UPDATE filter_values SET position = ? WHERE filter_id = ? AND code = ?');
      months
        .sort()
        .reverse()
        .forEach((code, position) => reorder.run(position, FILTER_ID.date, code));

      return {
        filters: nextFilterId - LEAF_FILTERS_FROM + SHARED_FILTERS.length,
        values: valueCount,
        links: linkCount,
        brands: brandNames.length,
      };
    })
    .immediate();
}

/** Generates the listing data on the first start after the catalogue; later starts keep it. */
export const ensureCatalogueListing = (db: Database, options: SeedOptions, log: SeedLog): CatalogueListingResult | null =>
  seedOnce(db, 'filters', log, '{filters} filters with {values} values on {links} assortment links and {brands} brands', () =>
    generateCatalogueListing(db, options),
  );
