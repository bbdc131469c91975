import { MONITORING_POLL_MS } from '@shop/contracts/browser/monitoring.ts';
import { ApiError } from '@/lib/api-client.ts';

/** An outage slows the poll down to this at most, so the board recovers within seconds. */
export const MAX_POLL_DELAY_MS = 15_000;
/** A poll that hangs longer than this counts as failed; the next one starts on schedule. */
export const POLL_TIMEOUT_MS = 10_000;

export type PollerEvent =
  /** The board is current: the flag was read (and the dataset, if it was owed). */
  | { type: 'contact'; at: number }
  /** A new order: the dataset was read again after the refresh flag. */
  | { type: 'refreshed'; at: number }
  /** The shop did not answer; the board keeps its data. `lastContactAt` is null before any contact. */
  | { type: 'failed'; lastContactAt: number | null; failures: number }
  /** The key was refused: polling has stopped for good. */
  | { type: 'refused' };

export type BoardPollerOptions = {
  checkUpdated: (signal: AbortSignal) => Promise<boolean>;
  reloadSales: (signal: AbortSignal) => Promise<void>;
  /** The board has no good dataset yet (its first read failed): read it on the next poll. */
  needsReload?: () => boolean;
  onEvent: (event: PollerEvent) => void;
  intervalMs?: number;
  maxDelayMs?: number;
  timeoutMs?: number;
  now?: () => number;
};

export type BoardPoller = { stop: () => void };

/** A wrong or missing key (401), or one the BFF rejects as malformed (400): asking again cannot help. */
export function isKeyRefused(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 400 || error.status === 403);
}

/** 1.5 s while healthy; after failures 3, 6, 12 s and then MAX_POLL_DELAY_MS. */
export function pollDelay(failures: number, intervalMs = MONITORING_POLL_MS, maxDelayMs = MAX_POLL_DELAY_MS): number {
  if (failures <= 0) return intervalMs;
  return Math.min(intervalMs * 2 ** Math.min(failures, 16), maxDelayMs);
}

/**
 * The isSalesUpdated poll of product-widgets-monitoring.md §7. One timer at a time (the next poll
 * is planned only when the previous one has settled), one request at a time, nothing held between
 * polls but a few numbers: the board runs for days on a wall screen.
 */
export function startBoardPoller(options: BoardPollerOptions): BoardPoller {
  const {
    checkUpdated,
    reloadSales,
    needsReload = () => false,
    onEvent,
    intervalMs = MONITORING_POLL_MS,
    maxDelayMs = MAX_POLL_DELAY_MS,
    timeoutMs = POLL_TIMEOUT_MS,
    now = Date.now,
  } = options;

  let stopped = false;
  let failures = 0;
  let lastContactAt: number | null = null;
  /** A refresh flag was taken but the dataset could not be read: read it on the next poll. */
  let refreshOwed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  async function poll() {
    timer = undefined;
    const controller = new AbortController();
    inFlight = controller;
    const deadline = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const updated = await checkUpdated(controller.signal);
      if (stopped) return;
      refreshOwed ||= updated;
      const reload = refreshOwed || needsReload();
      if (reload) await reloadSales(controller.signal);
      if (stopped) return;
      failures = 0;
      lastContactAt = now();
      onEvent(refreshOwed ? { type: 'refreshed', at: lastContactAt } : { type: 'contact', at: lastContactAt });
      refreshOwed = false;
    } catch (error) {
      if (stopped) return;
      if (isKeyRefused(error)) {
        stop();
        onEvent({ type: 'refused' });
        return;
      }
      failures = Math.min(failures + 1, 1_000);
      onEvent({ type: 'failed', lastContactAt, failures });
    } finally {
      clearTimeout(deadline);
      if (inFlight === controller) inFlight = null;
    }
    schedule();
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void poll(), pollDelay(failures, intervalMs, maxDelayMs));
  }

  function stop() {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  }

  schedule();
  return { stop };
}
