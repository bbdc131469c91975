import { hashPasswordSync } from './passwords.ts';
import type { Database } from '../db/database.ts';
import { ensurePlaces } from '../places/seed.ts';
import type { SeedLog, SeedOptions } from '../db/seed-once.ts';

/** A registered buyer to try password sign-in with; documented in the README. */
export const DEMO_USER = {
  username: 'Демо Покупатель',
  email: 'demo@shop.example',
  password: 'demo-password',
} as const;

/**
 * Places first (addresses refer to them), then the demo buyer with a password and two saved
 * addresses: a door delivery on a generated street and a pickup point, both in the default city.
 */
export function ensureAccount(db: Database, options: SeedOptions, log: SeedLog): void {
  ensurePlaces(db, options, log);
  const row = db.prepare('SELECT count(*) AS count FROM user_passwords').get() as { count: number };
  if (row.count > 0) return;
  const hash = hashPasswordSync(DEMO_USER.password);
  db.transaction(() => {
    const now = new Date().toISOString();
    const existing = db.prepare('SELECT id FROM users WHERE email = ?').get(DEMO_USER.email) as { id: number } | undefined;
    const userId =
      existing?.id ??
      Number(
        db
          .prepare('INSERT INTO users (username, phone, email, created_at) VALUES (?, NULL, ?, ?)')
          .run(DEMO_USER.username, DEMO_USER.email, now).lastInsertRowid,
      );
    db.prepare('INSERT INTO user_passwords (user_id, hash, updated_at) VALUES (?, ?, ?)').run(userId, hash, now);

    const city = db.prepare('SELECT id, name FROM cities ORDER BY population DESC LIMIT 1').get() as { id: number; name: string };
    const street = db
      .prepare("SELECT kind, name, lat, lng, dlat, dlng FROM streets WHERE city_id = ? AND name = 'Ленина' ORDER BY kind DESC LIMIT 1")
      .get(city.id) as { kind: string; name: string; lat: number; lng: number; dlat: number; dlng: number } | undefined;
    const point = db
      .prepare("SELECT id, street_address, lat, lng FROM pickup_points WHERE city_id = ? AND label = 'Пункт выдачи' ORDER BY id LIMIT 1")
      .get(city.id) as { id: number; street_address: string; lat: number; lng: number } | undefined;
    const insert = db.prepare(`
      INSERT INTO addresses (user_id, delivery_type, address, city_id, point_id, lat, lng, delivery_to_door,
        delivery_to_door_elevator, delivery_to_door_floor, show_delivery_to_door, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    if (point) {
      insert.run(userId, 3, `г. ${city.name}, ${point.street_address}`, city.id, point.id, point.lat, point.lng, 0, 0, 1, 0, now, now);
    }
    if (street) {
      const house = 10;
      const lat = Math.round((street.lat + house * street.dlat) * 1e6) / 1e6;
      const lng = Math.round((street.lng + house * street.dlng) * 1e6) / 1e6;
      insert.run(userId, 0, `г. ${city.name}, ${street.kind} ${street.name}, д. ${house}`, city.id, null, lat, lng, 1, 1, 5, 1, now, now);
    }
  }).immediate();
  log(`created the demo buyer ${DEMO_USER.email}`);
}

export type StaffRole = 'debug' | 'sal';

/**
 * Staff accounts, documented in the README. The delivery debugger is the one account that sees
 * checkout's 'Показать данные для отладки' (cart-and-ordering.md §1, §6); the "sal" user's
 * one-click button reads 'Добавить в буфер' and copies the assortment id (product-widgets-monitoring.md §4).
 */
export const STAFF_USERS: ReadonlyArray<{
  username: string;
  email: string;
  password: string;
  roles: readonly StaffRole[];
  /** Moderates comments: edits and deletes any, answers reviews (product-widgets-monitoring.md §5, §6). */
  moderator?: boolean;
}> = [
  { username: 'Отладка доставки', email: 'debug@shop.example', password: 'debug-password', roles: ['debug'] },
  { username: 'Менеджер продаж', email: 'sal@shop.example', password: 'sal-password', roles: ['sal'] },
  { username: 'Модератор отзывов', email: 'moderator@shop.example', password: 'moderator-password', roles: [], moderator: true },
];

/** Creates each staff account that is missing (an existing database gets them on its next start). */
export function ensureStaff(db: Database, log: SeedLog): void {
  const byEmail = db.prepare<[string], { id: number }>('SELECT id FROM users WHERE email = ?');
  const insertUser = db.prepare('INSERT INTO users (username, phone, email, created_at) VALUES (?, NULL, ?, ?)');
  const insertPassword = db.prepare('INSERT OR IGNORE INTO user_passwords (user_id, hash, updated_at) VALUES (?, ?, ?)');
  const insertRole = db.prepare('INSERT OR IGNORE INTO staff_roles (user_id, role) VALUES (?, ?)');
  const insertModerator = db.prepare('INSERT OR IGNORE INTO comment_moderators (user_id) VALUES (?)');
  for (const staff of STAFF_USERS) {
    if (byEmail.get(staff.email)) continue;
    const hash = hashPasswordSync(staff.password);
    db.transaction(() => {
      const now = new Date().toISOString();
      const userId = Number(insertUser.run(staff.username, staff.email, now).lastInsertRowid);
      insertPassword.run(userId, hash, now);
      for (const role of staff.roles) insertRole.run(userId, role);
      if (staff.moderator) insertModerator.run(userId);
    }).immediate();
    log(`created the staff account ${staff.email}`);
  }
}
