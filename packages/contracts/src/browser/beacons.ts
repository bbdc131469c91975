/**
 * The figures of the two beacons the browser sends, web vitals and browser errors; vitals.ts and
 * browser-errors.ts re-export them beside their schemas.
 */

/** What a beacon may carry: web-vitals' five measures and the moment the app hydrated the page. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'AppReady'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The measures in milliseconds; CLS alone is a score without a unit. */
export const VITAL_TIMING_NAMES = ['LCP', 'INP', 'FCP', 'TTFB', 'AppReady'] as const satisfies readonly VitalName[];

/**
 * Entries in one beacon. A page sends its six once; a page that comes back from the back-forward
 * cache measures again, so a few pages' worth fit.
 */
export const VITALS_PER_BEACON = 24;

/** A timing above this is a page left waiting, not a load worth a bucket (ms). */
export const VITAL_TIMING_MAX_MS = 300_000;

/** A layout shift score above this is a broken measurement. */
export const VITAL_CLS_MAX = 100;

/** Whether a measured value may be sent: finite, not negative, within its measure's bound. */
export function isVitalValueSendable(name: VitalName, value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= (name === 'CLS' ? VITAL_CLS_MAX : VITAL_TIMING_MAX_MS);
}

/**
 * What failed: an uncaught error, an unhandled rejection, an error an error boundary caught, a
 * chunk of code that could not be loaded, a server-rendered page the app could not hydrate.
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
