import { reportBrowserError } from './browser-errors.ts';

const STORAGE_KEY = 'chunk-reload-at';

/** Indirection so tests can watch the reload. */
export const page = { reload: () => window.location.reload() };
const MIN_INTERVAL_MS = 60_000;

/**
 * After a deploy the old chunk names are gone; reloading fetches the new index. At most once a
 * minute, so a chunk that is really broken shows the error screen instead of a reload loop
 * (product-widgets-monitoring.md §8). Returns whether a reload was started.
 */
export function reloadForFreshChunks(now = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(STORAGE_KEY) ?? 0);
    if (now - last < MIN_INTERVAL_MS) return false;
    window.sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  page.reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Failed to fetch dynamically|Unable to preload CSS/i.test(
    error.message,
  );
}

/**
 * Wraps a dynamic import the shopper waits for (a screen, a route, a window they opened, the app's
 * start, a part hydrated after the first screen): a failed chunk reloads the page (once a minute)
 * instead of failing.
 *
 * Offline, a chunk fails for the network, not for a new release, and a reload would replace the
 * page with the browser's own offline page: the import is tried again once the browser is online,
 * and a failure then reloads.
 *
 * Only such an import reloads. Vite announces every failed dynamic import as 'vite:preloadError',
 * link prefetch and idle preloads included, and the page does not listen for it: a prefetch that
 * fails is let go by its caller, so it neither reloads the page under the shopper (and what they
 * typed) nor spends the once-a-minute reload their next click may need.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    if (!navigator.onLine) {
      await new Promise((online) => addEventListener('online', online, { once: true }));
      return loadChunk(load);
    }
    // Told before the reload: a beacon outlives the page.
    reportBrowserError('chunk', error);
    if (reloadForFreshChunks()) return new Promise<T>(() => {});
    throw error;
  }
}
