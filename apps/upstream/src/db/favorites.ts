import type { Database } from './database.ts';

export function createFavoriteRepo(db: Database) {
  const ids = db.prepare<[number], { product_id: number }>('SELECT product_id FROM favorite_products WHERE user_id = ?');
  return {
    /** The product ids a signed-in user keeps; a guest has none. */
    idsOf(userId: number | null): Set<number> {
      if (userId === null) return new Set();
      return new Set(ids.all(userId).map((row) => row.product_id));
    },
  };
}

export type FavoriteRepo = ReturnType<typeof createFavoriteRepo>;
