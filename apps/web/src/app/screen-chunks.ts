import type { VitalsRoute } from '@shop/contracts/vitals.ts';
import { loadSanitizer } from '@shop/ui/sanitizer.ts';
import { screenImports } from './screen-registry.ts';

/**
 * The routes of router.tsx with a path of their own, with the route type the server gives their
 * paths; everything else is the catch-all page route.
 */
const pathModules: ReadonlyArray<[RegExp, VitalsRoute, () => Promise<unknown>]> = [
  [/^\/cart\/$/, 'cart', () => import('./routes/cart.tsx')],
  [/^\/order\/history\/$/, 'orderHistory', () => import('./routes/order-history.tsx')],
  [/^\/o\/[^/]+\/$/, 'order', () => import('./routes/order.tsx')],
];

/** The cart's address: rendered on the server too, from the shopper's cart (server/render-page.tsx). */
export const CART_PATH = '/cart/';

/** Whether the catch-all page route renders a path (not the cart, an order, the history, monitoring). */
export function isPagePath(pathname: string): boolean {
  return ownRouteType(pathname) === null;
}

/** The route type of a path with a route of its own (the sales board's is 'monitoring'); null for the catch-all's. */
export function ownRouteType(pathname: string): VitalsRoute | null {
  if (pathname.startsWith('/monitoring/')) return 'monitoring';
  return pathModules.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * The code of the screen that renders a path. Which screen the catch-all renders is the server's route
 * type, known only with the page data, and page data is not fetched ahead: a page GET has effects
 * upstream (a product lands in the viewed products, a one-time link is used). So a catch-all path
 * loads the content page's screen (the page route itself comes with the app).
 */
function screenChunkFor(pathname: string): () => Promise<unknown> {
  if (pathname === '/') return screenImports.main;
  return pathModules.find(([pattern]) => pattern.test(pathname))?.[2] ?? screenImports.page;
}

const started = new Set<() => Promise<unknown>>();

/** A failure is left for the click to meet (and reload for), not acted on here. */
function startLoading(load: () => Promise<unknown>): void {
  if (started.has(load)) return;
  started.add(load);
  void load().catch(() => started.delete(load));
}

/**
 * Starts loading the code a click on a shop path needs ahead of the click: its screen's, and the
 * sanitiser for the server HTML the screen may show. The browser keeps the modules for the render.
 */
export function preloadPath(pathname: string): void {
  startLoading(screenChunkFor(pathname));
  startLoading(loadSanitizer);
}

/**
 * Starts loading the code that hydrates the page the server rendered at this path: its screen's
 * alone. The server-rendered HTML stays as it is (SafeHtml), so the sanitiser is not needed to
 * hydrate the page: a hydrated SafeHtml loads it once the browser is idle, a click's preloadPath
 * before the next screen, instead of taking a slow phone's network and CPU while the page hydrates.
 */
export function preloadHydratedPath(pathname: string): void {
  startLoading(screenChunkFor(pathname));
}
