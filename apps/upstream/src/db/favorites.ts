import type { Database } from './database.ts';

export function createFavoriteRepo(db: Database) {
  const ids = db.prepare<[number], { assortment_id: number }>('SELECT assortment_id FROM favorites WHERE user_id = ?');
  return {
    /** Favourites belong to signed-in users; a guest has none. */
    idsOf(userId: number | null): Set<number> {
      if (userId === null) return new Set();
      return new Set(ids.all(userId).map((row) => row.assortment_id));
    },
  };
}

export type FavoriteRepo = ReturnType<typeof createFavoriteRepo>;
