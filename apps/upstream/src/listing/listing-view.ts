import { CATALOGUE_PER_PAGE, CATALOGUE_PER_ROW } from '@shop/contracts/catalogue.ts';
import type { CatalogueFilter, CataloguePageSections, CatalogueProducts, FilterValue, Pagination } from '@shop/contracts/catalogue.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { formatCount } from '@shop/contracts/rules/plural.ts';
import type { CartOwner } from '../cart/store.ts';
import type { FacetRow, ListedAssortmentRow, ListingSort } from './store.ts';
import type { Store } from '../db/store.ts';
import { FILTER_ID } from './seed.ts';
import { buildListingPath, sortQuery } from '@shop/contracts/rules/listing-url.ts';
import type { PathFilter } from '@shop/contracts/rules/listing-url.ts';
import { paginationOf } from '@shop/contracts/rules/pagination.ts';
import { allowedFilters, sqlFilters, valueKey } from './listing-request.ts';
import type { Choice, ListingRequest } from './listing-request.ts';
import { productCard } from './product-card.ts';

export interface ListingViewer {
  siteVersion: SiteVersion;
  userId: number | null;
  owner: CartOwner | null;
}

const PRICE_PLACEHOLDERS = ['__min__', '__max__'] as const;

const pathFilter = (choice: Choice): PathFilter => ({
  order: choice.filter.id,
  key: choice.filter.target,
  tokens: choice.price
    ? [String(choice.price.min), String(choice.price.max)]
    : choice.values.map((value) => String(valueKey(choice.filter, value))),
});

/** The path of a page of this listing with these choices, the sort carried in the query. */
export function listingUrl(request: ListingRequest, choices: readonly Choice[], page: number, siteVersion: SiteVersion): string {
  const path = buildListingPath(request.target.basePath, choices.map(pathFilter), page, siteVersion === 'mobile');
  return path + sortQuery(request.sort.field, request.sort.dir, request.sort.isDefault);
}

/** The current path with the price segment as 'price:{min},{max}/' for the client to fill in. */
export function priceUrl(request: ListingRequest, siteVersion: SiteVersion): string {
  const placeholder: PathFilter = { order: FILTER_ID.price, key: 'price', tokens: PRICE_PLACEHOLDERS };
  const filters = request.choices.map((choice) => (choice.price ? placeholder : pathFilter(choice)));
  if (!request.choices.some((choice) => choice.price)) filters.push(placeholder);
  const path = buildListingPath(request.target.basePath, filters, 1, siteVersion === 'mobile')
    .replace(PRICE_PLACEHOLDERS[0], '{min}')
    .replace(PRICE_PLACEHOLDERS[1], '{max}');
  return path + sortQuery(request.sort.field, request.sort.dir, request.sort.isDefault);
}

function pagination(request: ListingRequest, total: number, perPage: number, siteVersion: SiteVersion): Pagination {
  return paginationOf({ page: request.page, total, perPage, url: (number) => listingUrl(request, request.choices, number, siteVersion) });
}

/** One page of cards, the listing's parameters and its pagination. */
export function listingProducts(store: Store, request: ListingRequest, viewer: ListingViewer): CatalogueProducts {
  const repo = store.catalogueListing;
  const filters = sqlFilters(request.choices);
  const perPage = CATALOGUE_PER_PAGE[viewer.siteVersion];
  const history = request.target.kind === 'history';
  // The viewing history lists the last seen first; it has no sort panel.
  const sort: ListingSort = history ? { field: 'viewed', dir: 'desc' } : { field: request.sort.field, dir: request.sort.dir };
  const { ids, total } = repo.page(request.target.scope, filters, sort, perPage, (request.page - 1) * perPage);

  const rows = repo.assortmentsOf(request.target.scope, filters, ids);
  const byProduct = new Map<number, ListedAssortmentRow[]>();
  for (const row of rows) byProduct.set(row.product_id, [...(byProduct.get(row.product_id) ?? []), row]);
  const shownIds = rows.map((row) => row.id);
  const valuesOf = new Map<number, Array<{ filter_id: number; value_id: number }>>();
  for (const link of repo.valuesOfAssortments(shownIds))
    valuesOf.set(link.assortment_id, [...(valuesOf.get(link.assortment_id) ?? []), link]);
  const context = {
    cartQuantities: viewer.owner ? store.cart.quantitiesOf(viewer.owner, shownIds) : new Map<number, number>(),
    favoriteIds: store.favorites.idsOf(viewer.userId),
    valuesOf,
    filters: repo.filters(),
    filterValues: repo.filterValues(),
    now: new Date(),
  };
  const products = ids.flatMap((id) => {
    const productRows = byProduct.get(id);
    return productRows ? [productCard(productRows, context)] : [];
  });

  return {
    products,
    productsParams: {
      perRow: CATALOGUE_PER_ROW[viewer.siteVersion],
      onPage: perPage,
      total,
      sortName: request.sort.field,
      sortDir: request.sort.dir,
      sortDirRev: request.sort.dir === 'asc' ? 'desc' : 'asc',
    },
    pagination: pagination(request, total, perPage, viewer.siteVersion),
  };
}

const countsOf = (rows: readonly FacetRow[]) => new Map(rows.map((row) => [row.value_id, row.n]));

type FilterSections = Pick<CataloguePageSections, 'filters' | 'selectedFilters' | 'titlesSelectedFilters'>;

/**
 * The filters of the listing with the values its goods have. Each value's count is what the
 * listing would hold with that value and the other filters' choices; a value that would leave
 * nothing is disabled unless chosen.
 */
export function listingFilters(store: Store, request: ListingRequest): FilterSections {
  const repo = store.catalogueListing;
  const { scope } = request.target;
  const filters = sqlFilters(request.choices);
  const universe = repo.universe(scope);
  const present = countsOf(universe.facets);
  const chosenBy = new Map(request.choices.map((choice) => [choice.filter.id, choice]));
  const anyChoice = request.choices.length > 0;
  const withAll = anyChoice ? countsOf(repo.facets(scope, filters)) : present;
  /** A filter's own counts leave its choice out: with no other choice, the scope's. */
  const countsWithout = (filterId: number) =>
    request.choices.every((choice) => choice.filter.id === filterId) ? present : countsOf(repo.facets(scope, filters, filterId));
  const values = [...repo.filterValues().values()];

  const result: CatalogueFilter[] = [];
  const selectedFilters: FilterSections['selectedFilters'] = {};
  const titlesSelectedFilters: FilterSections['titlesSelectedFilters'] = {};

  for (const filter of allowedFilters(store, request.target)) {
    const choice = chosenBy.get(filter.id);
    if (filter.kind === 'price') {
      const whole = universe.price;
      if (!whole && !choice?.price) continue;
      const range = whole ?? { min: 0, max: 0 };
      const othersChosen = request.choices.some((other) => other.filter.id !== filter.id);
      const selectable = othersChosen ? (repo.priceRange(scope, filters) ?? range) : range;
      const chosen = choice?.price ?? range;
      result.push({
        id: filter.id,
        type: 'price',
        name: filter.name,
        realName: filter.real_name,
        target: filter.target,
        min: range.min,
        max: range.max,
        selectableMin: selectable.min,
        selectableMax: selectable.max,
        valueMin: chosen.min,
        valueMax: chosen.max,
      });
      if (choice?.price) {
        selectedFilters.price = [choice.price.min, choice.price.max];
        titlesSelectedFilters.price = [`от ${formatCount(choice.price.min)} до ${formatCount(choice.price.max)} ₽`];
      }
      continue;
    }
    const chosenIds = new Set(choice?.values?.map((value) => value.id) ?? []);
    const own = values
      .filter((value) => value.filter_id === filter.id && (present.has(value.id) || chosenIds.has(value.id)))
      .sort((a, b) => a.position - b.position || a.id - b.id);
    if (own.length === 0) continue;
    const counts = choice ? countsWithout(filter.id) : withAll;
    const colors = filter.kind === 'color' ? store.catalogueListing.colorCodes() : null;
    result.push({
      id: filter.id,
      type: filter.kind,
      name: filter.name,
      realName: filter.real_name,
      target: filter.target,
      values: own.map((value): FilterValue => {
        const count = counts.get(value.id) ?? 0;
        const entry: FilterValue = {
          id: valueKey(filter, value),
          val: value.name,
          count,
          disabled: count === 0 && !chosenIds.has(value.id),
        };
        const code = colors?.get(Number(value.code));
        if (code) entry.code = code;
        return entry;
      }),
    });
    if (choice?.values) {
      selectedFilters[String(filter.id)] = choice.values.map((value) => valueKey(filter, value));
      titlesSelectedFilters[String(filter.id)] = choice.values.map((value) => value.name);
    }
  }
  return { filters: result, selectedFilters, titlesSelectedFilters };
}
