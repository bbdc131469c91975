-- The catalogue, shoppers, carts and orders.
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
  brand TEXT NOT NULL,
  -- rating: mean of votes_total votes, one decimal (0 without votes); comment_count of those
  -- votes came with a published review. Cards and the product page show the same figures.
  popularity INTEGER NOT NULL DEFAULT 0,
  rating REAL NOT NULL DEFAULT 0,
  votes_total INTEGER NOT NULL DEFAULT 0,
  comment_count INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX products_category ON products(category_id);
CREATE INDEX products_popularity ON products(popularity);
-- The main page's lists read in the order they show and stop at their length: popular
-- categories rank by the sum of their products' popularity and show their most popular product
-- (from this index alone, not every product row); sale goods go by discount, largest first.
CREATE INDEX products_category_popularity ON products(category_id, popularity);

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
  default_multism_id INTEGER NOT NULL REFERENCES multisms(id),
  arrived_at TEXT NOT NULL DEFAULT '',
  search_text TEXT NOT NULL DEFAULT ''
);
CREATE INDEX assortments_product ON assortments(product_id);
CREATE INDEX assortments_assval1 ON assortments(assval1);
CREATE INDEX assortments_kind_discount ON assortments(assval1, discount_percent DESC);

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

CREATE TABLE favorite_products (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, product_id)
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
  modified_at TEXT NOT NULL,
  manager_id INTEGER REFERENCES employees(id),
  address TEXT NOT NULL DEFAULT '',
  address_id INTEGER,
  city_id INTEGER,
  point_id INTEGER,
  delivery_date TEXT,
  delivery_express INTEGER NOT NULL DEFAULT 0,
  delivery_to_door INTEGER NOT NULL DEFAULT 0,
  delivery_to_door_elevator INTEGER NOT NULL DEFAULT 0,
  delivery_to_door_floor INTEGER NOT NULL DEFAULT 1,
  email TEXT NOT NULL DEFAULT '',
  contact TEXT NOT NULL DEFAULT '',
  person_type INTEGER NOT NULL DEFAULT 0,
  inn TEXT NOT NULL DEFAULT '',
  legal_name TEXT NOT NULL DEFAULT '',
  -- What was ordered and how: a repeated send of the same order within seconds finds it.
  send_fingerprint TEXT,
  -- The invoice link carries this token, so it can be shared without the session.
  invoice_token TEXT,
  pay_token TEXT,
  pay_return_origin TEXT,
  paid_at TEXT,
  -- Removed from the shopper's history; the order itself stays.
  hidden_at TEXT
);
CREATE INDEX orders_user ON orders(user_id);
CREATE INDEX orders_session ON orders(session_id);
CREATE UNIQUE INDEX orders_pay_token ON orders(pay_token) WHERE pay_token IS NOT NULL;
CREATE INDEX orders_created ON orders(created_at);
CREATE INDEX orders_manager ON orders(manager_id, created_at);

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

-- Catalogue listings (catalogue.md): filters with the values of every assortment, brands,
-- favourite categories and per-session view and menu choices.
-- A filter with no category belongs to every listing that has values for it.
CREATE TABLE filters (
  id INTEGER PRIMARY KEY,
  category_id INTEGER REFERENCES categories(id),
  kind TEXT NOT NULL CHECK (kind IN ('list', 'color', 'date', 'price')),
  target TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  real_name TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX filters_category ON filters(category_id);

CREATE TABLE filter_values (
  id INTEGER PRIMARY KEY,
  filter_id INTEGER NOT NULL REFERENCES filters(id),
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  UNIQUE (filter_id, code)
);

CREATE TABLE assortment_filter_values (
  filter_id INTEGER NOT NULL REFERENCES filters(id),
  value_id INTEGER NOT NULL REFERENCES filter_values(id),
  assortment_id INTEGER NOT NULL REFERENCES assortments(id),
  PRIMARY KEY (filter_id, value_id, assortment_id)
) WITHOUT ROWID;
CREATE INDEX assortment_filter_values_assortment ON assortment_filter_values(assortment_id, filter_id, value_id);

-- The marks of the brand lists and brand listings; value_id is the brand filter's value.
CREATE TABLE catalog_brands (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  latin TEXT NOT NULL,
  slug TEXT NOT NULL UNIQUE,
  value_id INTEGER NOT NULL REFERENCES filter_values(id)
);

CREATE TABLE favorite_categories (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, category_id)
) WITHOUT ROWID;

CREATE TABLE catalog_session_prefs (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  view_mode TEXT NOT NULL DEFAULT 'pics' CHECK (view_mode IN ('pics', 'detail')),
  menu_section_id INTEGER REFERENCES categories(id)
);

-- Product pages, comments and widgets.
-- What the product page tells about a brand (the lists' marks are catalog_brands).
CREATE TABLE brand_profiles (
  name TEXT PRIMARY KEY,
  description TEXT NOT NULL,
  country TEXT NOT NULL,
  brand_country TEXT NOT NULL
) WITHOUT ROWID;

-- description is HTML; docs a JSON list of {name, kind: 'pdf' | 'html'}.
CREATE TABLE product_details (
  product_id INTEGER PRIMARY KEY REFERENCES products(id),
  description TEXT NOT NULL,
  docs TEXT NOT NULL
);

CREATE TABLE product_characteristics (
  product_id INTEGER NOT NULL REFERENCES products(id),
  position INTEGER NOT NULL,
  group_name TEXT NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  short INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, position)
) WITHOUT ROWID;

-- image_source_id: whose pictures the variety shows (another variety's when it has none).
CREATE TABLE assortment_details (
  assortment_id INTEGER PRIMARY KEY REFERENCES assortments(id),
  note_html TEXT NOT NULL DEFAULT '',
  image_count INTEGER NOT NULL CHECK (image_count BETWEEN 1 AND 8),
  image_source_id INTEGER NOT NULL REFERENCES assortments(id),
  image_version TEXT NOT NULL,
  like_new_percent INTEGER CHECK (like_new_percent BETWEEN 1 AND 90),
  wholesale INTEGER NOT NULL DEFAULT 0
);

-- The values a variety differs from its siblings in (selector groups, by position).
CREATE TABLE assortment_params (
  assortment_id INTEGER NOT NULL REFERENCES assortments(id),
  position INTEGER NOT NULL,
  name TEXT NOT NULL,
  value TEXT NOT NULL,
  PRIMARY KEY (assortment_id, position)
) WITHOUT ROWID;

CREATE TABLE price_history (
  assortment_id INTEGER NOT NULL REFERENCES assortments(id),
  day TEXT NOT NULL,
  price REAL NOT NULL CHECK (price >= 0),
  PRIMARY KEY (assortment_id, day)
) WITHOUT ROWID;

-- Votes given without a written review (products.votes_total counts both kinds).
CREATE TABLE silent_votes (
  product_id INTEGER NOT NULL REFERENCES products(id),
  vote INTEGER NOT NULL CHECK (vote BETWEEN 1 AND 5),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (product_id, vote)
) WITHOUT ROWID;

-- Reviews and forum comments with their answers. in_reviews: the thread is a review's.
CREATE TABLE comments (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products(id),
  parent_id INTEGER REFERENCES comments(id) ON DELETE CASCADE,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  author TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('review', 'comment', 'answer')),
  in_reviews INTEGER NOT NULL CHECK (in_reviews IN (0, 1)),
  level INTEGER NOT NULL CHECK (level >= 0),
  body TEXT NOT NULL,
  pros_body TEXT NOT NULL DEFAULT '',
  cons_body TEXT NOT NULL DEFAULT '',
  vote INTEGER CHECK (vote BETWEEN 1 AND 5),
  detailed_vote TEXT,
  rating INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  modified_at TEXT NOT NULL
);
CREATE INDEX comments_product ON comments(product_id, in_reviews);
CREATE INDEX comments_parent ON comments(parent_id);
CREATE UNIQUE INDEX comments_one_review_per_user ON comments(product_id, user_id)
  WHERE type = 'review' AND user_id IS NOT NULL;

CREATE TABLE comment_rates (
  comment_id INTEGER NOT NULL REFERENCES comments(id) ON DELETE CASCADE,
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  rate INTEGER NOT NULL CHECK (rate IN (-1, 1)),
  created_at TEXT NOT NULL,
  PRIMARY KEY (comment_id, user_id)
) WITHOUT ROWID;

CREATE TABLE comment_moderators (user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE);

CREATE TABLE price_subscriptions (
  id INTEGER PRIMARY KEY,
  assortment_id INTEGER NOT NULL REFERENCES assortments(id),
  email TEXT NOT NULL,
  session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  -- The letter's link cancels the subscription by this token.
  unsubscribe_token TEXT,
  unsubscribed_at TEXT,
  UNIQUE (assortment_id, email)
);
CREATE UNIQUE INDEX price_subscriptions_token ON price_subscriptions(unsubscribe_token);

CREATE TABLE discount_requests (
  id INTEGER PRIMARY KEY,
  assortment_id INTEGER NOT NULL REFERENCES assortments(id),
  quantity REAL NOT NULL CHECK (quantity > 0),
  multism_id INTEGER NOT NULL REFERENCES multisms(id),
  price REAL NOT NULL CHECK (price > 0),
  comment TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  session_id TEXT REFERENCES sessions(id) ON DELETE SET NULL,
  user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE tooltips (id TEXT PRIMARY KEY, html TEXT NOT NULL) WITHOUT ROWID;

CREATE TABLE color_choices (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  assortment_id INTEGER NOT NULL REFERENCES assortments(id),
  color_id INTEGER NOT NULL REFERENCES colors(id),
  chosen_at TEXT NOT NULL,
  PRIMARY KEY (session_id, assortment_id)
) WITHOUT ROWID;

CREATE TABLE product_views (
  session_id TEXT NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  assortment_id INTEGER NOT NULL REFERENCES assortments(id),
  viewed_at TEXT NOT NULL,
  PRIMARY KEY (session_id, assortment_id)
) WITHOUT ROWID;
CREATE INDEX product_views_recent ON product_views(session_id, viewed_at);

-- settings: JSON of the widget's content (texts, pictures, the goods and categories it shows).
CREATE TABLE widgets (
  key TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  settings TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE page_widgets (
  site_version TEXT NOT NULL CHECK (site_version IN ('desktop', 'mobile')),
  position INTEGER NOT NULL,
  widget_key TEXT NOT NULL REFERENCES widgets(key),
  PRIMARY KEY (site_version, position)
) WITHOUT ROWID;

-- Checkout, order page, payment and history; the sales board of the monitoring display.
CREATE TABLE employees (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  position TEXT NOT NULL,
  monthly_plan REAL NOT NULL CHECK (monthly_plan > 0),
  -- JSON of the generated portrait's traits.
  portrait TEXT NOT NULL
);

-- Sales before the demo's own orders: one row per employee and Moscow day.
CREATE TABLE employee_sales_history (
  employee_id INTEGER NOT NULL REFERENCES employees(id),
  day TEXT NOT NULL,
  amount REAL NOT NULL CHECK (amount >= 0),
  deals INTEGER NOT NULL CHECK (deals >= 0),
  PRIMARY KEY (employee_id, day)
) WITHOUT ROWID;

-- sales_updated: an order arrived since the board last read its data.
CREATE TABLE monitoring_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  sales_updated INTEGER NOT NULL DEFAULT 0,
  changed_at TEXT
);
INSERT INTO monitoring_state (id, sales_updated) VALUES (1, 0);

-- The checkout form state of a session (cart-and-ordering.md §3 "Ordering data"), JSON.
CREATE TABLE ordering_drafts (
  session_id TEXT PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- owner: 'u' and the user id, or 's' and the session id. A key answers its order for 24 hours.
CREATE TABLE order_idempotency_keys (
  owner TEXT NOT NULL,
  key TEXT NOT NULL,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (owner, key)
) WITHOUT ROWID;

-- The seller on invoices.
CREATE TABLE shop_requisites (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  name TEXT NOT NULL,
  inn TEXT NOT NULL,
  kpp TEXT NOT NULL,
  ogrn TEXT NOT NULL,
  address TEXT NOT NULL,
  bank TEXT NOT NULL,
  bik TEXT NOT NULL,
  account TEXT NOT NULL,
  corr_account TEXT NOT NULL,
  director TEXT NOT NULL
);

-- Every order, one-click ones included, gets the next manager in turn and refreshes the board.
CREATE TRIGGER orders_assign_manager AFTER INSERT ON orders
  WHEN NEW.manager_id IS NULL AND EXISTS (SELECT 1 FROM employees)
BEGIN
  UPDATE orders SET manager_id = (
    SELECT id FROM employees ORDER BY id LIMIT 1 OFFSET (NEW.id % (SELECT count(*) FROM employees))
  ) WHERE id = NEW.id;
END;
CREATE TRIGGER orders_refresh_monitoring AFTER INSERT ON orders
BEGIN
  UPDATE monitoring_state SET sales_updated = 1, changed_at = NEW.created_at WHERE id = 1;
END;

-- Account and places: cities, pickup points, streets and companies for the lookups; sign-in
-- codes, the development outbox, passwords, social sign-in; saved addresses and preferences.
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

-- One live code per destination ('phone:7912…' or 'email:…'), stored as a salted hash.
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

-- Content pages the shop links to (legal texts, delivery, pickup, discounts); staff roles of users.
-- html is sanitisable markup; {pickupPoints} and {pickupCities} are filled in when served.
CREATE TABLE content_pages (
  path TEXT PRIMARY KEY CHECK (path LIKE '/%/'),
  title TEXT NOT NULL,
  seo_desc TEXT NOT NULL,
  html TEXT NOT NULL,
  updated_at TEXT NOT NULL
) WITHOUT ROWID;

-- debug: sees checkout's delivery debug data; sal: the one-click button copies the assortment id.
CREATE TABLE staff_roles (
  user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('debug', 'sal')),
  PRIMARY KEY (user_id, role)
) WITHOUT ROWID;
