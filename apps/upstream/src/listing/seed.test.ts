import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { prepareSchema } from '../db/schema.ts';
import { FILTER_ID, ensureCatalogueListing, generateCatalogueListing, latinMark } from './seed.ts';
import { generateCatalogue } from '../catalogue/seed.ts';

function generated(seed: number, assortments: number) {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  prepareSchema(db);
  generateCatalogue(db, { seed, assortments });
  const result = generateCatalogueListing(db, { seed });
  const all = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[];
  const one = <T>(sql: string, ...params: unknown[]) => db.prepare(sql).get(...params) as T;
  return { db, result, all, one };
}

describe('catalogue listing data', () => {
  const shop = generated(20261122, 3000);

  it('is the same for the same seed', () => {
    const again = generated(20261122, 3000);
    const figures = 'SELECT popularity, rating, votes_total, comment_count FROM products ORDER BY id LIMIT 50';
    expect(again.all(figures)).toEqual(shop.all(figures));
    const links = 'SELECT count(*) AS n, sum(value_id * assortment_id) AS checksum FROM assortment_filter_values';
    expect(again.one(links)).toEqual(shop.one(links));
  });

  it('gives every leaf 3 to 6 filters with values besides price and date', () => {
    const perLeaf = shop.all<{ filters: number }>(`
      SELECT count(DISTINCT x.filter_id) AS filters
      FROM categories c JOIN products p ON p.category_id = c.id JOIN assortments a ON a.product_id = p.id
      JOIN assortment_filter_values x ON x.assortment_id = a.id
      WHERE c.level = 3 AND x.filter_id <> ${FILTER_ID.date} GROUP BY c.id`);
    expect(perLeaf).toHaveLength(39);
    for (const leaf of perLeaf) {
      expect(leaf.filters).toBeGreaterThanOrEqual(3);
      expect(leaf.filters).toBeLessThanOrEqual(6);
    }
  });

  it('gives every assortment a brand, a size, a purpose and an arrival month that agree with its name', () => {
    const missing = (filterClause: string) =>
      shop.one<{ n: number }>(
        `SELECT count(*) AS n FROM assortments a WHERE NOT EXISTS
           (SELECT 1 FROM assortment_filter_values x JOIN filters f ON f.id = x.filter_id WHERE x.assortment_id = a.id AND ${filterClause})`,
      ).n;
    expect(missing(`f.id = ${FILTER_ID.brand}`)).toBe(0);
    expect(missing(`f.id = ${FILTER_ID.target}`)).toBe(0);
    expect(missing(`f.id = ${FILTER_ID.date}`)).toBe(0);
    expect(missing("f.category_id IS NOT NULL AND f.name <> 'Тип'")).toBe(0);
    const disagreeing = shop.one<{ n: number }>(`
      SELECT count(*) AS n FROM assortments a JOIN assortment_filter_values x ON x.assortment_id = a.id
      JOIN filter_values v ON v.id = x.value_id JOIN filters f ON f.id = x.filter_id
      WHERE (f.id = ${FILTER_ID.brand} AND v.name <> a.brand)
         OR (f.category_id IS NOT NULL AND f.name <> 'Тип' AND a.name NOT LIKE '%, ' || v.name)
         OR (f.id = ${FILTER_ID.date} AND v.code <> substr(a.arrived_at, 1, 7))`).n;
    expect(disagreeing).toBe(0);
  });

  it('keeps review figures consistent: a rating only with votes, reviews no more than votes', () => {
    const rows = shop.all<{ rating: number; votes_total: number; comment_count: number; popularity: number }>(
      'SELECT rating, votes_total, comment_count, popularity FROM products',
    );
    for (const row of rows) {
      expect(row.comment_count).toBeLessThanOrEqual(row.votes_total);
      if (row.votes_total === 0) expect(row.rating).toBe(0);
      else expect(row.rating).toBeGreaterThanOrEqual(3);
      expect(row.rating).toBeLessThanOrEqual(5);
    }
    expect(rows.filter((row) => row.votes_total > 0).length).toBeGreaterThan(rows.length / 4);
    expect(new Set(rows.map((row) => row.popularity)).size).toBeGreaterThan(rows.length / 10);
  });

  it('lists every brand with a Latin name and a url slug', () => {
    const brands = shop.all<{ name: string; latin: string; slug: string }>('SELECT name, latin, slug FROM catalog_brands');
    expect(brands).toHaveLength(20);
    for (const brand of brands) {
      expect(brand.latin).toMatch(/^[A-Z][A-Za-z -]+$/);
      expect(brand.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
    }
    expect(latinMark('Северный ветер')).toBe('Severnyj veter');
    expect(latinMark('Профи-Лайн')).toBe('Profi-Lajn');
    expect(latinMark('АкваЛюкс')).toBe('AkvaLyuks');
  });

  it('writes search text in lower case with е for ё and the Latin brand', () => {
    const row = shop.one<{ search_text: string; name: string }>("SELECT search_text, name FROM assortments WHERE name LIKE '%ё%' LIMIT 1");
    expect(row.search_text).not.toMatch(/[А-ЯЁё]/);
    expect(row.search_text).toMatch(/ [a-z]+/);
  });

  it('is generated once: a second ensure leaves the data alone', () => {
    const before = shop.one('SELECT count(*) AS n FROM assortment_filter_values');
    expect(ensureCatalogueListing(shop.db, { assortments: 3000, seed: 1 }, () => {})).toBeNull();
    expect(shop.one('SELECT count(*) AS n FROM assortment_filter_values')).toEqual(before);
  });
});
