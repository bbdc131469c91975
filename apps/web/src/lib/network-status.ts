import { useSyncExternalStore } from 'react';

/**
 * Whether the shop can reach the network: the browser's word (navigator.onLine and its
 * online/offline events), and a failed fetch counts as offline until the next one succeeds —
 * a phone can report onLine while nothing gets through.
 */
let fetchFailed = false;
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || (navigator.onLine && !fetchFailed);
}

/** Called by the API client after each call: a network failure, or a reply of any status. */
export function noteFetchResult(reached: boolean): void {
  if (fetchFailed === !reached) return;
  fetchFailed = !reached;
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onOnline = () => {
    // The browser's word that the network is back: let the next fetch say otherwise.
    fetchFailed = false;
    listener();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', listener);
  };
}

/** Drawn on the server as online: a page drawn there was reached through the network. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
