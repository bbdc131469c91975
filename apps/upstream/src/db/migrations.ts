import type { Database } from 'better-sqlite3';

/** Ordered schema changes. Never edit a released step: add the next one. */
export const migrations: ReadonlyArray<{ version: number; sql: string }> = [
  {
    version: 1,
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE categories (
        id INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES categories(id),
        level INTEGER NOT NULL CHECK (level BETWEEN 1 AND 3),
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        position INTEGER NOT NULL
      );
      CREATE INDEX categories_parent ON categories(parent_id);

      -- Renamed sections: old path answered with forceRedirectUrl (in-app path or '{host}/...').
      CREATE TABLE page_redirects (path TEXT PRIMARY KEY, target TEXT NOT NULL);

      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        category_id INTEGER NOT NULL REFERENCES categories(id),
        name TEXT NOT NULL,
        url TEXT NOT NULL UNIQUE,
        brand TEXT NOT NULL
      );
      CREATE INDEX products_category ON products(category_id);

      CREATE TABLE multisms (
        id INTEGER PRIMARY KEY,
        mult REAL NOT NULL CHECK (mult > 0),
        coef REAL NOT NULL CHECK (coef > 0),
        fname TEXT NOT NULL,
        unit TEXT NOT NULL
      );

      CREATE TABLE assortments (
        id INTEGER PRIMARY KEY,
        product_id INTEGER NOT NULL REFERENCES products(id),
        url TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        price REAL NOT NULL CHECK (price >= 0),
        old_price REAL,
        discount_percent INTEGER NOT NULL DEFAULT 0,
        assval1 TEXT NOT NULL DEFAULT '' CHECK (assval1 IN ('', 'sale', 'new')),
        assval3 TEXT NOT NULL DEFAULT '0',
        article TEXT NOT NULL,
        missing_item INTEGER NOT NULL DEFAULT 0 CHECK (missing_item BETWEEN 0 AND 3),
        express INTEGER NOT NULL DEFAULT 0,
        delivery_days INTEGER NOT NULL DEFAULT 1,
        main_price_free_shipping INTEGER NOT NULL DEFAULT 0,
        mass REAL NOT NULL CHECK (mass >= 0),
        brand TEXT NOT NULL,
        default_multism_id INTEGER NOT NULL REFERENCES multisms(id)
      );
      CREATE INDEX assortments_product ON assortments(product_id);

      CREATE TABLE assortment_multisms (
        assortment_id INTEGER NOT NULL REFERENCES assortments(id),
        multism_id INTEGER NOT NULL REFERENCES multisms(id),
        position INTEGER NOT NULL,
        PRIMARY KEY (assortment_id, multism_id)
      ) WITHOUT ROWID;

      CREATE TABLE colors (id INTEGER PRIMARY KEY, name TEXT NOT NULL, code TEXT NOT NULL);
      CREATE TABLE assortment_colors (
        assortment_id INTEGER NOT NULL REFERENCES assortments(id),
        color_id INTEGER NOT NULL REFERENCES colors(id),
        PRIMARY KEY (assortment_id, color_id)
      ) WITHOUT ROWID;

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL,
        phone TEXT UNIQUE,
        email TEXT UNIQUE,
        created_at TEXT NOT NULL
      );

      CREATE TABLE sessions (
        id TEXT PRIMARY KEY,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        site_version TEXT CHECK (site_version IN ('desktop', 'mobile')),
        created_at TEXT NOT NULL,
        last_seen TEXT NOT NULL
      );
      CREATE INDEX sessions_last_seen ON sessions(last_seen);

      CREATE TABLE favorites (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        assortment_id INTEGER NOT NULL REFERENCES assortments(id),
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, assortment_id)
      ) WITHOUT ROWID;

      -- A line belongs to a signed-in user or, for a guest, to the session.
      CREATE TABLE cart_lines (
        id INTEGER PRIMARY KEY,
        session_id TEXT REFERENCES sessions(id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        assortment_id INTEGER NOT NULL REFERENCES assortments(id),
        color_id INTEGER REFERENCES colors(id),
        quantity REAL NOT NULL CHECK (quantity > 0),
        multism_id INTEGER NOT NULL REFERENCES multisms(id),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((session_id IS NULL) <> (user_id IS NULL))
      );
      CREATE UNIQUE INDEX cart_lines_owner_line
        ON cart_lines(ifnull(user_id, 0), ifnull(session_id, ''), assortment_id, ifnull(color_id, 0));

      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        order_code TEXT NOT NULL UNIQUE,
        invoice_number TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('one_click', 'checkout')),
        status TEXT NOT NULL,
        phone TEXT NOT NULL,
        goods_total REAL NOT NULL,
        shipment_price REAL NOT NULL,
        total REAL NOT NULL,
        mass REAL NOT NULL,
        delivery_type INTEGER NOT NULL,
        payment_type INTEGER,
        comment TEXT NOT NULL DEFAULT '',
        session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        created_at TEXT NOT NULL,
        modified_at TEXT NOT NULL
      );
      CREATE INDEX orders_user ON orders(user_id);
      CREATE INDEX orders_session ON orders(session_id);

      CREATE TABLE order_lines (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
        assortment_id INTEGER NOT NULL REFERENCES assortments(id),
        color_id INTEGER REFERENCES colors(id),
        name TEXT NOT NULL,
        price REAL NOT NULL,
        quantity REAL NOT NULL,
        multism_id INTEGER NOT NULL REFERENCES multisms(id),
        subtotal REAL NOT NULL
      );
      CREATE INDEX order_lines_order ON order_lines(order_id);
    `,
  },
  {
    // Account and places: cities, pickup points, streets and companies for the lookups; sign-in
    // codes, the development outbox, passwords, social sign-in; saved addresses and preferences.
    version: 5,
    sql: `
      -- sys_city_id: the address service's id of the city (a user city carries both ids).
      CREATE TABLE cities (
        id INTEGER PRIMARY KEY,
        sys_city_id INTEGER NOT NULL UNIQUE,
        name TEXT NOT NULL UNIQUE,
        region TEXT NOT NULL,
        region_code TEXT NOT NULL,
        population INTEGER NOT NULL,
        lat REAL NOT NULL,
        lng REAL NOT NULL,
        bold INTEGER NOT NULL DEFAULT 0
      );

      -- House n of a street stands at (lat + n * dlat, lng + n * dlng); search is the lower-case name.
      CREATE TABLE streets (
        id INTEGER PRIMARY KEY,
        city_id INTEGER NOT NULL REFERENCES cities(id),
        kind TEXT NOT NULL,
        name TEXT NOT NULL,
        search TEXT NOT NULL,
        houses INTEGER NOT NULL CHECK (houses > 0),
        lat REAL NOT NULL,
        lng REAL NOT NULL,
        dlat REAL NOT NULL,
        dlng REAL NOT NULL,
        UNIQUE (city_id, kind, name)
      );
      CREATE INDEX streets_city_search ON streets(city_id, search);

      CREATE TABLE pickup_points (
        id INTEGER PRIMARY KEY,
        city_id INTEGER NOT NULL REFERENCES cities(id),
        name TEXT NOT NULL,
        label TEXT NOT NULL,
        street_address TEXT NOT NULL,
        work_hours TEXT NOT NULL,
        lat REAL NOT NULL,
        lng REAL NOT NULL
      );
      CREATE INDEX pickup_points_city ON pickup_points(city_id);

      CREATE TABLE companies (
        inn TEXT PRIMARY KEY,
        short_name TEXT NOT NULL,
        full_name TEXT NOT NULL
      ) WITHOUT ROWID;

      -- One live code per destination ('phone:7912…' or 'email:…'), kept as a salted hash.
      CREATE TABLE auth_codes (
        destination TEXT PRIMARY KEY,
        code_hash TEXT NOT NULL,
        salt TEXT NOT NULL,
        attempts_left INTEGER NOT NULL,
        sent_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;

      -- What the demo "sent": read by people at /dev/outbox/.
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        channel TEXT NOT NULL CHECK (channel IN ('sms', 'email')),
        destination TEXT NOT NULL,
        code TEXT NOT NULL,
        purpose TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE user_passwords (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        hash TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      CREATE TABLE social_accounts (
        provider TEXT NOT NULL,
        external_id TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        PRIMARY KEY (provider, external_id)
      ) WITHOUT ROWID;

      -- A social sign-in under way: the provider page signs in the session that started it.
      CREATE TABLE social_states (
        state TEXT PRIMARY KEY,
        provider TEXT NOT NULL,
        session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
        return_url TEXT,
        expires_at TEXT NOT NULL
      ) WITHOUT ROWID;

      -- Preferences and saved addresses belong to a signed-in user or, for a guest, to the session.
      CREATE TABLE account_prefs (
        session_id TEXT REFERENCES sessions(id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        field TEXT NOT NULL,
        value TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((session_id IS NULL) <> (user_id IS NULL))
      );
      CREATE UNIQUE INDEX account_prefs_owner_field ON account_prefs(ifnull(user_id, 0), ifnull(session_id, ''), field);

      CREATE TABLE addresses (
        id INTEGER PRIMARY KEY,
        session_id TEXT REFERENCES sessions(id) ON DELETE CASCADE,
        user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        delivery_type INTEGER NOT NULL CHECK (delivery_type IN (0, 3)),
        address TEXT NOT NULL,
        city_id INTEGER NOT NULL REFERENCES cities(id),
        point_id INTEGER REFERENCES pickup_points(id),
        lat REAL NOT NULL,
        lng REAL NOT NULL,
        delivery_to_door INTEGER NOT NULL DEFAULT 0,
        delivery_to_door_elevator INTEGER NOT NULL DEFAULT 0,
        delivery_to_door_floor INTEGER NOT NULL DEFAULT 1 CHECK (delivery_to_door_floor BETWEEN 1 AND 300),
        show_delivery_to_door INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        CHECK ((session_id IS NULL) <> (user_id IS NULL)),
        CHECK ((delivery_type = 3) = (point_id IS NOT NULL))
      );
      CREATE INDEX addresses_user ON addresses(user_id);
      CREATE INDEX addresses_session ON addresses(session_id);
    `,
  },
];

export const SCHEMA_VERSION = migrations.at(-1)?.version ?? 0;

/** Applies the pending steps, each in its own transaction. Returns the versions applied. */
export function migrate(db: Database): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
  const row = db.prepare('SELECT max(version) AS version FROM schema_version').get() as { version: number | null };
  const current = row.version ?? 0;
  if (current > SCHEMA_VERSION) {
    throw new Error(`Database schema ${current} is newer than this build knows (${SCHEMA_VERSION})`);
  }
  const applied: number[] = [];
  for (const step of migrations) {
    if (step.version <= current) continue;
    db.transaction(() => {
      db.exec(step.sql);
      db.prepare('INSERT INTO schema_version (version) VALUES (?)').run(step.version);
    }).immediate();
    applied.push(step.version);
  }
  return applied;
}
