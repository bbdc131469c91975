/** The shopper's layout, desktop or mobile: zod-free, so the SPA's first route does not ship zod. */
export const SITE_VERSIONS = ['desktop', 'mobile'] as const;
export type SiteVersionValue = (typeof SITE_VERSIONS)[number];
/** Header the SPA sends on every /api call and the BFF forwards upstream. */
export const SITE_VERSION_HEADER = 'site-version';
/** The shopper's site version as a cookie too, so the server draws the first page in the right layout. */
export const SITE_VERSION_COOKIE = 'site_version';
/** Below this width the desktop tree lays itself out compactly. */
export const COMPACT_LAYOUT_BELOW_PX = 990;
