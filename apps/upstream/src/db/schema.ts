import { readFileSync } from 'node:fs';
import type { Database } from 'better-sqlite3';

/**
 * The demo upstream's schema, schema.sql, created whole at start. Its data is generated (each
 * domain's seed.ts), so a change to the schema needs no migration: raise SCHEMA_VERSION, and a
 * database of another version is emptied and generated again on its next start. The compiled
 * server reads the copy the build puts beside it (scripts/bundle-server.mjs).
 */
export const SCHEMA_VERSION = 1;

const SCHEMA = readFileSync(new URL('./schema.sql', import.meta.url), 'utf8');

/**
 * Creates the schema in a new database, or empties and recreates one of another version (a
 * database made by the earlier step-by-step migrations has none). Answers what it did; the seeds
 * fill what is empty afterwards. Run before foreign keys are enforced: dropping tables in any
 * order must not trip them.
 */
export function prepareSchema(db: Database): 'current' | 'created' | 'rebuilt' {
  return db
    .transaction(() => {
      // Another process on the same file may have prepared it meanwhile.
      if (db.pragma('user_version', { simple: true }) === SCHEMA_VERSION) return 'current';
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all() as string[];
      for (const table of tables) db.exec(`DROP TABLE "${table}"`);
      db.exec(SCHEMA);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
      return tables.length > 0 ? 'rebuilt' : 'created';
    })
    .immediate();
}
