import type { Multism } from '@shop/contracts/cart.ts';
import type { Database } from '../db/database.ts';

export interface AssortmentRow {
  id: number;
  product_id: number;
  category_id: number;
  url: string;
  name: string;
  price: number;
  old_price: number | null;
  discount_percent: number;
  assval1: string;
  assval3: string;
  missing_item: number;
  express: number;
  delivery_days: number;
  main_price_free_shipping: number;
  mass: number;
  brand: string;
  default_multism_id: number;
}

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  slug: string;
}

export interface ColorRow {
  id: number;
  name: string;
  code: string;
}

const ASSORTMENT_COLUMNS = `a.id, a.product_id, p.category_id, a.url, a.name, a.price, a.old_price, a.discount_percent,
  a.assval1, a.assval3, a.missing_item, a.express, a.delivery_days, a.main_price_free_shipping, a.mass, a.brand,
  a.default_multism_id`;

export function createCatalogueRepo(db: Database) {
  const assortmentById = db.prepare<[number], AssortmentRow>(
    `SELECT ${ASSORTMENT_COLUMNS} FROM assortments a JOIN products p ON p.id = a.product_id WHERE a.id = ?`,
  );
  const assortmentByUrl = db.prepare<[string], AssortmentRow>(
    `SELECT ${ASSORTMENT_COLUMNS} FROM assortments a JOIN products p ON p.id = a.product_id WHERE a.url = ?`,
  );
  const multismsOf = db.prepare<[number], Multism>(
    `SELECT m.id, m.mult, m.coef, m.fname, m.unit FROM assortment_multisms am
     JOIN multisms m ON m.id = am.multism_id WHERE am.assortment_id = ? ORDER BY am.position`,
  );
  const colorOf = db.prepare<[number, number], ColorRow>(
    `SELECT c.id, c.name, c.code FROM assortment_colors ac JOIN colors c ON c.id = ac.color_id
     WHERE ac.assortment_id = ? AND ac.color_id = ?`,
  );
  const colorById = db.prepare<[number], ColorRow>('SELECT id, name, code FROM colors WHERE id = ?');
  const categoryBySlug = db.prepare<[string], CategoryRow>('SELECT id, parent_id, level, name, slug FROM categories WHERE slug = ?');
  const categoryById = db.prepare<[number], CategoryRow>('SELECT id, parent_id, level, name, slug FROM categories WHERE id = ?');
  const childrenOf = db.prepare<[number], CategoryRow>(
    'SELECT id, parent_id, level, name, slug FROM categories WHERE parent_id = ? ORDER BY position',
  );
  const topCategories = db.prepare<[], CategoryRow>(
    'SELECT id, parent_id, level, name, slug FROM categories WHERE parent_id IS NULL ORDER BY position',
  );
  const redirectFor = db.prepare<[string], { target: string }>('SELECT target FROM page_redirects WHERE path = ?');

  return {
    assortment: (id: number) => assortmentById.get(id),
    assortmentByUrl: (url: string) => assortmentByUrl.get(url),
    multismsOf: (assortmentId: number) => multismsOf.all(assortmentId),
    /** The colour if this assortment is offered in it. */
    colorOf: (assortmentId: number, colorId: number) => colorOf.get(assortmentId, colorId),
    color: (id: number) => colorById.get(id),
    categoryBySlug: (slug: string) => categoryBySlug.get(slug),
    category: (id: number) => categoryById.get(id),
    childrenOf: (id: number) => childrenOf.all(id),
    topCategories: () => topCategories.all(),
    /** The category and its parents, root first. */
    lineage(category: CategoryRow): CategoryRow[] {
      const chain = [category];
      let parentId = category.parent_id;
      while (parentId !== null) {
        const parent = categoryById.get(parentId);
        if (!parent) break;
        chain.unshift(parent);
        parentId = parent.parent_id;
      }
      return chain;
    },
    redirectFor: (path: string) => redirectFor.get(path)?.target,
  };
}
