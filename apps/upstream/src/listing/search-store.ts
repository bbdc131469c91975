import type { CategoryRow } from '../catalogue/store.ts';
import type { Database } from '../db/database.ts';

/** Search by words over the assortments' search text, the hints beside the search box, and colours by name. */
export function createSearchRepo(db: Database) {
  /** A cache of the assortments found by a search, by its words: a search reads every assortment's text once. */
  const searches = new Map<string, number[]>();
  const SEARCHES_CACHED = 300;
  const searchScan = db.prepare<[string], { id: number }>(
    'SELECT a.id FROM assortments a WHERE NOT EXISTS (SELECT 1 FROM json_each(?) w WHERE instr(a.search_text, w.value) = 0)',
  );
  const hintProducts = db.prepare<[string, number], { id: number; name: string; url: string; price: number }>(
    `SELECT a.id, a.name, a.url, a.price FROM assortments a JOIN products p ON p.id = a.product_id
     WHERE a.id IN (SELECT value FROM json_each(?))
     ORDER BY a.missing_item > 0, p.popularity DESC, a.id LIMIT ?`,
  );
  const colorsOf = db.prepare<[number], { id: number; name: string; code: string }>(
    `SELECT c.id, c.name, c.code FROM assortment_colors ac JOIN colors c ON c.id = ac.color_id
     WHERE ac.assortment_id = ? ORDER BY c.id`,
  );
  let categories: CategoryRow[] | null = null;

  function ids(words: readonly string[]): number[] {
    const key = JSON.stringify(words);
    const known = searches.get(key);
    if (known) {
      searches.delete(key);
      searches.set(key, known);
      return known;
    }
    const found = searchScan.all(key).map((row) => row.id);
    searches.set(key, found);
    if (searches.size > SEARCHES_CACHED) searches.delete(searches.keys().next().value as string);
    return found;
  }

  return {
    /** The assortments whose search text has every word. */
    ids,
    /** The best-selling available assortments whose search text has every word. */
    hintProducts: (words: readonly string[], limit: number) => hintProducts.all(JSON.stringify(ids(words)), limit),
    /** Every category, for search hints (the tree is small and does not change). */
    categories(): CategoryRow[] {
      categories ??= db.prepare('SELECT id, parent_id, level, name, slug FROM categories ORDER BY id').all() as CategoryRow[];
      return categories;
    },
    colorsOf: (assortmentId: number) => colorsOf.all(assortmentId),
  };
}

export type SearchRepo = ReturnType<typeof createSearchRepo>;
