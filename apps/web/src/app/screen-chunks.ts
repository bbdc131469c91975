import type { VitalsRoute } from '@shop/contracts/vitals.ts';
import { loadSanitizer } from '@shop/ui/safe-html.tsx';
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

/** The cart's address: drawn on the server too, from the shopper's cart (server/render-page.tsx). */
export const CART_PATH = '/cart/';

/** Whether the catch-all page route draws a path (not the cart, an order, the history, monitoring). */
export function isPagePath(pathname: string): boolean {
  return ownRouteType(pathname) === null;
}

/** The route type of a path with a route of its own (the sales board's is 'monitoring'); null for the catch-all's. */
export function ownRouteType(pathname: string): VitalsRoute | null {
  if (pathname.startsWith('/monitoring/')) return 'monitoring';
  return pathModules.find(([pattern]) => pattern.test(pathname))?.[1] ?? null;
}

/**
 * The chunks a click on a shop path needs. Which screen the catch-all draws is the server's route
 * type, known only with the page data, and page data is not fetched ahead: a page GET has effects
 * upstream (a product lands in the viewed products, a one-time link is used). So a catch-all path
 * loads the content page's screen (the page route itself comes with the app). Every screen may show
 * server HTML, which waits for the sanitiser.
 */
export function chunksForPath(pathname: string): Array<() => Promise<unknown>> {
  if (pathname === '/') return [screenImports.main, loadSanitizer];
  const own = pathModules.find(([pattern]) => pattern.test(pathname));
  if (own) return [own[2], loadSanitizer];
  return [screenImports.page, loadSanitizer];
}

const started = new Set<() => Promise<unknown>>();

/**
 * Starts loading the code for a path ahead of a click; the browser keeps the modules for the
 * render. A failure is left for the click to meet (and reload for), not acted on here.
 */
export function preloadPath(pathname: string): void {
  for (const load of chunksForPath(pathname)) {
    if (started.has(load)) continue;
    started.add(load);
    void load().catch(() => started.delete(load));
  }
}
