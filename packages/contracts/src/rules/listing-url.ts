import type { ErrorPageRoute } from '../page.ts';

/**
 * The URL grammar of listings (catalogue.md §2): a base path, filter segments `key:v1,v2`
 * (`f12:1,2`, `price:100,5000`, `target:3`, `date:2026-10`), then an optional page suffix
 * `page-N/`. The trailing slash is part of every path. On mobile the filter segments are ordered
 * by filter id; on desktop they keep the order the shopper chose them in.
 *
 * Reading never throws: a segment that breaks the grammar is dropped and reported in `dropped`,
 * so the caller decides whether such a path is still worth a page (the demo upstream answers it
 * as not found; the web keeps what it can read).
 */

export interface FilterSegment {
  key: string;
  tokens: string[];
}

export interface SplitPath {
  /** Decoded segments before the page suffix. */
  segments: string[];
  page: number;
}

export interface ParsedFilters {
  filters: FilterSegment[];
  /** Segments that broke the grammar, as they were written. */
  dropped: string[];
}

export interface ListingUrl extends ParsedFilters {
  /** '/dreli/', '/search/дрель/', '/brands/granit/' (decoded). */
  base: string[];
  page: number;
}

/** A chosen filter as it is written in a path; `order` is the filter id. */
export interface PathFilter {
  order: number;
  key: string;
  tokens: readonly string[];
}

const PAGE_SEGMENT = /^page-([1-9]\d{0,5})$/;
const FILTER_SEGMENT = /^([a-z]+\d*):(.+)$/;
export const FILTER_KEY = /^(f\d+|price|target|date)$/;
const ID_TOKEN = /^\d{1,9}$/;
const MONTH_TOKEN = /^\d{4}-(0[1-9]|1[0-2])$/;
const PRICE_TOKEN = /^\d{1,9}(\.\d{1,2})?$/;
/** Listings whose base takes two segments: '/search/{term}/', '/brands/{slug}/'. */
const TWO_SEGMENT_BASES: ReadonlySet<string> = new Set(['search', 'brands']);

/** The price range of a `price:min,max` segment, or null when it is not one. */
export function priceOf(tokens: readonly string[]): { min: number; max: number } | null {
  const [minText = '', maxText = '', extra] = tokens;
  if (extra !== undefined || !PRICE_TOKEN.test(minText) || !PRICE_TOKEN.test(maxText)) return null;
  const min = Number(minText);
  const max = Number(maxText);
  return min <= max ? { min, max } : null;
}

function tokensFit(key: string, tokens: readonly string[]): boolean {
  if (tokens.some((token) => token === '')) return false;
  // A price range may be one price (`price:500,500`); a list of values names each once.
  if (key === 'price') return priceOf(tokens) !== null;
  if (new Set(tokens).size !== tokens.length) return false;
  if (key === 'date') return tokens.every((token) => MONTH_TOKEN.test(token));
  return tokens.every((token) => ID_TOKEN.test(token));
}

/** Splits '/dreli/f12:1,2/page-3/' into decoded segments and the page; null when it is not a listing path at all. */
export function splitListingPath(pathname: string): SplitPath | null {
  if (!pathname.startsWith('/') || !pathname.endsWith('/') || pathname.length < 3) return null;
  const segments: string[] = [];
  for (const part of pathname.slice(1, -1).split('/')) {
    if (part === '') return null;
    try {
      segments.push(decodeURIComponent(part));
    } catch {
      return null;
    }
  }
  const pageMatch = PAGE_SEGMENT.exec(segments.at(-1) ?? '');
  if (!pageMatch) return { segments, page: 1 };
  segments.pop();
  return segments.length === 0 ? null : { segments, page: Number(pageMatch[1]) };
}

/** Reads filter segments; a malformed one, or a repeat of a key already read, is dropped. */
export function parseFilterSegments(segments: readonly string[]): ParsedFilters {
  const filters: FilterSegment[] = [];
  const dropped: string[] = [];
  const keys = new Set<string>();
  for (const segment of segments) {
    const match = FILTER_SEGMENT.exec(segment);
    const key = match?.[1] ?? '';
    const tokens = match?.[2]?.split(',') ?? [];
    if (!match || !FILTER_KEY.test(key) || keys.has(key) || !tokensFit(key, tokens)) {
      dropped.push(segment);
      continue;
    }
    keys.add(key);
    filters.push({ key, tokens });
  }
  return { filters, dropped };
}

/** How many leading segments name the listing itself. */
export const baseLength = (segments: readonly string[]) => (TWO_SEGMENT_BASES.has(segments[0] ?? '') ? 2 : 1);

/** A whole listing path read: its base, filters and page; null when it is not a listing path at all. */
export function parseListingPath(pathname: string): ListingUrl | null {
  const split = splitListingPath(pathname);
  if (!split) return null;
  const used = baseLength(split.segments);
  if (split.segments.length < used) return null;
  return { base: split.segments.slice(0, used), page: split.page, ...parseFilterSegments(split.segments.slice(used)) };
}

/** '/search/дрель%2018/' from ['search', 'дрель 18']. */
export const basePathOf = (base: readonly string[]) => `/${base.map(encodeURIComponent).join('/')}/`;

/** The path of a listing page; on mobile (`byId`) the filter segments go in filter id order. */
export function buildListingPath(basePath: string, filters: readonly PathFilter[], page: number, byId: boolean): string {
  const ordered = byId ? [...filters].sort((a, b) => a.order - b.order) : filters;
  const segments = ordered.map((filter) => `${filter.key}:${filter.tokens.map(encodeURIComponent).join(',')}/`);
  return `${basePath}${segments.join('')}${page > 1 ? `page-${page}/` : ''}`;
}

/** The query a listing keeps from page to page: the sort, when it is not the default. */
export function sortQuery(field: string, dir: string, isDefault: boolean): string {
  return isDefault ? '' : `?sort_field=${field}&sort_dir=${dir}`;
}

/**
 * A listing path with segments the grammar cannot read (a broken filter, price or page number):
 * the same listing without them, or null when nothing needs dropping (catalogue.md §5 "Page
 * numbers come from the URL"; the spec does not show this case: we show what can be read). The
 * app goes there in place of the error page, and the BFF redirects a page load there.
 */
export function readablePath(pathname: string, search: string): string | null {
  const parsed = parseListingPath(pathname);
  if (!parsed || parsed.dropped.length === 0) return null;
  const filters = parsed.filters.map((filter, order) => ({ order, key: filter.key, tokens: filter.tokens }));
  return buildListingPath(basePathOf(parsed.base), filters, parsed.page, false) + search;
}

/** The route types of error pages: a failure naming one says what to show, not what the path is. */
const ERROR_ROUTES: Readonly<Record<ErrorPageRoute, true>> = {
  pagenotfound: true,
  exception: true,
  unknownErrorPage: true,
  '404page': true,
};

/**
 * Whether a page reply that failed naming `route` may still be a listing with segments the grammar
 * cannot read (so `readablePath` applies): one naming no route, an error page's or a listing's. A
 * failure naming another page type is that page's own: an unknown code's /confirmation/{code}/ is
 * not found, not the page /confirmation/.
 */
export function mayBeListing(route: string | undefined): boolean {
  return route === undefined || route === 'catalog' || Object.hasOwn(ERROR_ROUTES, route);
}
