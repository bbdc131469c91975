import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isValidInn } from '@shop/contracts/inn.ts';
import { openDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { ensurePlaces } from './seed.ts';

const opened: Array<{ db: Database; dir: string }> = [];
function freshDatabase(): Database {
  const dir = mkdtempSync(join(tmpdir(), 'places-seed-'));
  const db = openDatabase(dir);
  opened.push({ db, dir });
  return db;
}
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const rows = (db: Database, sql: string) => db.prepare(sql).all();

describe('places generation', () => {
  it('makes thousands of pickup points and a few hundred companies for a full-size shop', () => {
    const db = freshDatabase();
    const result = ensurePlaces(db, { assortments: 20_000, seed: 7 }, () => {});
    expect(result).toMatchObject({ cities: 113, companies: 300 });
    expect(result?.points).toBeGreaterThan(2000);
    expect(result?.streets).toBeGreaterThan(2500);
    const inns = rows(db, 'SELECT inn FROM companies') as Array<{ inn: string }>;
    expect(inns.every((row) => isValidInn(row.inn))).toBe(true);
    expect(inns.some((row) => row.inn.length === 12)).toBe(true);
  });

  it('keeps every point within its city', () => {
    const db = freshDatabase();
    ensurePlaces(db, { assortments: 2_000, seed: 7 }, () => {});
    const far = rows(
      db,
      `SELECT p.id FROM pickup_points p JOIN cities c ON c.id = p.city_id
       WHERE abs(p.lat - c.lat) > 0.35 OR abs(p.lng - c.lng) > 0.6`,
    );
    expect(far).toEqual([]);
  });

  it('gives the same data for the same seed and other data for another', () => {
    const points = (seed: number) => {
      const db = freshDatabase();
      ensurePlaces(db, { assortments: 1_000, seed }, () => {});
      return rows(db, 'SELECT name, street_address, lat, lng FROM pickup_points ORDER BY id');
    };
    expect(points(11)).toEqual(points(11));
    expect(points(11)).not.toEqual(points(12));
  });

  it('leaves existing data alone on a later start', () => {
    const db = freshDatabase();
    expect(ensurePlaces(db, { assortments: 1_000, seed: 1 }, () => {})).not.toBeNull();
    expect(ensurePlaces(db, { assortments: 20_000, seed: 2 }, () => {})).toBeNull();
  });
});
