import { randomBytes } from 'node:crypto';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { Database } from './database.ts';

export interface SessionRow {
  id: string;
  user_id: number | null;
  site_version: SiteVersion | null;
  last_seen: string;
}

export interface UserRow {
  id: number;
  username: string;
  phone: string | null;
  email: string | null;
}

/** 32 random bytes, base64url: 43 characters. */
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const TOUCH_EVERY_MS = 5 * 60_000;

export function createSessionRepo(db: Database) {
  const byId = db.prepare<[string], SessionRow>('SELECT id, user_id, site_version, last_seen FROM sessions WHERE id = ?');
  const insert = db.prepare<[string, string, string]>(
    'INSERT INTO sessions (id, user_id, site_version, created_at, last_seen) VALUES (?, NULL, NULL, ?, ?)',
  );
  const touch = db.prepare<[string, string]>('UPDATE sessions SET last_seen = ? WHERE id = ?');
  const setSiteVersion = db.prepare<[SiteVersion, string]>('UPDATE sessions SET site_version = ? WHERE id = ?');
  const userById = db.prepare<[number], UserRow>('SELECT id, username, phone, email FROM users WHERE id = ?');
  const staffRoles = db.prepare<[number], { role: string }>('SELECT role FROM staff_roles WHERE user_id = ?');
  const favoriteCount = db.prepare<[number], { count: number }>('SELECT count(*) AS count FROM favorite_products WHERE user_id = ?');
  const insertCopy = db.prepare<[string, string]>(
    'INSERT INTO sessions (id, user_id, site_version, created_at, last_seen) SELECT ?, user_id, site_version, created_at, last_seen FROM sessions WHERE id = ?',
  );
  const remove = db.prepare<[string]>('DELETE FROM sessions WHERE id = ?');
  // Every table that points at a session, read from the schema so a new one is never left behind.
  const referencing = db
    .prepare<[], { name: string; column: string }>(
      `SELECT m.name AS name, f."from" AS column FROM sqlite_master m, pragma_foreign_key_list(m.name) f
        WHERE m.type = 'table' AND f."table" = 'sessions'`,
    )
    .all()
    .map(({ name, column }) => db.prepare<[string, string]>(`UPDATE "${name}" SET "${column}" = ? WHERE "${column}" = ?`));
  const moveIdempotencyOwner = db.prepare<[string, string]>('UPDATE order_idempotency_keys SET owner = ? WHERE owner = ?');
  const newId = () => randomBytes(32).toString('base64url');

  const pruneGuests = db.prepare<[string]>(
    `DELETE FROM sessions WHERE user_id IS NULL AND last_seen < ?
       AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.session_id = sessions.id)`,
  );

  return {
    find(id: string | undefined): SessionRow | undefined {
      if (!id || !SESSION_ID_PATTERN.test(id)) return undefined;
      return byId.get(id);
    },
    create(): SessionRow {
      const id = newId();
      const now = new Date().toISOString();
      insert.run(id, now, now);
      return { id, user_id: null, site_version: null, last_seen: now };
    },
    /** Writes last_seen at most every few minutes, so reads stay reads. */
    touch(session: SessionRow, now = new Date()): void {
      if (now.getTime() - Date.parse(session.last_seen) < TOUCH_EVERY_MS) return;
      touch.run(now.toISOString(), session.id);
    },
    /**
     * The same session under a new id (against session fixation: an id known before sign-in or
     * sign-out is worthless after it). Its cart, preferences, drafts and orders move with it.
     */
    renew(session: SessionRow): SessionRow {
      const id = newId();
      db.transaction(() => {
        insertCopy.run(id, session.id);
        for (const move of referencing) move.run(id, session.id);
        moveIdempotencyOwner.run(`s${id}`, `s${session.id}`);
        remove.run(session.id);
      }).immediate();
      return { ...session, id };
    },
    setSiteVersion: (id: string, version: SiteVersion) => void setSiteVersion.run(version, id),
    user: (id: number) => userById.get(id),
    favoriteCount: (userId: number) => favoriteCount.get(userId)?.count ?? 0,
    staffRoles: (userId: number) => new Set(staffRoles.all(userId).map((row) => row.role)),
    /** Guest sessions idle longer than the cutoff go, with their carts. */
    pruneGuests: (olderThan: Date) => pruneGuests.run(olderThan.toISOString()).changes,
  };
}
