/**
 * The web vitals beacon's figures, zod-free so the browser can use them as values; vitals.ts
 * re-exports them beside its schemas.
 */

/** What a beacon may carry: web-vitals' five measures and the moment the app took the page over. */
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
