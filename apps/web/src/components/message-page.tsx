import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/document-title.ts';
import styles from './message-page.module.css';

export type MessagePageProps = {
  title: string;
  text?: ReactNode;
  /** Server HTML, passed in already sanitised (SafeHtml) so the error screens stay free of the sanitiser. */
  body?: ReactNode;
  hint?: ReactNode;
  actions?: ReactNode;
  mark?: string;
  /** 'success': the page says something is done (a check mark on green), not a warning. */
  tone?: 'alert' | 'success';
  trace?: string;
  /** Document title when it differs from the heading. */
  documentTitle?: string;
};

/** The message page of product-widgets-monitoring.md §2: title, text, a way back, an error trace. */
export function MessagePage({ title, text, body, hint, actions, mark, tone = 'alert', trace, documentTitle }: MessagePageProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <section className={styles.page}>
      <span className={tone === 'success' ? `${styles.mark} ${styles.success}` : styles.mark} aria-hidden="true" data-tone={tone}>
        {mark ?? (tone === 'success' ? '✓' : '!')}
      </span>
      <h1 className={styles.title}>{title}</h1>
      {text ? <p className={styles.text}>{text}</p> : null}
      {body ? <div className={styles.text}>{body}</div> : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
      {trace ? <pre className={styles.trace}>{trace}</pre> : null}
    </section>
  );
}
