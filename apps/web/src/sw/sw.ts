/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ASSETS_CACHE, OFFLINE_DOCUMENT, PAGES_CACHE, PERSONAL_CACHE, PICTURES_CACHE } from './caches.ts';
import { pageAddressOf, pageDataReplyOf } from './page-data.ts';
import { cacheFor, routeOf } from './routing.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const DAY_S = 24 * 60 * 60;
const CACHED_REPLIES = { maxEntries: 60, maxAgeSeconds: 7 * DAY_S };
const expirations = new Map([PAGES_CACHE, PERSONAL_CACHE].map((name) => [name, new CacheExpiration(name, CACHED_REPLIES)]));

// The hashed assets, the fonts' script, the offline document and the icons. A new release's worker
// installs its own beside them and waits: it takes over only once no tab of the old release is
// open (or the last one is being left, see app/offline/service-worker.ts), so an open tab's lazy chunks stay here until then.
precacheAndRoute(self.__WB_MANIFEST);
// The tab that installed the first worker caches what it browses from then on, without a reload. A
// later release activates only once no tab of the old one is left, so it takes over nobody's page.
clientsClaim();

// A tab being left asks the waiting worker to take over: it does when that tab is the only one, so
// the next page is the new release's and no other tab of the old one loses its chunks.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== 'SKIP_WAITING') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then((tabs) => (tabs.length <= 1 ? self.skipWaiting() : undefined)),
  );
});

/** The last reply of a page, its data or the cart, cached in `cacheName` and dropped from the other cache. */
async function cacheReply(request: Request, response: Response, cacheName: string): Promise<void> {
  const other = cacheName === PAGES_CACHE ? PERSONAL_CACHE : PAGES_CACHE;
  await (await caches.open(cacheName)).put(request, response);
  await (await caches.open(other)).delete(request);
  const expiration = expirations.get(cacheName);
  await expiration?.updateTimestamp(request.url);
  await expiration?.expireEntries();
}

async function lastCached(request: RequestInfo): Promise<Response | undefined> {
  for (const name of [PERSONAL_CACHE, PAGES_CACHE]) {
    // The app's own headers (the layout, the cookie) vary only what a reply says, not whose it is.
    const found = await (await caches.open(name)).match(request, { ignoreVary: true });
    if (found) return found;
  }
  return undefined;
}

/**
 * Network first: online, the shopper sees today's prices; a cached copy answers only when the
 * network does not, and without one `uncached` may. Stale-while-revalidate would show yesterday's
 * price first on every visit.
 */
async function networkFirst(
  event: FetchEvent,
  cacheFor: (response: Response) => string | null,
  uncached: (request: Request) => Promise<Response | undefined> = async () => undefined,
): Promise<Response> {
  const { request } = event;
  try {
    const response = await fetch(request);
    const cacheName = cacheFor(response);
    if (cacheName) event.waitUntil(cacheReply(request, response.clone(), cacheName));
    return response;
  } catch (error) {
    const cached = (await lastCached(request)) ?? (await uncached(request));
    if (cached) return cached;
    throw error;
  }
}

/**
 * A page never cached opens the offline document. Data of a page cached only as a document (its
 * address was typed or followed from elsewhere, and the app never asked for its data) is read from
 * that document's boot data: an in-app click to it opens it too.
 */
async function pageUncached(request: Request): Promise<Response | undefined> {
  if (request.mode === 'navigate') return matchPrecache(OFFLINE_DOCUMENT);
  const address = pageAddressOf(request.url);
  const page = address ? await lastCached(address) : undefined;
  if (page?.status !== 200) return undefined;
  const reply = pageDataReplyOf(await page.text());
  return reply === null ? undefined : new Response(reply, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}

// A 404 page is cached too: offline it says the same as online.
const pageCache = (response: Response) => (response.status === 200 || response.status === 404 ? cacheFor(response) : null);
// The cart is always the shopper's own, a guest's too.
const cartCache = (response: Response) => (response.ok ? PERSONAL_CACHE : null);

registerRoute(
  ({ request }) => routeOf(request, self.location.origin) === 'page',
  ({ event }) => networkFirst(event as FetchEvent, pageCache, pageUncached),
);
registerRoute(
  ({ request }) => routeOf(request, self.location.origin) === 'cart',
  ({ event }) => networkFirst(event as FetchEvent, cartCache),
);
// Another shopper owns the session from this reply on: nobody reads the previous one's cart or
// pages offline, and the cart the app loads again is the only one cached.
registerRoute(
  ({ request }) => routeOf(request, self.location.origin) === 'user-change',
  async ({ request }) => {
    const response = await fetch(request);
    await caches.delete(PERSONAL_CACHE);
    return response;
  },
  'POST',
);
registerRoute(
  ({ request }) => routeOf(request, self.location.origin) === 'picture',
  new CacheFirst({
    cacheName: PICTURES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);
// Hashed, so never changed under their name: the map's code and styles, and a new release's assets
// fetched while this release's worker still controls the tab.
registerRoute(
  ({ request }) => routeOf(request, self.location.origin) === 'asset',
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true })],
  }),
);
