import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CataloguePageSections, CatalogueProducts, SortField } from '@shop/contracts/catalogue.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { apiOf } from '@/lib/query-client.ts';
import { fetchListingPage, fetchSorted, seedListingPage } from './api/listing-api.ts';
import { sortQuery } from '@shop/contracts/rules/listing-url.ts';
import { appendPage, endPage, pageAt, prependPage, startPage, startSession } from './listing-session.ts';
import type { ListingSession } from './listing-session.ts';
import { isDefaultSort, nextSort } from './sort.ts';
import type { SortState } from './sort.ts';

/** catalogue.md §9: fetches debounced 200 ms (leading), the loading state shown at least 200 ms. */
export const FETCH_DEBOUNCE_MS = 200;
export const MIN_LOADING_MS = 200;

/**
 * Loaded runs of pages by listing, cached for the visit: back and forward find the list as it was.
 * One set per app (its query client): a server rendering pages for many shoppers shares none.
 */
const sessionsByApp = new WeakMap<QueryClient, Map<string, ListingSession>>();

function sessionsOf(client: QueryClient): Map<string, ListingSession> {
  let sessions = sessionsByApp.get(client);
  if (!sessions) sessionsByApp.set(client, (sessions = new Map()));
  return sessions;
}

/** Navigations the listing makes itself: the URL follows the page read, the loaded run stays. */
export const OWN_NAVIGATION = { listingOwn: true } as const;

export function listingIdentity(sections: CataloguePageSections): string {
  const { sortName, sortDir } = sections.productsParams;
  return `${sections.listing.basePath}|${JSON.stringify(sections.selectedFilters)}|${sortName}|${sortDir}`;
}

/**
 * The address of the listing in another order: its first page with the sort's query, where the
 * app's re-sort ends (the server's page-1 link of the sorted list).
 */
export function sortedUrl(pagination: CatalogueProducts['pagination'], current: string, sort: SortState): string {
  const first = new URL(firstPageUrl(pagination, current), 'http://shop.local');
  return first.pathname + sortQuery(sort.field, sort.dir, isDefaultSort(sort));
}

/** Page 1 of the listing as the server links it. */
export function firstPageUrl(pagination: CatalogueProducts['pagination'], current: string): string {
  if (pagination.page === 1) return current;
  return pagination.pages.find((link) => link.page === 1)?.url ?? pagination.prevPageUrl ?? current;
}

const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

type Loading = 'next' | 'prev' | 'sort' | null;

function sessionFor(
  sessions: Map<string, ListingSession>,
  identity: string,
  sections: CataloguePageSections,
  url: string,
  keep: boolean,
): ListingSession {
  const cached = sessions.get(identity);
  const page = sections.pagination.page;
  if (keep && cached && page >= startPage(cached) && page <= endPage(cached)) return cached;
  const fresh = startSession(identity, sections, url);
  sessions.set(identity, fresh);
  return fresh;
}

/**
 * The list side of a catalogue page: the loaded run of pages, loading the next and previous
 * pages, re-sorting, and the URL that follows the page being read (catalogue.md §4).
 */
export function useListing(page: PageData, sections: CataloguePageSections) {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const sessions = sessionsOf(client);
  const url = location.pathname + location.search;
  const identity = listingIdentity(sections);
  const navigationType = useNavigationType();
  // The loaded run survives the listing's own URL moves and back/forward; a link or a hot key to
  // another page opens that page at the top, as a fresh run.
  const keep = navigationType === 'POP' || (location.state as { listingOwn?: boolean } | null)?.listingOwn === true;
  const [session, setSession] = useState(() => sessionFor(sessions, identity, sections, url, keep));
  const [seenKey, setSeenKey] = useState(location.key);
  const [loading, setLoading] = useState<Loading>(null);
  const [failed, setFailed] = useState(false);
  const lastFetchAt = useRef(0);
  // A page that arrives after the shopper has left the listing is not added to any run.
  const shownNow = useRef(true);
  useEffect(() => {
    shownNow.current = true;
    return () => {
      shownNow.current = false;
    };
  }, []);

  // A new listing (filters, sort, a page outside the loaded run) starts a new run.
  const moved = seenKey !== location.key;
  const current =
    (!moved || keep) &&
    session.identity === identity &&
    sections.pagination.page >= startPage(session) &&
    sections.pagination.page <= endPage(session)
      ? session
      : null;
  let shown = current ?? session;
  if (moved) setSeenKey(location.key);
  if (!current) {
    shown = sessionFor(sessions, identity, sections, url, keep);
    if (shown !== session) setSession(shown);
  }

  const update = useCallback(
    (next: ListingSession) => {
      sessions.set(next.identity, next);
      setSession(next);
    },
    [sessions],
  );

  // catalogue.md §4: total 0 on a page other than 1 goes to the last page.
  const { outOfRange, lastPageUrl } = sections.pagination;
  useEffect(() => {
    if (outOfRange) void navigate(lastPageUrl, { replace: true });
  }, [outOfRange, lastPageUrl, navigate]);

  const load = useCallback(
    async (direction: 'next' | 'prev') => {
      const now = Date.now();
      if (loading || now - lastFetchAt.current < FETCH_DEBOUNCE_MS) return;
      const target = direction === 'next' ? shown.last.nextPageUrl : shown.first.prevPageUrl;
      if (!target) return;
      lastFetchAt.current = now;
      setLoading(direction);
      setFailed(false);
      try {
        const [data] = await Promise.all([fetchListingPage(apiOf(client), target, direction), delay(MIN_LOADING_MS)]);
        if (!shownNow.current) return;
        seedListingPage(client, target, page, { ...sections, ...data });
        const base = sessions.get(shown.identity) ?? shown;
        update(direction === 'next' ? appendPage(base, data, target) : prependPage(base, data, target));
      } catch {
        setFailed(true);
      } finally {
        setLoading(null);
      }
    },
    [client, loading, page, sections, sessions, shown, update],
  );

  const sortBy = useCallback(
    async (next: SortState) => {
      setLoading('sort');
      try {
        const path = firstPageUrl(sections.pagination, url);
        const [data] = await Promise.all([fetchSorted(apiOf(client), path, next.field, next.dir), delay(MIN_LOADING_MS)]);
        const target = firstPageUrl(
          data.pagination,
          data.pagination.pages.find((link) => link.page === 1)?.url ?? data.pagination.lastPageUrl,
        );
        seedListingPage(client, target, page, { ...sections, ...data });
        await navigate(target);
      } finally {
        setLoading(null);
      }
    },
    [client, navigate, page, sections, url],
  );

  const chooseSort = useCallback(
    (field: SortField) => sortBy(nextSort({ field: sections.productsParams.sortName, dir: sections.productsParams.sortDir }, field)),
    [sections.productsParams, sortBy],
  );

  /** The URL follows the page the shopper reads; no new history entry, no scroll jump. */
  const readingAt = useCallback(
    (index: number) => {
      const reading = pageAt(shown, index);
      if (reading.page === sections.pagination.page || reading.url === '' || reading.url === url) return;
      void navigate(reading.url, { replace: true, preventScrollReset: true, state: OWN_NAVIGATION });
    },
    [navigate, sections.pagination.page, shown, url],
  );

  const currentSort = { field: sections.productsParams.sortName, dir: sections.productsParams.sortDir };
  /** Where choosing a sort field leads: links of the sort controls, for before the app runs. */
  const sortHref = (sort: SortState) => sortedUrl(sections.pagination, url, sort);
  const sortHrefOf = (field: SortField) => sortHref(nextSort(currentSort, field));

  return {
    session: shown,
    loading,
    failed,
    loadNext: () => load('next'),
    loadPrevious: () => load('prev'),
    sortBy,
    chooseSort,
    sortHref,
    sortHrefOf,
    readingAt,
  };
}
