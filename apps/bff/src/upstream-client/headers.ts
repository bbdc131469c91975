import type { IncomingHttpHeaders } from 'node:http';
import { SITE_VERSION_HEADER, siteVersionSchema, type SiteVersion } from '@shop/contracts/enums.ts';

/** ARCHITECTURE.md "Headers to upstream". */
const SITE_VERSIONS: ReadonlySet<string> = new Set(siteVersionSchema.options);
const DEFAULT_SITE_VERSION: SiteVersion = 'desktop';

/** Built once: the headers every upstream call carries whatever the shopper sends. */
function baseHeaders(siteVersion: SiteVersion, pageFetch: boolean, withBody: boolean): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    [SITE_VERSION_HEADER]: siteVersion,
    'rq-type': 'client',
    'x-requested-with': 'XMLHttpRequest',
    accept: 'application/json',
  };
  if (withBody) headers['content-type'] = 'application/json';
  if (pageFetch) headers['without-menu'] = '1';
  return Object.freeze(headers);
}

/** By site version, then by page fetch and body as two bits: found without building a key. */
const variants = new Map<SiteVersion, ReadonlyArray<Readonly<Record<string, string>>>>(
  siteVersionSchema.options.map((version) => [
    version,
    [false, true].flatMap((pageFetch) => [false, true].map((withBody) => baseHeaders(version, pageFetch, withBody))),
  ]),
);

/** An unknown or missing site-version falls back to desktop, the legacy site's default. */
export function siteVersionOf(headers: IncomingHttpHeaders): SiteVersion {
  const value = headers[SITE_VERSION_HEADER];
  return typeof value === 'string' && SITE_VERSIONS.has(value) ? (value as SiteVersion) : DEFAULT_SITE_VERSION;
}

export interface ShopperContext {
  headers: IncomingHttpHeaders;
  id: string;
}

export function upstreamHeaders(shopper: ShopperContext, options: { pageFetch?: boolean; withBody?: boolean }): Record<string, string> {
  const base = variants.get(siteVersionOf(shopper.headers))?.[(options.pageFetch === true ? 2 : 0) + (options.withBody === true ? 1 : 0)];
  const headers: Record<string, string> = { ...base, 'x-request-id': shopper.id };
  const cookie = shopper.headers.cookie;
  if (cookie) headers.cookie = cookie;
  return headers;
}
