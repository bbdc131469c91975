/**
 * The URL grammar of listings (catalogue.md §2): a base path, filter segments `key:v1,v2`
 * (`f12:1,2`, `price:100,5000`, `target:3`, `date:2026-10`), then an optional page suffix
 * `page-N/`. The trailing slash is part of every path.
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

const PAGE_SEGMENT = /^page-([1-9]\d{0,5})$/;
const FILTER_SEGMENT = /^([a-z]+\d*):([^:]+)$/;
export const FILTER_KEY = /^(f\d+|price|target|date)$/;

/** Splits '/dreli/f12:1,2/page-3/' into decoded segments and the page; null when malformed. */
export function splitListingPath(pathname: string): SplitPath | null {
  if (!pathname.startsWith('/') || !pathname.endsWith('/') || pathname.length < 3) return null;
  const raw = pathname.slice(1, -1).split('/');
  const segments: string[] = [];
  for (const part of raw) {
    if (part === '') return null;
    try {
      segments.push(decodeURIComponent(part));
    } catch {
      return null;
    }
  }
  const last = segments.at(-1) ?? '';
  const pageMatch = PAGE_SEGMENT.exec(last);
  if (pageMatch) {
    segments.pop();
    if (segments.length === 0) return null;
    return { segments, page: Number(pageMatch[1]) };
  }
  return { segments, page: 1 };
}

/** Reads filter segments; null when one is malformed or a key repeats. */
export function parseFilterSegments(segments: readonly string[]): FilterSegment[] | null {
  const parsed: FilterSegment[] = [];
  const keys = new Set<string>();
  for (const segment of segments) {
    const match = FILTER_SEGMENT.exec(segment);
    if (!match?.[1] || !match[2] || !FILTER_KEY.test(match[1]) || keys.has(match[1])) return null;
    const tokens = match[2].split(',');
    if (tokens.some((token) => token === '') || new Set(tokens).size !== tokens.length) return null;
    keys.add(match[1]);
    parsed.push({ key: match[1], tokens });
  }
  return parsed;
}

/** A chosen filter as it is written in a path; `order` is the filter id. */
export interface PathFilter {
  order: number;
  key: string;
  tokens: readonly string[];
}

/**
 * The path of a listing page. On mobile the filter segments are ordered by filter id
 * (catalogue.md §2); on desktop they keep the order the shopper chose them in.
 */
export function buildListingPath(basePath: string, filters: readonly PathFilter[], page: number, byId: boolean): string {
  const ordered = byId ? [...filters].sort((a, b) => a.order - b.order) : filters;
  const segments = ordered.map((filter) => `${filter.key}:${filter.tokens.map(encodeURIComponent).join(',')}/`);
  return `${basePath}${segments.join('')}${page > 1 ? `page-${page}/` : ''}`;
}

/** The query a listing keeps from page to page: the sort, when it is not the default. */
export function sortQuery(field: string, dir: string, isDefault: boolean): string {
  return isDefault ? '' : `?sort_field=${field}&sort_dir=${dir}`;
}
