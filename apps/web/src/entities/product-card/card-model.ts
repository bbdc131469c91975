import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { ProductCard } from '@shop/contracts/catalogue.ts';
import { isPriceOnRequest } from '@shop/ui/format.ts';

/** Pure reading of a card's wire fields, shared by the desktop and mobile trees. */

/** The discount percent when the card is on sale (assVal1 'sale' and assVal3 above 0), else null. */
export function discountPercent(card: Pick<ProductCard, 'assVal1' | 'assVal3'>): number | null {
  if (card.assVal1 !== 'sale') return null;
  const percent = Number(card.assVal3.replace(',', '.'));
  return Number.isFinite(percent) && percent > 0 ? Math.round(percent) : null;
}

export type CardPrice =
  | { kind: 'single'; value: number; old: number | null; onRequest: boolean }
  | { kind: 'range'; min: number; max: number; minOld: number | null; maxOld: number | null };

/**
 * catalogue.md §4: a price of 0 is 'По телефону'; an old price appears only when a discount exists;
 * several matching variants show their min and max, each with its own old price.
 */
export function cardPrice(card: Pick<ProductCard, 'price' | 'assVal1' | 'assVal2' | 'assVal3' | 'multi_assort'>): CardPrice {
  const discounted = discountPercent(card) !== null;
  const range = card.multi_assort;
  if (range && range.price1_min > 0 && range.price1_max > range.price1_min) {
    return {
      kind: 'range',
      min: range.price1_min,
      max: range.price1_max,
      minOld: range.price1_min_old,
      maxOld: range.price1_max_old,
    };
  }
  const onRequest = isPriceOnRequest(card.price);
  return {
    kind: 'single',
    value: card.price,
    old: discounted && !onRequest && card.assVal2 !== null && card.assVal2 > card.price ? card.assVal2 : null,
    onRequest,
  };
}

/** product-widgets-monitoring.md §9: cards after index 3 (mobile) or 12 (desktop) load lazily. */
export const EAGER_CARDS: Readonly<Record<SiteVersion, number>> = { desktop: 12, mobile: 3 };

export type ImageLoading = {
  loading: 'eager' | 'lazy';
  decoding: 'async' | 'auto' | 'sync';
  fetchPriority: 'high' | 'auto';
};

/**
 * The first cards of a list load at once, the rest lazily. The very first picture is usually the
 * page's largest paint: it is asked for first and decoded with the frame that shows it, so the first
 * paint shows it rather than a frame after.
 */
export function imageLoading(index: number, siteVersion: SiteVersion): ImageLoading {
  if (index >= EAGER_CARDS[siteVersion]) return { loading: 'lazy', decoding: 'async', fetchPriority: 'auto' };
  return index === 0
    ? { loading: 'eager', decoding: 'sync', fetchPriority: 'high' }
    : { loading: 'eager', decoding: 'auto', fetchPriority: 'auto' };
}

/** A card's link: the site path '/{url}/' whatever slashes the wire gave. */
export function cardHref(url: string): string {
  const trimmed = url.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/**
 * 'Подобрать аналог' of a card out of stock: the product's analogs tab, '/{url}/analogs/' — the
 * address the shop gives a cart line's urlAnalogs; a card's wire has no field of its own for it.
 */
export function analogsHref(url: string): string {
  return `${cardHref(url)}analogs/`;
}
