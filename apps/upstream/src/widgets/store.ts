import type { Database } from '../db/database.ts';

export interface WidgetRow {
  key: string;
  type: string;
  settings: string;
}

export interface CategoryPick {
  id: number;
  name: string;
  slug: string;
  /** The most popular variety in it, for the picture. */
  assortment_id: number;
}

export type GoodsKind = 'sale' | 'new' | 'popular';

const AVAILABLE = 'a.missing_item = 0 AND a.price > 0';
const IN_CATEGORIES = '(? IS NULL OR p.category_id IN (SELECT value FROM json_each(?)))';

/** Widget definitions, the main page's layout and the live lists widgets show. Statements prepared once. */
export function createWidgetRepo(db: Database) {
  const byKey = db.prepare<[string], WidgetRow>('SELECT key, type, settings FROM widgets WHERE key = ?');
  const layout = db.prepare<[string], { widget_key: string; position: number }>(
    'SELECT widget_key, position FROM page_widgets WHERE site_version = ? ORDER BY position',
  );
  const goods: Record<GoodsKind, ReturnType<typeof db.prepare<[string | null, string | null, number], { id: number }>>> = {
    sale: db.prepare(`SELECT a.id FROM assortments a JOIN products p ON p.id = a.product_id
      WHERE a.assval1 = 'sale' AND ${AVAILABLE} AND ${IN_CATEGORIES} ORDER BY a.discount_percent DESC, a.id LIMIT ?`),
    new: db.prepare(`SELECT a.id FROM assortments a JOIN products p ON p.id = a.product_id
      WHERE a.assval1 = 'new' AND ${AVAILABLE} AND ${IN_CATEGORIES} ORDER BY a.id DESC LIMIT ?`),
    // Walked in popularity order, the scan stops at the limit; left to itself, SQLite sorts all
    // 20 000 varieties first (10-15 ms a tab, a dozen tabs on the main page).
    popular: db.prepare(`SELECT a.id FROM products p INDEXED BY products_popularity JOIN assortments a ON a.product_id = p.id
      WHERE ${AVAILABLE} AND ${IN_CATEGORIES} ORDER BY p.popularity DESC, a.id LIMIT ?`),
  };
  const pickColumns = `c.id, c.name, c.slug, (SELECT a2.id FROM assortments a2 JOIN products p2 ON p2.id = a2.product_id
      WHERE p2.category_id = c.id ORDER BY p2.popularity DESC, a2.id LIMIT 1) AS assortment_id`;
  // The categories are ranked first and only the chosen ones look up their picture.
  const popularCategories = db.prepare<[number], CategoryPick>(`
    SELECT ${pickColumns} FROM (
      SELECT p.category_id AS id, sum(p.popularity) AS score FROM products p GROUP BY p.category_id
      ORDER BY score DESC, p.category_id LIMIT ?
    ) ranked JOIN categories c ON c.id = ranked.id ORDER BY ranked.score DESC, c.id`);
  const saleCategories = db.prepare<[number], CategoryPick>(`
    SELECT ${pickColumns} FROM categories c JOIN products p ON p.category_id = c.id JOIN assortments a ON a.product_id = p.id
    WHERE a.assval1 = 'sale' AND a.missing_item = 0 GROUP BY c.id ORDER BY count(*) DESC, c.id LIMIT ?`);
  const categoriesByIds = db.prepare<[string], CategoryPick>(`
    SELECT ${pickColumns} FROM categories c JOIN json_each(?) j ON j.value = c.id ORDER BY j.key`);
  const leavesUnder = db.prepare<[string], { id: number }>(`
    WITH RECURSIVE below(id) AS (
      SELECT id FROM categories WHERE slug = ?
      UNION ALL SELECT c.id FROM categories c JOIN below b ON c.parent_id = b.id
    ) SELECT b.id FROM below b WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.parent_id = b.id)`);
  const favoriteCategories = db.prepare<[number], { category_id: number }>(
    'SELECT category_id FROM favorite_categories WHERE user_id = ? ORDER BY created_at DESC',
  );
  // A favourite is a product: its tile shows the variety a card would, available and cheapest first.
  const favoriteGoods = db.prepare<[number, number], { assortment_id: number }>(`
    SELECT (
      SELECT a.id FROM assortments a WHERE a.product_id = f.product_id
      ORDER BY a.missing_item > 0, a.price = 0, a.price, a.id LIMIT 1
    ) AS assortment_id
    FROM favorite_products f WHERE f.user_id = ? ORDER BY f.created_at DESC LIMIT ?`);

  return {
    widget: (key: string) => byKey.get(key),
    layout: (siteVersion: string) => layout.all(siteVersion),
    /** Available goods of a kind, within the leaf categories given (all when null). */
    goods(kind: GoodsKind, categoryIds: readonly number[] | null, limit: number): number[] {
      const list = categoryIds === null ? null : JSON.stringify(categoryIds);
      return goods[kind].all(list, list, limit).map((row) => row.id);
    },
    popularCategories: (limit: number) => popularCategories.all(limit),
    saleCategories: (limit: number) => saleCategories.all(limit),
    categories: (ids: readonly number[]) => (ids.length === 0 ? [] : categoriesByIds.all(JSON.stringify(ids))),
    /** Leaf categories under a category slug (itself when it is a leaf). */
    leavesUnder: (slug: string) => leavesUnder.all(slug).map((row) => row.id),
    favoriteCategoryIds: (userId: number | null) => (userId === null ? [] : favoriteCategories.all(userId).map((row) => row.category_id)),
    favoriteGoods: (userId: number | null, limit: number) =>
      userId === null ? [] : favoriteGoods.all(userId, limit).map((row) => row.assortment_id),
  };
}
