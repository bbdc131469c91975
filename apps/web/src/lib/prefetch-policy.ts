import { browserSavesData } from './data-saver.ts';

/** product-widgets-monitoring.md §9: link prefetch waits for an idle moment of at most 2 s. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** The part of the Network Information API the decision reads besides data saving (not in every browser). */
type NavigatorWithConnection = Parameters<typeof browserSavesData>[0] & { connection?: { effectiveType?: string } | undefined };

/** Prefetch is skipped on 2g ('2g', 'slow-2g') and when the shopper asked to save data (§9). */
export function mayPrefetch(nav: NavigatorWithConnection = navigator as NavigatorWithConnection): boolean {
  return !browserSavesData(nav) && !(nav.connection?.effectiveType ?? '').includes('2g');
}

type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
};

/**
 * Runs `callback` when the browser is idle, within 2 s; where requestIdleCallback is missing
 * (Safari), after 2 s. Returns the cancel.
 */
export function whenIdle(callback: () => void, win: IdleWindow = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(callback, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = win.setTimeout(callback, PREFETCH_IDLE_TIMEOUT_MS);
  return () => win.clearTimeout(handle);
}
