import { routeTable } from '@shop/contracts/browser/route.ts';
import { PAGES_CACHE, PERSONAL_CACHE } from './caches.ts';

/**
 * Where the worker sends a request of the shop's origin:
 * - `page`: a page address (navigation) or its data (/api/page) — network first, the last reply cached;
 * - `cart`: the cart's read — network first, the last reply cached in the personal cache;
 * - `picture`: a product's picture — cache first, bounded;
 * - `asset`: a hashed asset left out of the precache (the map's code and styles) — cache first, bounded,
 *   so the map opens again offline, and in an open tab of a release the server no longer has;
 * - `user-change`: signing in or out (from the app or a plain form) — to the network, and what the
 *   worker cached of the previous shopper goes before the reply reaches the page;
 * - `network`: everything else (every other call, every change) goes to the network untouched.
 * Hashed assets are answered by the precache before this is asked.
 */
export type WorkerRoute = 'page' | 'cart' | 'picture' | 'asset' | 'user-change' | 'network';

/** The calls after which another shopper (or a guest) owns the session. */
const { login, logout, register, checkCode, remember, social } = routeTable.account;
const USER_CHANGES = new Set<string>([login, logout, register, checkCode, remember, social].map((route) => route.path));

export function routeOf(request: { method: string; mode: string; url: string }, origin: string): WorkerRoute {
  const url = new URL(request.url);
  if (url.origin !== origin) return 'network';
  if (request.method === 'POST' && USER_CHANGES.has(url.pathname)) return 'user-change';
  if (request.method !== 'GET') return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.pathname === '/api/page') return 'page';
  if (url.pathname === '/api/cart') return 'cart';
  if (url.pathname.startsWith('/api/img/')) return 'picture';
  if (url.pathname.startsWith('/assets/')) return 'asset';
  return 'network';
}

/**
 * A reply rendered with a session is `no-store`: it is that shopper's, so it is cached only in the
 * personal cache, which signing out or in clears. Every other reply of a page (a guest's) is cached
 * with the pages, where any shopper on this browser may read it offline.
 */
export function cacheFor(response: { headers: { get(name: string): string | null } }): string {
  return /\bno-store\b/i.test(response.headers.get('cache-control') ?? '') ? PERSONAL_CACHE : PAGES_CACHE;
}
