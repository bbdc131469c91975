import DOMPurify from 'dompurify';
import { useMemo, type HTMLAttributes } from 'react';

/** Server-supplied HTML is sanitised before it is rendered (ARCHITECTURE.md, decisions left open). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

export type SafeHtmlProps = Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  html: string;
  as?: 'div' | 'section' | 'span' | 'p';
};

export function SafeHtml({ html, as: Tag = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}
