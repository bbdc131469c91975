import type { FastifyBaseLogger } from 'fastify';
import { logStoreFailure, type KeyValueStore } from './store.ts';

/** How long a cached page is served as it is, then while it is refreshed, then while refreshing fails. */
export interface GuestPageTimes {
  freshMs: number;
  staleWhileRevalidateMs: number;
  staleIfErrorMs: number;
}

/** What a guest request for a page is answered with, the same for every such request: a server-rendered document or a redirect. */
export interface CachedPage {
  status: number;
  /** The redirect's target. */
  location?: string | undefined;
  body: string;
}

/** A cached page as read: how old it is, and its body in UTF-8 (encoded once per stored copy, not per send). */
export interface ServedPage extends CachedPage {
  ageMs: number;
  bytes: Buffer;
}

/** What one rendering of a page came to: the value to answer with, the page to cache when it may be shared, or a failure. */
export interface LoadedPage<T> {
  value: T;
  keep?: CachedPage | undefined;
  /** The upstream failed or did not answer in time: a cached copy may stand in for it (stale-if-error). */
  failed?: boolean;
}

/** A rendering as every caller waiting on it gets it: the cached page encoded once for all of them. */
interface Refreshed<T> {
  value: T;
  failed: boolean;
  cached?: ServedPage;
}

export type GuestPageSource = 'fresh' | 'stale' | 'stale-if-error' | 'loaded' | 'uncached';

export type GuestPageRead<T> =
  | { source: 'fresh' | 'stale' | 'stale-if-error'; page: ServedPage }
  | { source: 'loaded'; page: ServedPage | undefined; value: T | undefined; failed: boolean };

export interface GuestPageCache {
  readonly times: GuestPageTimes;
  /**
   * The cached page for `key` while it is fresh; past that, still the cached page while `load`
   * refreshes it in the background (stale-while-revalidate), and while refreshing fails
   * (stale-if-error); otherwise what `load` gives. One `load` per key at a time, across every
   * instance sharing the store.
   */
  read<T>(key: string, load: () => Promise<LoadedPage<T>>): Promise<GuestPageRead<T>>;
  /** Whether page fetches are failing now and cached pages stand in for them. */
  degraded(): boolean;
  /** Whether some page is cached that a guest request could be given while the upstream is away. */
  holdsPages(): Promise<boolean>;
}

export interface GuestPageCacheOptions {
  store: KeyValueStore;
  times: GuestPageTimes;
  /** How long one server-side render may take: a refresh another instance began is waited for this long at most. */
  ssrBudgetMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

/** A key other instances wait on while one of them renders it. */
const LOCK_PREFIX = 'lock:';
/** Written with every cached page: tells an instance that has cached none itself that pages are cached. */
const ANY_PAGE_KEY = 'any';
/** While another instance renders a page nobody has cached yet, the store is looked at this often. */
const WAIT_STEP_MS = 50;
/** Pages whose last refresh began this many ago are not refreshed again while fetches fail. */
const RETRY_LIMIT = 4_096;
/** Pages held encoded for sending, per process; past this many keys the memo starts over. */
const DECODED_LIMIT = 64;

/** storedAt, status and location each on a line of their own, then the body: cheap for Map and Redis alike. */
const encode = (page: CachedPage, storedAt: number) => `${storedAt}\n${page.status}\n${page.location ?? ''}\n${page.body}`;

function decode(text: string): { page: CachedPage; storedAt: number } | undefined {
  const first = text.indexOf('\n');
  const second = text.indexOf('\n', first + 1);
  const third = text.indexOf('\n', second + 1);
  if (first < 0 || second < 0 || third < 0) return undefined;
  const storedAt = Number(text.slice(0, first));
  const status = Number(text.slice(first + 1, second));
  if (!Number.isFinite(storedAt) || !Number.isInteger(status)) return undefined;
  const location = text.slice(second + 1, third);
  return { storedAt, page: { status, ...(location ? { location } : {}), body: text.slice(third + 1) } };
}

export function createGuestPageCache(options: GuestPageCacheOptions): GuestPageCache {
  const { store, times, log } = options;
  const now = options.now ?? Date.now;
  /** A cached page outlives its freshness by the longer of its two stale windows. */
  const cachedForMs = times.freshMs + Math.max(times.staleWhileRevalidateMs, times.staleIfErrorMs);
  const inFlight = new Map<string, Promise<Refreshed<unknown> | undefined>>();
  const decoded = new Map<string, { text: string; page: CachedPage & { bytes: Buffer }; storedAt: number }>();
  /** When each key's last refresh began, while fetches fail: one try per key per freshness period. */
  const lastTry = new Map<string, number>();
  let lastFailureAt = Number.NEGATIVE_INFINITY;
  let lastSuccessAt = Number.NEGATIVE_INFINITY;
  let cachedHere = false;

  const isDegraded = () => lastFailureAt > lastSuccessAt;

  async function stored(key: string) {
    let text: string | undefined;
    try {
      text = await store.get(key);
    } catch (error) {
      // A cache that cannot be read is a miss: the upstream still answers.
      logStoreFailure(log, error, 'guest page cache read failed');
      return undefined;
    }
    if (text === undefined) return undefined;
    const known = decoded.get(key);
    if (known?.text === text) return known;
    const read = decode(text);
    if (!read) return undefined;
    const entry = { text, page: { ...read.page, bytes: Buffer.from(read.page.body) }, storedAt: read.storedAt };
    if (decoded.size >= DECODED_LIMIT) decoded.clear();
    decoded.set(key, entry);
    cachedHere = true;
    return entry;
  }

  async function keep(key: string, page: CachedPage) {
    try {
      await store.set(key, encode(page, now()), cachedForMs);
      await store.set(ANY_PAGE_KEY, '1', cachedForMs);
      cachedHere = true;
    } catch (error) {
      logStoreFailure(log, error, 'guest page cache write failed');
    }
  }

  /** Renders the page once for every caller in this process; undefined when another instance is rendering it. */
  function refresh<T>(key: string, load: () => Promise<LoadedPage<T>>): Promise<Refreshed<T> | undefined> {
    const pending = inFlight.get(key);
    if (pending) return pending as Promise<Refreshed<T> | undefined>;
    const run = (async () => {
      const lock = LOCK_PREFIX + key;
      const mine = await store.setIfAbsent(lock, '1', options.ssrBudgetMs * 2).catch(() => true);
      if (!mine) return undefined;
      try {
        const loaded = await load().catch((error: unknown): LoadedPage<T | undefined> => {
          log.warn({ err: error }, 'page not rendered for the guest page cache');
          return { value: undefined, failed: true };
        });
        if (loaded.failed) lastFailureAt = now();
        else lastSuccessAt = now();
        if (!loaded.keep || loaded.failed) return { value: loaded.value as T, failed: loaded.failed ?? false };
        await keep(key, loaded.keep);
        return { value: loaded.value as T, failed: false, cached: { ...loaded.keep, bytes: Buffer.from(loaded.keep.body), ageMs: 0 } };
      } finally {
        await store.delete(lock).catch(() => undefined);
      }
    })();
    inFlight.set(key, run);
    void run.finally(() => inFlight.delete(key));
    return run;
  }

  /** A refresh in the background, at most one per key per freshness period while fetches fail. */
  function refreshLater<T>(key: string, load: () => Promise<LoadedPage<T>>) {
    if (isDegraded()) {
      const last = lastTry.get(key);
      if (last !== undefined && now() - last < Math.max(times.freshMs, 1_000)) return;
      if (lastTry.size >= RETRY_LIMIT) lastTry.clear();
      lastTry.set(key, now());
    }
    void refresh(key, load);
  }

  /** Another instance is rendering the page: its copy, once cached, or undefined when the budget passes first. */
  async function renderedElsewhere(key: string) {
    // Real time, whatever clock the pages' ages are read by.
    const deadline = performance.now() + options.ssrBudgetMs;
    while (performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      const entry = await stored(key);
      if (entry) return entry;
      if ((await store.get(LOCK_PREFIX + key).catch(() => undefined)) === undefined) return undefined;
    }
    return undefined;
  }

  const served = (entry: { page: CachedPage & { bytes: Buffer }; storedAt: number }): ServedPage => ({
    ...entry.page,
    ageMs: Math.max(0, now() - entry.storedAt),
  });

  return {
    times,
    degraded: isDegraded,
    async holdsPages() {
      if (cachedHere) return true;
      return (await store.get(ANY_PAGE_KEY).catch(() => undefined)) !== undefined;
    },
    async read<T>(key: string, load: () => Promise<LoadedPage<T>>): Promise<GuestPageRead<T>> {
      const entry = await stored(key);
      const ageMs = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
      if (entry && ageMs < times.freshMs) return { source: 'fresh', page: served(entry) };
      if (entry && ageMs < times.freshMs + times.staleWhileRevalidateMs) {
        refreshLater(key, load);
        return { source: 'stale', page: served(entry) };
      }
      const standIn = entry && ageMs < times.freshMs + times.staleIfErrorMs ? entry : undefined;
      if (standIn && isDegraded()) {
        // Fetches are failing: the cached copy goes out at once, and one refresh tries the upstream.
        refreshLater(key, load);
        return { source: 'stale-if-error', page: served(standIn) };
      }
      const loaded = await refresh(key, load);
      if (loaded === undefined) {
        if (standIn) return { source: 'stale-if-error', page: served(standIn) };
        const theirs = await renderedElsewhere(key);
        if (theirs) return { source: 'loaded', page: served(theirs), value: undefined, failed: false };
        const own = await load();
        return { source: 'loaded', page: undefined, value: own.value, failed: own.failed ?? false };
      }
      if (loaded.failed && standIn) return { source: 'stale-if-error', page: served(standIn) };
      return { source: 'loaded', page: loaded.cached, value: loaded.value, failed: loaded.failed };
    },
  };
}
