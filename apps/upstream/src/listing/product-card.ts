import type { ProductCard } from '@shop/contracts/catalogue.ts';
import { variantWord } from '@shop/contracts/rules/plural.ts';
import { deliveryText } from '../cart/delivery.ts';
import type { FilterRow, FilterValueRow, ListedAssortmentRow } from './store.ts';
import { productPictureUrl } from '../images/product-picture.ts';

/** What a card needs besides its product's matching assortments. */
export interface CardContext {
  cartQuantities: Map<number, number>;
  /** Product ids the shopper keeps as favourites. */
  favoriteIds: Set<number>;
  /** Filter values of each shown assortment, for the short characteristics. */
  valuesOf: Map<number, Array<{ filter_id: number; value_id: number }>>;
  filters: Map<number, FilterRow>;
  filterValues: Map<number, FilterValueRow>;
  now: Date;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
/** Filters that describe the goods rather than the shop's offer. */
const DESCRIBING_KINDS = new Set<FilterRow['kind']>(['list', 'color']);
const PER_UNIT = /, (\d+(?:,\d+)?) (л|кг)$/;

/** Available first, then the cheapest with a price, then the first listed. */
export function representative(rows: readonly ListedAssortmentRow[]): ListedAssortmentRow {
  const sorted = [...rows].sort(
    (a, b) =>
      Number(a.missing_item > 0) - Number(b.missing_item > 0) ||
      Number(a.price === 0) - Number(b.price === 0) ||
      a.price - b.price ||
      a.id - b.id,
  );
  const first = sorted[0];
  if (!first) throw new Error('A product card needs at least one assortment');
  return first;
}

const oldPriceOf = (row: ListedAssortmentRow) => (row.assval1 === 'sale' && row.old_price !== null ? row.old_price : null);

function multiAssort(rows: readonly ListedAssortmentRow[]): ProductCard['multi_assort'] {
  if (rows.length < 2) return null;
  const priced = rows.filter((row) => row.price > 0);
  if (priced.length === 0) return { price1_min: 0, price1_max: 0, price1_min_old: null, price1_max_old: null };
  const cheapest = priced.reduce((best, row) => (row.price < best.price ? row : best));
  const dearest = priced.reduce((best, row) => (row.price > best.price ? row : best));
  return {
    price1_min: cheapest.price,
    price1_max: dearest.price,
    price1_min_old: oldPriceOf(cheapest),
    price1_max_old: oldPriceOf(dearest),
  };
}

/** Price per litre or kilogram of goods sold in cans and bags ('Краска …, 2,5 л'). */
function unitPrice(row: ListedAssortmentRow): ProductCard['unitPrice'] {
  const match = PER_UNIT.exec(row.name);
  const amount = match?.[1] ? Number(match[1].replace(',', '.')) : 0;
  if (!match?.[2] || amount <= 0 || amount === 1 || row.price === 0) return null;
  return { price: round2(row.price / amount), unit: match[2] };
}

function prodInfo(row: ListedAssortmentRow, context: CardContext): ProductCard['prodInfo'] {
  const byFilter = new Map<number, string[]>();
  for (const link of context.valuesOf.get(row.id) ?? []) {
    const filter = context.filters.get(link.filter_id);
    const value = context.filterValues.get(link.value_id);
    if (!filter || !value || !DESCRIBING_KINDS.has(filter.kind)) continue;
    byFilter.set(filter.id, [...(byFilter.get(filter.id) ?? []), value.name]);
  }
  const described = [...byFilter.entries()]
    .map(([filterId, names]) => ({ filter: context.filters.get(filterId), names }))
    .sort((a, b) => (a.filter?.position ?? 0) - (b.filter?.position ?? 0) || (a.filter?.id ?? 0) - (b.filter?.id ?? 0))
    .map(({ filter, names }) => ({ infoKey: filter?.real_name ?? '', infoValue: names.join(', ') }));
  return [{ infoKey: 'Артикул', infoValue: row.article }, ...described];
}

/** One card of a listing from the product's assortments that pass the shopper's filters. */
export function productCard(rows: readonly ListedAssortmentRow[], context: CardContext): ProductCard {
  const shown = representative(rows);
  const available = shown.missing_item === 0;
  const onSale = shown.assval1 === 'sale' && shown.old_price !== null;
  const image = productPictureUrl(shown.id);
  const card: ProductCard = {
    id: shown.product_id,
    assortmentId: shown.id,
    name: rows.length > 1 ? shown.product_name : shown.name,
    url: `/${shown.url}/`,
    images: { hash: `p${shown.id}`, ext: 'png', nature: false, productthumb: image, productMiddleSize: image, catalogMaxSize: image },
    price: shown.price,
    price_name: `за ${shown.unit}`,
    assVal1: shown.assval1,
    assVal2: onSale ? shown.old_price : null,
    assVal3: shown.assval3,
    multi_assort: multiAssort(rows),
    assortment_variety_counter: rows.length,
    assortment_variety_counter_text: rows.length > 1 ? `${rows.length} ${variantWord(rows.length)}` : '',
    active_comment_count: shown.comment_count,
    votes: { vote: shown.rating, total: shown.votes_total },
    delivery: available ? deliveryText(shown.delivery_days, context.now) : '',
    express: available && shown.express === 1,
    favoritesHas: context.favoriteIds.has(shown.product_id) ? 1 : 0,
    orderQuantity: context.cartQuantities.get(shown.id) ?? 0,
    currentMultism: { id: shown.multism_id, mult: shown.mult, coef: shown.coef, fname: shown.fname, unit: shown.unit },
    outOrder: !available,
    unitPrice: unitPrice(shown),
    prodInfo: prodInfo(shown, context),
  };
  const viewed = rows.reduce<string | null>(
    (latest, row) => (row.viewed_at && (!latest || row.viewed_at > latest) ? row.viewed_at : latest),
    null,
  );
  if (viewed) card.historyDate = viewed.slice(0, 10);
  return card;
}
