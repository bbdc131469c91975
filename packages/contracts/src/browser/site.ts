/**
 * What every page of the site shares from its start: the shopper's layout, the envelope's standard
 * texts and how long its toasts stay.
 */

/** The shopper's layout, desktop or mobile. */
export const SITE_VERSIONS = ['desktop', 'mobile'] as const;
export type SiteVersionValue = (typeof SITE_VERSIONS)[number];
/** Header the SPA sends on every /api call and the BFF forwards upstream. */
export const SITE_VERSION_HEADER = 'site-version';
/** The shopper's site version as a cookie too, so the server renders the first page in the right layout. */
export const SITE_VERSION_COOKIE = 'site_version';
/** Below this width the desktop tree lays itself out compactly. */
export const COMPACT_LAYOUT_BELOW_PX = 990;

/** The envelope's standard texts and how long its toasts stay (ARCHITECTURE.md "Normalisation"). */
export const UNKNOWN_ERROR_TEXT = 'Неизвестная ошибка';
export const NOT_CORRECT_JSON = 'Not correct JSON response';
export const UNDEFINED_ERROR = 'Undefined error';
export const ERROR_ROUTE_404 = '404page';
export const TOAST_DEFAULT_MS = 5_000;
export const ERROR_TRACE_TOAST_MS = 15_000;
