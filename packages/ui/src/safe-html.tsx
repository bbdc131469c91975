import type { DOMPurify as Purifier } from 'dompurify';
import { useEffect, useMemo, useState, useSyncExternalStore, type HTMLAttributes } from 'react';

type Sanitize = (html: string) => string;

let sanitize: Sanitize | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * The DOMPurify that sanitises from now on: the server's, over a DOM such as a jsdom window
 * (`DOMPurify(window)`), set once at the renderer's start. Without a DOM to sanitise in,
 * DOMPurify would hand the HTML back as it came: nothing is rendered instead.
 */
export function setSanitizer(purifier: Purifier): void {
  sanitize = (html) => (purifier.isSupported ? purifier.sanitize(html, { USE_PROFILES: { html: true } }) : '');
  for (const listener of listeners) listener();
}

/**
 * The browser's sanitiser comes in a chunk of its own, loaded when HTML first needs it: a page the
 * server drew is taken over without it (SafeHtml), so the first screen does not wait for it.
 */
export function loadSanitizer(): Promise<void> {
  loading ??= import('dompurify').then(
    ({ default: purifier }) => setSanitizer(purifier),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentSanitize = () => sanitize;
const subscribeToNothing = () => () => {};

/** Runs `work` when the browser is idle (soon where it cannot tell); returns the cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}

/**
 * True while React takes over HTML the server drew (and on the server itself): React reads the
 * server snapshot then, the client's everywhere else.
 */
const useTakingOver = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string;
  as?: 'div' | 'section' | 'span' | 'p';
};

/**
 * Server-supplied HTML is sanitised before it is rendered (ARCHITECTURE.md, decisions left open).
 * HTML the server drew was sanitised there: while the same HTML stays, the element keeps what the
 * server put in it (React leaves an element's inner HTML alone when it takes a page over), so the
 * browser needs no sanitiser to start. Any other HTML waits, empty, for the sanitiser.
 */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const current = useSyncExternalStore(subscribe, currentSanitize, currentSanitize);
  const takingOver = useTakingOver();
  const [drawn] = useState(() => (takingOver && !current ? html : undefined));
  const kept = drawn === html;
  const clean = useMemo(() => (kept ? '' : (current?.(html) ?? '')), [kept, current, html]);

  useEffect(() => {
    if (current) return;
    const load = () => void loadSanitizer().catch(() => {});
    // Kept HTML needs no sanitiser: it is loaded once the browser is idle, for the HTML that comes next.
    if (kept) return whenIdle(load);
    load();
  }, [current, kept]);

  // The element the server drew, left as it is, and a fresh one for anything else: React writes
  // inner HTML only when the string changes, so the kept element must never share one with it.
  if (kept) return <Tag key="drawn" {...rest} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <Tag key="sanitised" {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
