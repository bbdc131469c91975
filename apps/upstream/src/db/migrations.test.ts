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

  it('refuses a database with a step this build does not know', () => {
    const db = new BetterSqlite3(':memory:');
    migrate(db);
    db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(999);
    expect(() => migrate(db)).toThrow(/999/);
    db.close();
  });
});
