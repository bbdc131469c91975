import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSION, prepareSchema } from './schema.ts';

const tables = (db: BetterSqlite3.Database) =>
  db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[];

describe('schema', () => {
  it('is created whole in a new database, with its version', () => {
    const db = new BetterSqlite3(':memory:');
    expect(prepareSchema(db)).toBe('created');
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    expect(tables(db)).toEqual(expect.arrayContaining(['assortments', 'orders', 'favorite_products', 'addresses', 'content_pages']));
    db.close();
  });

  it('leaves a database of its version and its data as they are', () => {
    const db = new BetterSqlite3(':memory:');
    prepareSchema(db);
    db.prepare("INSERT INTO meta (key, value) VALUES ('seed', '7')").run();
    expect(prepareSchema(db)).toBe('current');
    expect(db.prepare('SELECT value FROM meta').pluck().get()).toBe('7');
    db.close();
  });

  it('empties and recreates a database of another version, such as one the old step-by-step migrations made', () => {
    const db = new BetterSqlite3(':memory:');
    db.exec(`
      CREATE TABLE schema_version (version INTEGER NOT NULL);
      INSERT INTO schema_version (version) VALUES (1), (2);
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO meta (key, value) VALUES ('seed', '7');
      CREATE TABLE favorites (user_id INTEGER NOT NULL, assortment_id INTEGER NOT NULL);
    `);
    expect(prepareSchema(db)).toBe('rebuilt');
    expect(tables(db)).not.toContain('schema_version');
    expect(tables(db)).not.toContain('favorites');
    expect(tables(db)).toContain('favorite_products');
    expect(db.prepare('SELECT count(*) FROM meta').pluck().get()).toBe(0);
    expect(db.pragma('user_version', { simple: true })).toBe(SCHEMA_VERSION);
    db.close();
  });
});
