import type { ViewMode } from '@shop/contracts/catalog.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './catalogue.module.css';

const VIEWS: readonly ViewMode[] = ['pics', 'detail'];

export function ViewSwitch({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  return (
    <div className={styles.viewSwitch} role="group" aria-label={catalogueTexts.view.label}>
      {VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={option === view}
          className={option === view ? `${styles.viewOption} ${styles.active}` : styles.viewOption}
          onClick={() => option !== view && onChange(option)}
        >
          {catalogueTexts.view[option]}
        </button>
      ))}
    </div>
  );
}
