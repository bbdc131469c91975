import { SITE_VERSION_COOKIE } from '@shop/contracts/browser/site.ts';

/** The app's own cookie (the chosen layout); any other is the upstream's, the shopper's session. */
const APP_COOKIES: ReadonlySet<string> = new Set([SITE_VERSION_COOKIE]);

/**
 * Whether the request carries a session: a cookie the app did not write itself. The BFF does not
 * name the upstream's session cookie (the demo's is `sid`, a real backend's may differ), so any
 * such cookie counts, and what is built with it is treated as the shopper's own.
 */
export function hasSession(cookie: string | undefined): boolean {
  if (!cookie) return false;
  // Pair by pair without splitting the header: this runs for every personal reply.
  for (let start = 0; start < cookie.length; ) {
    const semicolon = cookie.indexOf(';', start);
    const end = semicolon === -1 ? cookie.length : semicolon;
    const equals = cookie.indexOf('=', start);
    const name = cookie.slice(start, equals === -1 || equals > end ? end : equals).trim();
    if (name !== '' && !APP_COOKIES.has(name)) return true;
    start = end + 1;
  }
  return false;
}

/** The session's cookies (every cookie but the app's own), as the request sent them; undefined without a session. */
export function sessionCookiesOf(cookie: string | undefined): string | undefined {
  if (!hasSession(cookie)) return undefined;
  return cookie
    ?.split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '' && !APP_COOKIES.has(pair.slice(0, pair.indexOf('=') === -1 ? pair.length : pair.indexOf('=')).trim()))
    .join('; ');
}
