/**
 * Times catalogue listings on DATA_DIR (generated on first use, DEMO_ASSORTMENTS large):
 * one 40-card page with two filters and a sort, the count, and the whole page data with facets.
 *   DATA_DIR=/tmp/shop node --import tsx scripts/catalogue-listing-timing.ts
 */
import { openDatabase } from '../src/db/database.ts';
import { createStore } from '../src/db/store.ts';
import type { ListingFilters, ListingScope, ListingSort } from '../src/listing/store.ts';
import { readConfig } from '../src/config.ts';
import { cataloguePage } from '../src/pages/catalogue-page.ts';
import { FILTER_ID, ensureCatalogueListing } from '../src/listing/seed.ts';
import { ensureCatalogue } from '../src/catalogue/seed.ts';

const RUNS = 200;
const config = readConfig();
const db = openDatabase(config.dataDir);
ensureCatalogue(db, config, console.log);
ensureCatalogueListing(db, config, console.log);
const store = createStore(db);
const repo = store.catalogueListing;
const assortments = (db.prepare('SELECT count(*) AS n FROM assortments').get() as { n: number }).n;

/** Median and 95th percentile of RUNS calls, after one warm-up. */
function time(label: string, run: () => unknown) {
  run();
  const samples: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (share: number) => (samples[Math.min(samples.length - 1, Math.floor(samples.length * share))] ?? 0).toFixed(2);
  console.log(`${label.padEnd(64)} median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
}

/** Two common values of the brand and purpose filters, so the filters keep a few pages of goods. */
const valueOf = (filterId: number, rank: number) =>
  (
    db
      .prepare(
        'SELECT value_id FROM assortment_filter_values WHERE filter_id = ? GROUP BY value_id ORDER BY count(*) DESC LIMIT 1 OFFSET ?',
      )
      .get(filterId, rank) as { value_id: number }
  ).value_id;
const filters: ListingFilters = {
  values: [
    { filterId: FILTER_ID.brand, valueIds: [valueOf(FILTER_ID.brand, 0), valueOf(FILTER_ID.brand, 1), valueOf(FILTER_ID.brand, 2)] },
    { filterId: FILTER_ID.target, valueIds: [valueOf(FILTER_ID.target, 0)] },
  ],
  price: null,
};
const everything: ListingScope = {
  kind: 'category',
  leafIds: (db.prepare('SELECT id FROM categories WHERE level = 3').all() as Array<{ id: number }>).map((row) => row.id),
};
const section = db.prepare('SELECT slug FROM categories WHERE level = 1 ORDER BY id LIMIT 1').get() as { slug: string };
const byPrice: ListingSort = { field: 'price', dir: 'asc' };

console.log(`${assortments} assortments; ${RUNS} runs each`);
for (const [label, scope] of [['all categories', everything]] as const) {
  const total = repo.count(scope, filters);
  time(`page of 40, 2 filters, by price, ${label} (${total} products)`, () => {
    const { ids } = repo.page(scope, filters, byPrice, 40, 40);
    repo.assortmentsOf(scope, filters, ids);
  });
  time(`page of 40, 2 filters, by popularity, ${label}`, () => repo.page(scope, filters, { field: 'pop', dir: 'desc' }, 40, 0));
  time(`count, 2 filters, ${label}`, () => repo.count(scope, filters));
  time(`facets, 2 filters, ${label}`, () => {
    repo.facets(scope, filters);
    for (const filter of filters.values) repo.facets(scope, filters, filter.filterId);
  });
}

const brand = valueOf(FILTER_ID.brand, 0);
const purpose = valueOf(FILTER_ID.target, 0);
const context = { siteVersion: 'desktop' as const, user: { id: false as const, username: 'Гость', favoriteCount: 0 } };
for (const path of [`/${section.slug}/f1:${brand}/target:${purpose}/`, '/search/дрель/']) {
  const url = `${path}?sort_field=price&sort_dir=asc`;
  time(`page data ${path}`, () => cataloguePage(store, path, url, context));
  time(`next page only ${path}`, () => cataloguePage(store, path, `${url}&onlyOnePage=1&scenario=catalogOnlyProds`, context));
}
db.close();
