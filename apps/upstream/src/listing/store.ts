import type { Statement } from 'better-sqlite3';
import type { Multism } from '@shop/contracts/cart.ts';
import type { Database } from '../db/database.ts';
import type { AssortmentRow } from '../catalogue/store.ts';
import type { SearchRepo } from './search-store.ts';

/** Which goods a listing is over, before the shopper's filters. */
export type ListingScope =
  | { kind: 'category'; leafIds: readonly number[] }
  | { kind: 'brand'; brand: string }
  | { kind: 'search'; words: readonly string[] }
  | { kind: 'sale' }
  | { kind: 'new' }
  | { kind: 'popular'; from: number }
  | { kind: 'favorites'; userId: number | null }
  | { kind: 'history'; sessionId: string | null };

/** The shopper's filters in SQL terms: value ids per filter, and a price range. */
export interface ListingFilters {
  values: ReadonlyArray<{ filterId: number; valueIds: readonly number[] }>;
  price: { min: number; max: number } | null;
}

export type ListingSort = { field: 'pop' | 'price' | 'name' | 'viewed'; dir: 'asc' | 'desc' };

export interface FilterRow {
  id: number;
  category_id: number | null;
  kind: 'list' | 'color' | 'date' | 'price';
  target: string;
  name: string;
  real_name: string;
  position: number;
}

export interface FilterValueRow {
  id: number;
  filter_id: number;
  code: string;
  name: string;
  position: number;
}

export interface BrandRow {
  id: number;
  name: string;
  latin: string;
  slug: string;
  value_id: number;
}

/** An assortment of a listed product that passes the scope and the filters. */
export interface ListedAssortmentRow
  extends Pick<
      AssortmentRow,
      | 'id'
      | 'product_id'
      | 'category_id'
      | 'url'
      | 'name'
      | 'price'
      | 'old_price'
      | 'discount_percent'
      | 'assval3'
      | 'missing_item'
      | 'express'
      | 'delivery_days'
      | 'brand'
    >,
    Pick<Multism, 'mult' | 'coef' | 'fname' | 'unit'> {
  product_name: string;
  assval1: '' | 'sale' | 'new';
  article: string;
  rating: number;
  votes_total: number;
  comment_count: number;
  multism_id: number;
  viewed_at: string | null;
}

export interface FacetRow {
  filter_id: number;
  value_id: number;
  n: number;
}

type Params = Record<string, string | number | null>;

/** Listings of the catalogue (catalogue.md): a page of products, counts, facets and price ranges, and what the lists are made of. */
export function createCatalogueListingRepo(db: Database, search: SearchRepo) {
  const statements = new Map<string, Statement>();
  /** Listing queries differ in shape by scope and filters; each shape is prepared once. */
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };

  /** The WHERE clause over `assortments a JOIN products p`, leaving out one filter for its facet. */
  function where(scope: ListingScope, filters: ListingFilters, leaveOut?: number | 'price') {
    const clauses: string[] = [];
    const params: Params = {};
    switch (scope.kind) {
      case 'category':
        clauses.push('p.category_id IN (SELECT value FROM json_each(@leaves))');
        params.leaves = JSON.stringify(scope.leafIds);
        break;
      case 'brand':
        clauses.push('p.brand = @brand');
        params.brand = scope.brand;
        break;
      case 'search':
        clauses.push('a.id IN (SELECT value FROM json_each(@found))');
        params.found = JSON.stringify(search.ids(scope.words));
        break;
      case 'sale':
      case 'new':
        clauses.push('a.assval1 = @flag');
        params.flag = scope.kind;
        break;
      case 'popular':
        clauses.push('p.popularity >= @popularFrom');
        params.popularFrom = scope.from;
        break;
      case 'favorites':
        clauses.push('a.product_id IN (SELECT product_id FROM favorite_products WHERE user_id = @userId)');
        params.userId = scope.userId ?? 0;
        break;
      case 'history':
        // Product views are recorded by the product page, per session.
        clauses.push('a.id IN (SELECT assortment_id FROM product_views WHERE session_id = @sessionId)');
        params.sessionId = scope.sessionId ?? '';
        break;
    }
    filters.values.forEach((filter, index) => {
      if (filter.filterId === leaveOut) return;
      // Driven by the filter's values through the primary key: far cheaper than a check per row.
      clauses.push(
        `a.id IN (SELECT assortment_id FROM assortment_filter_values ` +
          `WHERE filter_id = @f${index} AND value_id IN (SELECT value FROM json_each(@v${index})))`,
      );
      params[`f${index}`] = filter.filterId;
      params[`v${index}`] = JSON.stringify(filter.valueIds);
    });
    if (filters.price && leaveOut !== 'price') {
      clauses.push('a.price BETWEEN @priceMin AND @priceMax');
      params.priceMin = filters.price.min;
      params.priceMax = filters.price.max;
    }
    return { sql: clauses.join(' AND '), params };
  }

  const matchingCte = (scope: ListingScope, filters: ListingFilters, leaveOut?: number | 'price') => {
    const clause = where(scope, filters, leaveOut);
    const viewed = scope.kind === 'history';
    const sql = `m AS (
      SELECT a.id, a.product_id, a.price, a.missing_item${viewed ? ', v.viewed_at' : ''}
      FROM assortments a JOIN products p ON p.id = a.product_id
      ${viewed ? 'JOIN product_views v ON v.assortment_id = a.id AND v.session_id = @sessionId' : ''}
      WHERE ${clause.sql})`;
    return { sql, params: clause.params };
  };

  const sortKey = (sort: ListingSort) => {
    const dir = sort.dir === 'asc' ? 'ASC' : 'DESC';
    switch (sort.field) {
      case 'pop':
        return `p.popularity ${dir}`;
      // Price on request has no price to compare: last either way.
      case 'price':
        return `g.min_price IS NULL, g.min_price ${dir}`;
      case 'name':
        return `p.name ${dir}`;
      case 'viewed':
        return `g.viewed ${dir}`;
    }
  };

  /**
   * A cache of the facets and price range of a scope without filters, by scope: the catalogue does
   * not change while the shop runs, and these are the dearest queries of a page. Shopper-owned
   * scopes (favourites, history) are not cached.
   */
  const universes = new Map<string, { facets: FacetRow[]; price: { min: number; max: number } | null }>();
  const UNIVERSES_CACHED = 300;

  let categoryCounts: Map<number, number> | null = null;
  let filterCache: { filters: Map<number, FilterRow>; values: Map<number, FilterValueRow> } | null = null;
  let brandCache: BrandRow[] | null = null;
  let popularFrom: number | null = null;
  let colorCodes: Map<number, string> | null = null;
  let newGoods: boolean | null = null;

  const valuesOfAssortments = db.prepare<[string], { assortment_id: number; filter_id: number; value_id: number }>(
    `SELECT assortment_id, filter_id, value_id FROM assortment_filter_values
     WHERE assortment_id IN (SELECT value FROM json_each(?)) ORDER BY assortment_id, filter_id, value_id`,
  );
  const historyCount = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM product_views WHERE session_id = ?');

  function loadFilters() {
    if (!filterCache) {
      const filters = db.prepare('SELECT id, category_id, kind, target, name, real_name, position FROM filters').all() as FilterRow[];
      const values = db.prepare('SELECT id, filter_id, code, name, position FROM filter_values').all() as FilterValueRow[];
      filterCache = { filters: new Map(filters.map((row) => [row.id, row])), values: new Map(values.map((row) => [row.id, row])) };
    }
    return filterCache;
  }

  return {
    /** Product ids of one page of the listing, in order, and the number of products in it. */
    page(scope: ListingScope, filters: ListingFilters, sort: ListingSort, limit: number, offset: number) {
      const cte = matchingCte(scope, filters);
      const viewed = scope.kind === 'history';
      const sql = `WITH ${cte.sql},
        g AS (SELECT product_id, min(missing_item > 0) AS unavailable,
          min(CASE WHEN price > 0 THEN price END) AS min_price${viewed ? ', max(viewed_at) AS viewed' : ''}
          FROM m GROUP BY product_id)
        SELECT g.product_id AS id, count(*) OVER () AS total FROM g JOIN products p ON p.id = g.product_id
        ORDER BY g.unavailable, ${sortKey(sort)}, g.product_id LIMIT @limit OFFSET @offset`;
      const rows = prepared(sql).all({ ...cte.params, limit, offset }) as Array<{ id: number; total: number }>;
      const total = rows[0]?.total ?? (offset > 0 ? this.count(scope, filters) : 0);
      return { ids: rows.map((row) => row.id), total };
    },

    count(scope: ListingScope, filters: ListingFilters): number {
      const cte = matchingCte(scope, filters);
      return (prepared(`WITH ${cte.sql} SELECT count(DISTINCT product_id) AS n FROM m`).get(cte.params) as { n: number }).n;
    },

    /** The matching assortments of the given products, with what a card shows. */
    assortmentsOf(scope: ListingScope, filters: ListingFilters, productIds: readonly number[]): ListedAssortmentRow[] {
      if (productIds.length === 0) return [];
      const clause = where(scope, filters);
      const viewed = scope.kind === 'history';
      const sql = `SELECT a.id, a.product_id, p.name AS product_name, p.category_id, a.url, a.name, a.price, a.old_price,
          a.discount_percent, a.assval1, a.assval3, a.article, a.missing_item, a.express, a.delivery_days, a.brand,
          p.rating, p.votes_total, p.comment_count, m.id AS multism_id, m.mult, m.coef, m.fname, m.unit,
          ${viewed ? 'v.viewed_at' : 'NULL AS viewed_at'}
        FROM assortments a JOIN products p ON p.id = a.product_id JOIN multisms m ON m.id = a.default_multism_id
        ${viewed ? 'JOIN product_views v ON v.assortment_id = a.id AND v.session_id = @sessionId' : ''}
        WHERE a.product_id IN (SELECT value FROM json_each(@products)) AND ${clause.sql}
        ORDER BY a.product_id, a.id`;
      return prepared(sql).all({ ...clause.params, products: JSON.stringify(productIds) }) as ListedAssortmentRow[];
    },

    /** Products per filter value and the price range of the scope with no filter chosen. */
    universe(scope: ListingScope) {
      const key = scope.kind === 'favorites' || scope.kind === 'history' ? null : JSON.stringify(scope);
      const known = key === null ? undefined : universes.get(key);
      if (known) {
        // Refreshed as the most recently used.
        universes.delete(key as string);
        universes.set(key as string, known);
        return known;
      }
      const none = { values: [], price: null };
      const universe = { facets: this.facets(scope, none), price: this.priceRange(scope, none) };
      if (key !== null) {
        universes.set(key, universe);
        if (universes.size > UNIVERSES_CACHED) universes.delete(universes.keys().next().value as string);
      }
      return universe;
    },

    /**
     * Products per filter value among the goods the other filters leave: with `leaveOut`, only
     * that filter's values, counted without it.
     */
    facets(scope: ListingScope, filters: ListingFilters, leaveOut?: number): FacetRow[] {
      const cte = matchingCte(scope, filters, leaveOut);
      const sql = `WITH ${cte.sql}
        SELECT x.filter_id, x.value_id, count(DISTINCT m.product_id) AS n
        FROM m JOIN assortment_filter_values x ON x.assortment_id = m.id ${leaveOut === undefined ? '' : 'AND x.filter_id = @leaveOut'}
        GROUP BY x.filter_id, x.value_id`;
      return prepared(sql).all(leaveOut === undefined ? cte.params : { ...cte.params, leaveOut }) as FacetRow[];
    },

    /** Lowest and highest price (price on request aside) of the goods, the price filter left out. */
    priceRange(scope: ListingScope, filters: ListingFilters, withoutPrice = true) {
      const cte = matchingCte(scope, filters, withoutPrice ? 'price' : undefined);
      const row = prepared(`WITH ${cte.sql} SELECT min(price) AS min, max(price) AS max FROM m WHERE price > 0`).get(cte.params) as {
        min: number | null;
        max: number | null;
      };
      return row.min === null || row.max === null ? null : { min: row.min, max: row.max };
    },

    filters: () => loadFilters().filters,
    filterValues: () => loadFilters().values,
    valuesOfAssortments(ids: readonly number[]) {
      return ids.length === 0 ? [] : valuesOfAssortments.all(JSON.stringify(ids));
    },

    brands(): BrandRow[] {
      brandCache ??= db.prepare('SELECT id, name, latin, slug, value_id FROM catalog_brands ORDER BY name').all() as BrandRow[];
      return brandCache;
    },

    /** Products per category, its subcategories' included. */
    categoryCounts(): Map<number, number> {
      if (!categoryCounts) {
        const counts = new Map<number, number>();
        const parents = new Map(
          (db.prepare('SELECT id, parent_id FROM categories').all() as Array<{ id: number; parent_id: number | null }>).map((row) => [
            row.id,
            row.parent_id,
          ]),
        );
        const own = db.prepare('SELECT category_id, count(*) AS n FROM products GROUP BY category_id').all() as Array<{
          category_id: number;
          n: number;
        }>;
        for (const row of own) {
          let id: number | null | undefined = row.category_id;
          while (id !== null && id !== undefined) {
            counts.set(id, (counts.get(id) ?? 0) + row.n);
            id = parents.get(id);
          }
        }
        categoryCounts = counts;
      }
      return categoryCounts;
    },

    colorCodes(): Map<number, string> {
      colorCodes ??= new Map(
        (db.prepare('SELECT id, code FROM colors').all() as Array<{ id: number; code: string }>).map((row) => [row.id, row.code]),
      );
      return colorCodes;
    },

    hasNewGoods(): boolean {
      newGoods ??= db.prepare("SELECT 1 FROM assortments WHERE assval1 = 'new' LIMIT 1").get() !== undefined;
      return newGoods;
    },

    /** The popularity above which a product is on the /popular/ list: the top twentieth. */
    popularFrom(): number {
      if (popularFrom === null) {
        const total = (db.prepare('SELECT count(*) AS n FROM products').get() as { n: number }).n;
        const row = db
          .prepare('SELECT popularity FROM products ORDER BY popularity DESC LIMIT 1 OFFSET ?')
          .get(Math.max(0, Math.floor(total / 20) - 1)) as { popularity: number } | undefined;
        popularFrom = row?.popularity ?? 0;
      }
      return popularFrom;
    },

    historySize: (sessionId: string) => historyCount.get(sessionId)?.n ?? 0,
  };
}
