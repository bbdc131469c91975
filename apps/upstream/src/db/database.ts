import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { SCHEMA_VERSION, prepareSchema } from './schema.ts';

export type { Database };

export const DATABASE_FILE = 'shop.sqlite';

export function openDatabase(dataDir: string, log: (message: string) => void = () => {}): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  // Another process (a second dev server, a script) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  if (prepareSchema(db) === 'rebuilt')
    log(`the database had another schema: emptied for schema ${SCHEMA_VERSION}, its data is generated again`);
  db.pragma('foreign_keys = ON');
  return db;
}
