import type { Database } from '../db/database.ts';

/** A signed-in user's favourite products and categories. */
export function createFavoriteRepo(db: Database) {
  const ids = db.prepare<[number], { product_id: number }>('SELECT product_id FROM favorite_products WHERE user_id = ?');
  const productExists = db.prepare<[number], { id: number }>('SELECT id FROM products WHERE id = ?');
  const addProduct = db.prepare<[number, number, string]>(
    'INSERT OR IGNORE INTO favorite_products (user_id, product_id, created_at) VALUES (?, ?, ?)',
  );
  const removeProduct = db.prepare<[number, number]>('DELETE FROM favorite_products WHERE user_id = ? AND product_id = ?');
  const productCount = db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM favorite_products WHERE user_id = ?');
  const addCategory = db.prepare<[number, number, string]>(
    'INSERT OR IGNORE INTO favorite_categories (user_id, category_id, created_at) VALUES (?, ?, ?)',
  );
  const removeCategory = db.prepare<[number, number]>('DELETE FROM favorite_categories WHERE user_id = ? AND category_id = ?');
  const isCategory = db.prepare<[number, number], { n: number }>(
    'SELECT count(*) AS n FROM favorite_categories WHERE user_id = ? AND category_id = ?',
  );
  return {
    /** The product ids a signed-in user keeps; a guest has none. */
    idsOf(userId: number | null): Set<number> {
      if (userId === null) return new Set();
      return new Set(ids.all(userId).map((row) => row.product_id));
    },
    productExists: (productId: number) => productExists.get(productId) !== undefined,
    /** Adds or removes a product in one transaction with the count that follows. */
    setProduct(userId: number, productId: number, favorite: boolean): number {
      return db
        .transaction(() => {
          if (favorite) addProduct.run(userId, productId, new Date().toISOString());
          else removeProduct.run(userId, productId);
          return productCount.get(userId)?.n ?? 0;
        })
        .immediate();
    },
    setCategory(userId: number, categoryId: number, favorite: boolean): void {
      if (favorite) addCategory.run(userId, categoryId, new Date().toISOString());
      else removeCategory.run(userId, categoryId);
    },
    isCategory: (userId: number, categoryId: number) => (isCategory.get(userId, categoryId)?.n ?? 0) > 0,
  };
}
