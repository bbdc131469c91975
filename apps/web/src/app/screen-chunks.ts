import { screenImports } from './screen-registry.ts';

/** The routes of router.tsx with a path of their own; everything else is the catch-all page route. */
const pathModules: ReadonlyArray<[RegExp, () => Promise<unknown>]> = [
  [/^\/cart\/$/, () => import('./routes/cart.tsx')],
  [/^\/order\/history\/$/, () => import('./routes/order-history.tsx')],
  [/^\/o\/[^/]+\/$/, () => import('./routes/order.tsx')],
];

/** Whether the catch-all page route draws a path (not the cart, an order, the history, monitoring). */
export function isPagePath(pathname: string): boolean {
  return !pathname.startsWith('/monitoring/') && !pathModules.some(([pattern]) => pattern.test(pathname));
}

/**
 * The chunks a click on a shop path needs. Which screen the catch-all draws is the server's route
 * type, known only with the page data, and page data is not fetched ahead: a page GET has effects
 * upstream (a product lands in the viewed products, a one-time link is used). So a catch-all path
 * loads the content page's screen (the page route itself comes with the app).
 */
export function chunksForPath(pathname: string): Array<() => Promise<unknown>> {
  if (pathname === '/') return [screenImports.main];
  const own = pathModules.find(([pattern]) => pattern.test(pathname));
  if (own) return [own[1]];
  return [screenImports.page];
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
