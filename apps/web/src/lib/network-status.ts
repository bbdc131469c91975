import { useSyncExternalStore } from 'react';

/**
 * Whether the shop can reach the network: the browser's word (navigator.onLine and its
 * online/offline events), and a failed fetch counts as offline until the next one succeeds —
 * a phone can report onLine while nothing gets through.
 */
let fetchFailed = false;
/** Told on the window when a fetch changes the status, beside the browser's own events. */
const FETCH_EVENT = 'shop-fetch';
/** The window's events after which isOnline() may say otherwise. */
export const NETWORK_EVENTS = ['online', 'offline', FETCH_EVENT] as const;

export const isOnline = (): boolean => navigator.onLine && !fetchFailed;

// The browser saying it is online again is a reason to try: the next call decides. Registered when
// the module loads, before any subscriber, so that each reads the status after it.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    fetchFailed = false;
  });
}

/**
 * Called by the API client after each call: whether it reached the shop. A failure counts only
 * while the browser says it is online; once the browser has said it is offline, the next call
 * that gets through (or fails again) decides.
 */
export function noteFetchResult(reached: boolean): void {
  const failed = !reached && navigator.onLine;
  if (failed === fetchFailed) return;
  fetchFailed = failed;
  window.dispatchEvent(new Event(FETCH_EVENT));
}

/** Called on every change of isOnline(): the browser's online/offline events and fetch outcomes. */
export function subscribeOnline(listener: () => void): () => void {
  for (const type of NETWORK_EVENTS) window.addEventListener(type, listener);
  return () => {
    for (const type of NETWORK_EVENTS) window.removeEventListener(type, listener);
  };
}

/** Rendered on the server as online: a page rendered there was reached through the network. */
export const useOnline = (): boolean => useSyncExternalStore(subscribeOnline, isOnline, () => true);
