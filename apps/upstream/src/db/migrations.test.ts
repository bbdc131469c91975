import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate, migrations } from './migrations.ts';

describe('migrate', () => {
  it('applies a step that landed after a higher-numbered one, and only once', () => {
    const db = new BetterSqlite3(':memory:');
    db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL)');
    const late = 4;
    for (const step of migrations.filter((entry) => entry.version !== late)) {
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(step.version);
    }
    expect(migrate(db)).toEqual([late]);
    expect(migrate(db)).toEqual([]);
    const columns = db.prepare("SELECT name FROM pragma_table_info('orders')").all() as Array<{ name: string }>;
    expect(columns.map((column) => column.name)).toContain('paid_at');
    db.close();
  });

  it('keeps a favourite variety saved before as its product', () => {
    const db = new BetterSqlite3(':memory:');
    db.exec('CREATE TABLE schema_version (version INTEGER NOT NULL)');
    for (const step of migrations.filter((entry) => entry.version < 7)) {
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(step.version);
    }
    db.exec(`
      INSERT INTO categories (id, parent_id, level, name, slug, position) VALUES (1, NULL, 1, 'Инструменты', 'instrumenty', 1);
      INSERT INTO products (id, category_id, name, url, brand) VALUES (10, 1, 'Дрель', 'drel', 'Гранит');
      INSERT INTO multisms (id, mult, coef, fname, unit) VALUES (1, 1, 1, 'штука', 'шт');
      INSERT INTO assortments (id, product_id, url, name, price, article, mass, brand, default_multism_id)
        VALUES (101, 10, 'drel-1', 'Дрель 1', 100, 'A1', 1, 'Гранит', 1), (102, 10, 'drel-2', 'Дрель 2', 120, 'A2', 1, 'Гранит', 1);
      INSERT INTO users (id, username, created_at) VALUES (5, 'Ева', '2026-01-01');
      INSERT INTO favorites (user_id, assortment_id, created_at) VALUES (5, 101, '2026-01-02'), (5, 102, '2026-01-03');
    `);
    expect(migrate(db)).toEqual([7, 8]);
    expect(db.prepare('SELECT user_id, product_id, created_at FROM favorite_products').all()).toEqual([
      { user_id: 5, product_id: 10, created_at: '2026-01-02' },
    ]);
    db.close();
  });

  it('refuses a database with a step this build does not know', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(999);
    expect(() => migrate(db)).toThrow(/999/);
    db.close();
  });
});
