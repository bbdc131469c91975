import type { Database } from '../db/database.ts';

export interface ContentPageRow {
  path: string;
  title: string;
  seo_desc: string;
  html: string;
}

export interface PriceSubscriptionRow {
  id: number;
  assortment_id: number;
  email: string;
  unsubscribed_at: string | null;
}

/** Content pages, the figures they show, and the price subscriptions their links cancel. */
export function createContentRepo(db: Database) {
  const page = db.prepare<[string], ContentPageRow>('SELECT path, title, seo_desc, html FROM content_pages WHERE path = ?');
  const pickupFigures = db.prepare<[], { points: number; cities: number }>(
    'SELECT count(*) AS points, count(DISTINCT city_id) AS cities FROM pickup_points',
  );
  const subscriptionByToken = db.prepare<[string], PriceSubscriptionRow>(
    'SELECT id, assortment_id, email, unsubscribed_at FROM price_subscriptions WHERE unsubscribe_token = ?',
  );
  const unsubscribe = db.prepare<[string, number]>(
    'UPDATE price_subscriptions SET unsubscribed_at = ? WHERE id = ? AND unsubscribed_at IS NULL',
  );

  return {
    page: (path: string) => page.get(path),
    pickupFigures: () => pickupFigures.get() ?? { points: 0, cities: 0 },
    subscriptionByToken: (token: string) => subscriptionByToken.get(token),
    /** True when this call cancelled it; a second click on the same link changes nothing. */
    unsubscribe: (id: number, at: Date) => unsubscribe.run(at.toISOString(), id).changes > 0,
  };
}
