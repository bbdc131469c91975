import { useEffect, useMemo, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import { currentSanitizer, loadSanitizer, subscribeToSanitizer } from './sanitizer.ts';

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
  const current = useSyncExternalStore(subscribeToSanitizer, currentSanitizer, currentSanitizer);
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
