/**
 * The browser error beacon's figures, zod-free so the browser can use them as values;
 * browser-errors.ts re-exports them beside its schema.
 */

/**
 * What failed: an uncaught error, an unhandled rejection, an error an error boundary caught, a
 * chunk of code that could not be loaded, a server-rendered page the app could not take over.
 */
export const BROWSER_ERROR_KINDS = ['error', 'rejection', 'boundary', 'chunk', 'hydration'] as const;
export type BrowserErrorKind = (typeof BROWSER_ERROR_KINDS)[number];

/** A message longer than this is cut by the browser before it is sent. */
export const BROWSER_ERROR_MESSAGE_MAX = 500;
/** The top stack frame (file:line:col), cut the same way. */
export const BROWSER_ERROR_FRAME_MAX = 300;

/** A build's id: the hash of its entry chunk's name, `dev` for the development server. */
export const RELEASE_PATTERN = /^[\w-]{1,32}$/;

/** The release of the build whose entry chunk is at `entry` (an address or a file name, e.g. assets/index-B2x_aZ9k.js). */
export function releaseOfEntry(entry: string): string {
  return /index-([\w-]{1,32})\.js$/.exec(entry)?.[1] ?? 'dev';
}
