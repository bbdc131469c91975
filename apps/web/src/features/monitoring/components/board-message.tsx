import styles from './monitoring.module.css';

/** A full-screen notice in place of the board: a missing or wrong key, no data yet. */
export function BoardMessage({ title, text, busy = false }: { title: string; text?: string; busy?: boolean }) {
  return (
    <main className={`${styles.screen} ${styles.message}`} aria-busy={busy || undefined}>
      <h1 className={styles.messageTitle}>{title}</h1>
      {text ? <p className={styles.messageText}>{text}</p> : null}
    </main>
  );
}
