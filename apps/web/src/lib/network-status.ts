import { useSyncExternalStore } from 'react';

/**
 * Whether the shop can be reached: the browser says it is online, and the last call to the shop
 * did not fail on the network (a failed fetch counts as offline until the next one succeeds).
 */
let fetchFailed = false;
const listeners = new Set<() => void>();

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || (navigator.onLine && !fetchFailed);
}

/** The API client tells each call's outcome: a change of state reaches the subscribers. */
export function noteFetch(reached: boolean): void {
  if (fetchFailed === !reached) return;
  fetchFailed = !reached;
  for (const listener of listeners) listener();
}

/** Called on every change of isOnline(): the browser's online/offline events and fetch outcomes. */
export function subscribeOnline(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline, () => true);
}
