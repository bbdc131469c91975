/**
 * Which site paths are pages: what the BFF may fetch from the upstream as a page (GET with the
 * page headers) and render. The legacy backend answers its calls, files and pages on one origin, so
 * a page fetch of `/ordering/` or `/img/p/1.png` would reach a call or a file that is not meant to
 * be read as a page (the checkout's data, the demo's outbox of sign-in codes); those are refused
 * before the upstream as an unknown page.
 */

/** The legacy paths that are calls or files, by the spec's names (cart-and-ordering.md, catalogue.md). */
const NOT_PAGES: readonly RegExp[] = [
  // The legacy API, and this BFF's own.
  /^\/api\//i,
  // Cart calls; /cart/ itself is the cart page.
  /^\/cart\/[^?]/i,
  // Order calls (the invoice, history edits); /order/history/ is a page.
  /^\/order\/(?!history\/$)/i,
  // The checkout's data.
  /^\/ordering\//i,
  // The product page's calls (/product/{id}/getForumData/ …).
  /^\/product\/[^/]+\/get/i,
  /^\/catalog\/setViewMode\//i,
  // Search hints and tooltips, the short search address.
  /^\/s\//i,
  /^\/shortSearchUrl\//i,
  // Pictures and documents.
  /^\/img\//i,
  /^\/files\//i,
  // The demo upstream's own pages (the outbox, the social provider) and its health.
  /^\/dev\//i,
  /^\/health(?:\/|$)/i,
];

const PROBE_ORIGIN = 'http://page.invalid';

/** The pathname as the upstream's router would read it: dot segments resolved, percent-encoding decoded. */
function routedPathname(pathname: string): string | undefined {
  try {
    return decodeURIComponent(new URL(pathname, PROBE_ORIGIN).pathname);
  } catch {
    return undefined;
  }
}

/**
 * Whether a site path (a pathname, with or without its query) names a page: it ends with a slash,
 * as every page address does (product-widgets-monitoring.md §2, "trailing slash strict"), has no
 * dot segments, and is none of the legacy calls and files, however it is spelt.
 */
export function isPagePath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (!pathname.startsWith('/') || !pathname.endsWith('/')) return false;
  const routed = routedPathname(pathname);
  // A page is named as it is; '/a/../ordering/' or '/%2e%2e/' would be read as another path.
  if (routed === undefined || new URL(pathname, PROBE_ORIGIN).pathname !== pathname) return false;
  return !NOT_PAGES.some((pattern) => pattern.test(routed));
}
