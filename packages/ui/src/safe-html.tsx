import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';

let purifier: Purifier = DOMPurify;

/**
 * Where there is no browser DOM (the server drawing a first page), the DOM to sanitise in, such
 * as a jsdom window. Called once at the server renderer's start.
 */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/**
 * Server-supplied HTML is sanitised before it is rendered (ARCHITECTURE.md, decisions left open).
 * Without a DOM to sanitise in, DOMPurify would hand the HTML back as it came: nothing is rendered.
 */
export function sanitizeHtml(html: string): string {
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, { USE_PROFILES: { html: true } });
}

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string;
  as?: 'div' | 'section' | 'span' | 'p';
};

export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
