import type { BrowserErrorKind } from '@shop/contracts/browser/beacons.ts';

export type CaughtError = { kind: BrowserErrorKind; error: unknown };

/** Errors caught before the reporter is loaded: the first few. */
const early: CaughtError[] = [];
let report = (caught: CaughtError) => {
  if (early.length < 8) early.push(caught);
};

export function reportBrowserError(kind: BrowserErrorKind, error: unknown): void {
  report({ kind, error });
}

/**
 * Catches uncaught errors and unhandled rejections from the start, in the entry. What they are is
 * worked out and sent by the reporter, which comes in a chunk of its own once the app is ready
 * (app/browser-errors.ts): the first load carries only these listeners and the list they fill.
 */
export function catchBrowserErrors(): void {
  addEventListener('error', (event) => reportBrowserError('error', event));
  addEventListener('unhandledrejection', (event) => reportBrowserError('rejection', event.reason));
}

/** From now on errors go to `reporter`, and those caught so far with them. */
export function reportBrowserErrorsTo(reporter: (caught: CaughtError) => void): void {
  report = reporter;
  for (const caught of early.splice(0)) reporter(caught);
}
