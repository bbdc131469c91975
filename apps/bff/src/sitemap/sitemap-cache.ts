import type { FastifyBaseLogger } from 'fastify';
import type { KeyValueStore } from '../shared-state/store.ts';

/** The last sitemap built: when, and every page's path. */
export interface CachedSitemap {
  builtAt: number;
  paths: readonly string[];
}

export interface SitemapCacheOptions {
  /** Shared by every instance with REDIS_URL, so one builds for all; a Map in one process. */
  store: KeyValueStore;
  /** Makes a new sitemap's paths; throws when it cannot, and the cached one stays. Stopping the cache aborts it. */
  build: (signal: AbortSignal) => Promise<{ paths: string[] }>;
  /** A sitemap this old is built again (SITEMAP_REBUILD_S). */
  rebuildMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

export type RefreshOutcome = 'built' | 'fresh' | 'elsewhere' | 'failed';

export interface SitemapCache {
  /** The cached sitemap, however old: a rebuild or an upstream outage leaves it as it was. */
  current(): Promise<CachedSitemap | undefined>;
  /** Builds a new sitemap when the cached one is due and no other instance is building one. */
  refresh(): Promise<RefreshOutcome>;
  /** Refreshes after `firstDelayMs`, then every `checkEveryMs`; the timer does not hold the process open. */
  start(firstDelayMs: number, checkEveryMs: number): void;
  /** Stops the timer and a build under way (on close). */
  stop(): void;
}

const SITEMAP_KEY = 'paths';
/** Written after the paths: an instance reads the large value only when this has changed. */
const BUILT_AT_KEY = 'built-at';
const LOCK_KEY = 'lock';
/** Cached through a month of failing rebuilds. */
const CACHED_FOR_MS = 30 * 24 * 3_600_000;
/** Longer than a build of the whole catalogue takes; a build that dies leaves the lock this long. */
const LOCK_MS = 15 * 60_000;

export function createSitemapCache(options: SitemapCacheOptions): SitemapCache {
  const { store, log } = options;
  const now = options.now ?? Date.now;
  let known: CachedSitemap | undefined;
  let building: Promise<RefreshOutcome> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const stopped = new AbortController();

  async function current(): Promise<CachedSitemap | undefined> {
    try {
      const builtAt = Number(await store.get(BUILT_AT_KEY));
      if (!Number.isFinite(builtAt) || builtAt <= 0) return known;
      if (known?.builtAt === builtAt) return known;
      const text = await store.get(SITEMAP_KEY);
      if (text === undefined) return known;
      const newline = text.indexOf('\n');
      const storedAt = Number(text.slice(0, newline));
      // The paths and their time are written as one value; the time key only says when to read it.
      known = { builtAt: storedAt, paths: newline < 0 ? [] : text.slice(newline + 1).split('\n') };
      return known;
    } catch (error) {
      log.warn({ err: error }, 'cached sitemap not read');
      return known;
    }
  }

  async function buildAndKeep(): Promise<RefreshOutcome> {
    const cached = await current();
    if (cached && now() - cached.builtAt < options.rebuildMs) return 'fresh';
    if (!(await store.setIfAbsent(LOCK_KEY, '1', LOCK_MS).catch(() => false))) return 'elsewhere';
    try {
      const started = performance.now();
      const built = await options.build(stopped.signal);
      const builtAt = now();
      // Paths are site paths from the upstream: one with a line break could not be a page.
      const paths = built.paths.filter((path) => !/[\r\n]/.test(path));
      // This instance serves what it built even when the store cannot take it.
      known = { builtAt, paths };
      await store.set(SITEMAP_KEY, `${builtAt}\n${paths.join('\n')}`, CACHED_FOR_MS);
      await store.set(BUILT_AT_KEY, String(builtAt), CACHED_FOR_MS);
      log.info({ urls: paths.length, ms: Math.round(performance.now() - started) }, 'sitemap built');
      return 'built';
    } catch (error) {
      log.warn({ err: error }, 'sitemap not built; the cached one stays');
      return 'failed';
    } finally {
      await store.delete(LOCK_KEY).catch(() => undefined);
    }
  }

  function refresh(): Promise<RefreshOutcome> {
    building ??= buildAndKeep().finally(() => {
      building = undefined;
    });
    return building;
  }

  function schedule(delayMs: number, checkEveryMs: number) {
    timer = setTimeout(() => {
      void refresh().finally(() => {
        if (timer !== undefined) schedule(checkEveryMs, checkEveryMs);
      });
    }, delayMs);
    timer.unref();
  }

  return {
    current,
    refresh,
    start: schedule,
    stop() {
      clearTimeout(timer);
      timer = undefined;
      stopped.abort();
    },
  };
}
