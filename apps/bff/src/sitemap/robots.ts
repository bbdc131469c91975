/**
 * What crawlers need not read: the API but its pictures (/api/img/, where the product pictures come
 * from), the cart with its checkout, orders and order history (/o/, /order/, /confirmation/), the
 * shopper's own lists (favourites, viewing history, a price subscription's cancel link), search
 * results and the monitoring display. The account has no page of its own: it is the header's windows.
 */
const DISALLOWED = [
  '/api/',
  '/cart/',
  '/o/',
  '/order/',
  '/confirmation/',
  '/favorites/',
  '/history/',
  '/unsubscribe/',
  '/search/',
  '/monitoring/',
] as const;

/** robots.txt for a shop known by `origin`; a shop whose public address is unknown asks not to be indexed at all. */
export function robotsTxt(origin: string | undefined): string {
  if (origin === undefined) return 'User-agent: *\nDisallow: /\n';
  const rules = ['User-agent: *', 'Allow: /api/img/', ...DISALLOWED.map((path) => `Disallow: ${path}`)];
  return `${rules.join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;
}
