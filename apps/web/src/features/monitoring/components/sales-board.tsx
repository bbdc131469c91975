import { useSalesBoard } from '@/features/monitoring/model/use-sales-board.ts';
import { texts } from '../texts.ts';
import { BoardMessage } from './board-message.tsx';
import { BoardSlides } from './board-slides.tsx';
import styles from './monitoring.module.css';
import { onFirstUse } from '@shop/contracts/rules/on-first-use.ts';

const clock = onFirstUse(() => new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit' }));

/** The sales monitoring display for one api key (product-widgets-monitoring.md §2, §4). */
export function SalesBoard({ apiKey }: { apiKey: string }) {
  const { dataset, refused, stale, staleSince, round } = useSalesBoard(apiKey);

  if (refused) return <BoardMessage title={texts.keyRefused.title} text={texts.keyRefused.text} />;
  if (!dataset) {
    return stale ? <BoardMessage title={texts.offline.title} text={texts.offline.text} /> : <BoardMessage title={texts.loading} busy />;
  }

  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.title}>{texts.title}</h1>
        {stale ? (
          <p className={styles.stale} role="status">
            {texts.stale(staleSince === null ? '—' : clock().format(staleSince))}
          </p>
        ) : null}
      </header>
      <BoardSlides key={round} dataset={dataset} />
    </main>
  );
}
