import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { prepareSchema } from '../db/schema.ts';
import { generateCatalogue } from './seed.ts';

function generated(seed: number, assortments: number) {
  const db = new BetterSqlite3(':memory:');
  db.pragma('foreign_keys = ON');
  prepareSchema(db);
  const result = generateCatalogue(db, { seed, assortments });
  return { db, result };
}

const firstNames = (db: BetterSqlite3.Database) =>
  (db.prepare('SELECT name FROM assortments ORDER BY id LIMIT 20').all() as Array<{ name: string }>).map((row) => row.name);

describe('catalogue generation', () => {
  it('gives the same names for the same seed and other names for another seed', () => {
    const a = generated(7, 200);
    const b = generated(7, 200);
    const c = generated(8, 200);
    expect(firstNames(a.db)).toEqual(firstNames(b.db));
    expect(firstNames(a.db)).not.toEqual(firstNames(c.db));
  });

  it('makes exactly the requested number of assortments in three levels of categories', () => {
    const { db, result } = generated(20261122, 3000);
    expect(result.assortments).toBe(3000);
    expect(db.prepare('SELECT count(*) AS n FROM assortments').get()).toEqual({ n: 3000 });
    expect(result.categories).toBeGreaterThanOrEqual(30);
    expect(db.prepare('SELECT DISTINCT level FROM categories ORDER BY level').all()).toEqual([{ level: 1 }, { level: 2 }, { level: 3 }]);
  });

  it('mixes in unavailable, sale, new, express and price-on-request goods', () => {
    const { db } = generated(20261122, 3000);
    const count = (where: string) => (db.prepare(`SELECT count(*) AS n FROM assortments WHERE ${where}`).get() as { n: number }).n;
    expect(count('missing_item > 0')).toBeGreaterThan(100);
    expect(count("assval1 = 'sale' AND old_price > price AND assval3 = CAST(discount_percent AS TEXT)")).toBeGreaterThan(100);
    expect(count("assval1 = 'new'")).toBeGreaterThan(50);
    expect(count('express = 1 AND missing_item = 0')).toBeGreaterThan(100);
    expect(count('price = 0')).toBeGreaterThan(0);
    expect(count('price >= 10000')).toBeGreaterThan(0);
    expect(count('price > 0 AND price < 100')).toBeGreaterThan(0);
  });

  it('names goods in Russian and gives each a unique Latin url', () => {
    const { db } = generated(20261122, 500);
    const rows = db.prepare('SELECT name, url FROM assortments').all() as Array<{ name: string; url: string }>;
    for (const row of rows) {
      expect(row.name).toMatch(/^[А-ЯЁ][а-яё]+ /);
      expect(row.url).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(rows.map((row) => row.url)).size).toBe(rows.length);
  });
});
