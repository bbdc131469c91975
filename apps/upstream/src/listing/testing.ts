import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { DATABASE_FILE } from '../db/database.ts';
import type { TestShop } from '../testing/test-app.ts';

/** Tests only: writes to the test shop's database as another process would. */
export function writeToShop<T>(shop: TestShop, write: (db: BetterSqlite3.Database) => T): T {
  const db = new BetterSqlite3(join(shop.dataDir, DATABASE_FILE));
  db.pragma('busy_timeout = 5000');
  try {
    return write(db);
  } finally {
    db.close();
  }
}

/** Makes the session of `cookie` ('sid=…') a signed-in user's; returns the user id. */
export function signIn(shop: TestShop, cookie: string): number {
  return writeToShop(shop, (db) => {
    const userId = Number(
      db.prepare('INSERT INTO users (username, created_at) VALUES (?, ?)').run('Покупатель', new Date().toISOString()).lastInsertRowid,
    );
    db.prepare('UPDATE sessions SET user_id = ? WHERE id = ?').run(userId, cookie.replace(/^sid=/, ''));
    return userId;
  });
}
