import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { Database } from 'better-sqlite3';
import { migrate } from './migrations.ts';

export type { Database };

export const DATABASE_FILE = 'shop.sqlite';

export function openDatabase(dataDir: string): Database {
  mkdirSync(dataDir, { recursive: true });
  const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  // Another process (a second dev server, a script) may hold the write lock for a moment.
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}
