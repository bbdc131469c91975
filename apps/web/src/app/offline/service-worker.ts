/** The shop's service worker (src/sw/sw.ts), served by the BFF at the site's root. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker, then, while a new release's worker waits, asks it to take over as this tab
 * is left (a reload, another site, the tab closed): it does only when no other tab is open, so
 * the next page is the new release's and an open tab of the old one never loses its chunks. A tab
 * that stays open keeps its release; a lazy chunk of it that is gone all the same reloads the tab
 * once a minute at most (lib/chunk-reload.ts), and the reload comes from the new release.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | undefined> {
  // A browser whose workers are blocked (an extension, a test driver) may stub register() out and
  // resolve it with nothing.
  const registration: ServiceWorkerRegistration | undefined = await container.register(SERVICE_WORKER_URL, {
    scope: '/',
    updateViaCache: 'none',
  });
  window.addEventListener('pagehide', () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
  return registration;
}
