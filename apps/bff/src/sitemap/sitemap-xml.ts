/**
 * URLs per sitemap file. The protocol allows 50 000 URLs and 50 MB uncompressed a file; at 10 000
 * even addresses of the longest site path (2 048 characters, siteAddressSchema) stay under 21 MB,
 * and one file is a few milliseconds to write and compress, so a crawler's request never waits long.
 */
export const SITEMAP_CHUNK_URLS = 10_000;

/** What the sitemap says of one page: its path on the shop, and when it last changed when that is known. */
export interface SitemapEntry {
  path: string;
  lastmod?: string | undefined;
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char] ?? char);

/** The page's absolute URL on the shop's origin, percent-encoded as the protocol wants (RFC 3986). */
export const absoluteUrl = (origin: string, path: string) => new URL(path, origin).href;

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function location(loc: string, lastmod: string | undefined) {
  return `<loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}`;
}

/** The entries' files: SITEMAP_CHUNK_URLS each (the last may hold fewer). */
export function chunksOf<T>(items: readonly T[], size = SITEMAP_CHUNK_URLS): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** One sitemap file (`<urlset>`). */
export function urlSetXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url>${location(absoluteUrl(origin, entry.path), entry.lastmod)}</url>\n`);
  return `${HEAD}<urlset ${NAMESPACE}>\n${urls.join('')}</urlset>\n`;
}

/** The sitemap index (`<sitemapindex>`) naming each file by its path. */
export function sitemapIndexXml(origin: string, files: ReadonlyArray<{ path: string; lastmod: string }>): string {
  const sitemaps = files.map((file) => `<sitemap>${location(absoluteUrl(origin, file.path), file.lastmod)}</sitemap>\n`);
  return `${HEAD}<sitemapindex ${NAMESPACE}>\n${sitemaps.join('')}</sitemapindex>\n`;
}
