import {
  BROWSER_ERROR_FRAME_MAX,
  BROWSER_ERROR_MESSAGE_MAX,
  releaseOfEntry,
  type BrowserErrorKind,
} from '@shop/contracts/browser/beacons.ts';
import type { BrowserErrorBeacon } from '@shop/contracts/browser-errors.ts';
import { endpoint } from '@shop/contracts/browser/endpoint.ts';
import { sendJsonBeacon } from './beacon.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { VitalsRoute } from '@shop/contracts/vitals.ts';
import type { CaughtError } from './browser-errors.ts';
import { isChunkLoadError } from './chunk-reload.ts';

const browserErrors = endpoint('browserErrors', 'report');

/** The page an error happened on: the route type shown, and the layout. */
export type ReportedPage = { route: VitalsRoute; layout: SiteVersion };

/** The build this page runs: its entry script's hash, as the BFF reads it from the build's manifest. */
export function releaseOfPage(document: Document): string {
  const entry = [...document.scripts].map((script) => script.src).find((src) => /\/index-[\w-]+\.js$/.test(src));
  return releaseOfEntry(entry ?? '');
}

/** Beacons one page sends at most: a page in a loop of errors sends its first ones, not a flood. */
export const BROWSER_ERRORS_PER_PAGE = 10;

/** A stack line's location, file:line:col, as V8 (`at f (…)`, `at …`) and Firefox and Safari (`f@…`) write it. */
const LOCATION = /([^\s()@]+:\d+:\d+)\)?$/;

function topFrame(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  for (const text of stack.split('\n')) {
    const line = text.trim();
    // V8 starts with the message, which is not a frame; its frames start with 'at '.
    if (!line.startsWith('at ') && !line.includes('@') && line.includes(' ')) continue;
    const location = LOCATION.exec(line)?.[1];
    if (location) return location;
  }
  return '';
}

/** The message and top frame of what was thrown: an Error, an error event (a cross-origin one carries no Error), or anything. */
export function describeError(thrown: unknown): { message: string; frame: string } {
  if (thrown instanceof ErrorEvent) {
    if (thrown.error instanceof Error) return describeError(thrown.error);
    return { message: thrown.message, frame: thrown.filename ? `${thrown.filename}:${thrown.lineno}:${thrown.colno}` : '' };
  }
  if (thrown instanceof Error) return { message: `${thrown.name}: ${thrown.message}`, frame: topFrame(thrown.stack) };
  return { message: String(thrown), frame: '' };
}

/**
 * Sends each error caught on the page as a beacon: its kind, message and top frame, the page's route
 * type and layout, the build's release. An error seen already on this page (the same message and
 * frame, however it was caught) is not sent again; a chunk that failed to load is a chunk error
 * whoever caught it.
 */
export function browserErrorReporter(
  page: () => ReportedPage,
  send: (beacon: BrowserErrorBeacon) => void = (beacon) => sendJsonBeacon(browserErrors.path, beacon),
): (caught: CaughtError) => void {
  const release = releaseOfPage(document);
  const sent = new Set<string>();
  return ({ kind, error }) => {
    const { message, frame } = describeError(error);
    const seen = `${message}\n${frame}`;
    if (sent.has(seen) || sent.size >= BROWSER_ERRORS_PER_PAGE) return;
    sent.add(seen);
    const reported: BrowserErrorKind = isChunkLoadError(error) ? 'chunk' : kind;
    const { route, layout } = page();
    send({
      kind: reported,
      message: message.slice(0, BROWSER_ERROR_MESSAGE_MAX),
      frame: frame.slice(0, BROWSER_ERROR_FRAME_MAX),
      route,
      layout,
      release,
    });
  };
}
