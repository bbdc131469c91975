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
 * True while React hydrates HTML the server rendered (and on the server itself): React reads the
 * server snapshot then, the client's everywhere else.
 */
const useHydrating = () =>
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
 * HTML the server rendered was sanitised there: while the same HTML stays, the element keeps what
 * the server put in it (React leaves an element's inner HTML alone when it hydrates a page), so the
 * browser needs no sanitiser to start. Any other HTML waits, empty, for the sanitiser.
 */
export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const current = useSyncExternalStore(subscribeToSanitizer, currentSanitizer, currentSanitizer);
  const hydrating = useHydrating();
  const [serverHtml] = useState(() => (hydrating && !current ? html : undefined));
  const showsServerHtml = serverHtml === html;
  const clean = useMemo(() => (showsServerHtml ? '' : (current?.(html) ?? '')), [showsServerHtml, current, html]);

  useEffect(() => {
    if (current) return;
    const load = () => void loadSanitizer().catch(() => {});
    // The server's HTML needs no sanitiser: it is loaded once the browser is idle, for the HTML that comes next.
    if (showsServerHtml) return whenIdle(load);
    load();
  }, [current, showsServerHtml]);

  // The element the server rendered, left as it is, and a fresh one for anything else: React writes
  // inner HTML only when the string changes, so the server's element must never share one with it.
  if (showsServerHtml) return <Tag key="server-rendered" {...rest} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <Tag key="sanitised" {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
