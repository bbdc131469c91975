import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { DATABASE_FILE } from '../db/database.ts';

export const TEST_SIZE = 300;
export const TEST_SEED = 20261122;

export interface TestShop {
  app: FastifyInstance;
  dataDir: string;
  /** Reads the generated catalogue directly, to pick assortments with a given trait. */
  query<T>(sql: string, ...params: unknown[]): T;
  /** Writes to the database as another process would, to set up what a test needs. */
  write<T>(action: (db: BetterSqlite3.Database) => T): T;
  reopen(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export async function createTestShop(): Promise<TestShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'upstream-test-'));
  const build = () => buildApp({ dataDir, assortments: TEST_SIZE, seed: TEST_SEED });
  const shop: TestShop = {
    app: await build(),
    dataDir,
    query<T>(sql: string, ...params: unknown[]): T {
      const db = new BetterSqlite3(join(dataDir, DATABASE_FILE), { readonly: true });
      try {
        return db.prepare(sql).get(...params) as T;
      } finally {
        db.close();
      }
    },
    write<T>(action: (db: BetterSqlite3.Database) => T): T {
      const db = new BetterSqlite3(join(dataDir, DATABASE_FILE));
      db.pragma('busy_timeout = 5000');
      try {
        return action(db);
      } finally {
        db.close();
      }
    },
    async reopen() {
      await shop.app.close();
      shop.app = await build();
      return shop.app;
    },
    async close() {
      await shop.app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return shop;
}

/** One test shop for the tests of a file: built before them, closed and removed after them. Read its parts inside the tests. */
export function useTestShop(): TestShop {
  let current: TestShop | undefined;
  beforeAll(async () => {
    current = await createTestShop();
  });
  afterAll(async () => {
    await current?.close();
  });
  const now = () => {
    if (!current) throw new Error('The test shop is built before the tests of the file');
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get dataDir() {
      return now().dataDir;
    },
    query: (sql, ...params) => now().query(sql, ...params),
    write: (action) => now().write(action),
    reopen: () => now().reopen(),
    close: () => now().close(),
  };
}

/** The `sid=...` pair to send back, from a reply's Set-Cookie. */
export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((entry) => entry.name === 'sid');
  if (!cookie) throw new Error('No session cookie in the reply');
  return `sid=${cookie.value}`;
}

/** Makes the session of `cookie` ('sid=…') a new user's, as if they had signed in (sign-in itself is the account's); returns the user id. */
export function signIn(shop: TestShop, cookie: string, name = 'Покупатель'): number {
  return shop.write((db) => {
    const userId = Number(
      db.prepare('INSERT INTO users (username, created_at) VALUES (?, ?)').run(name, new Date().toISOString()).lastInsertRowid,
    );
    db.prepare('UPDATE sessions SET user_id = ? WHERE id = ?').run(userId, cookie.replace(/^sid=/, ''));
    return userId;
  });
}
