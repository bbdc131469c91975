import type { ViewMode } from '@shop/contracts/catalogue.ts';
import { PostForm } from '@/lib/post-form.tsx';
import { viewEndpoint } from '../api/listing-api.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './catalogue.module.css';

const VIEWS: readonly ViewMode[] = ['pics', 'detail'];

/**
 * Pictures or details. A form that saves the view for the listing's first page (`path`) and comes
 * back to it, before the app runs; the app switches in place and saves it meanwhile.
 */
export function ViewSwitch({ view, path, onChange }: { view: ViewMode; path: string; onChange: (view: ViewMode) => void }) {
  return (
    <PostForm endpoint={viewEndpoint} fields={{ path }} className={styles.viewSwitch}>
      <div role="group" aria-label={catalogueTexts.view.label} className={styles.viewOptions}>
        {VIEWS.map((option) => (
          <button
            key={option}
            type="submit"
            name="view"
            value={option}
            aria-pressed={option === view}
            className={option === view ? `${styles.viewOption} ${styles.active}` : styles.viewOption}
            onClick={(event) => {
              event.preventDefault();
              if (option !== view) onChange(option);
            }}
          >
            {catalogueTexts.view[option]}
          </button>
        ))}
      </div>
    </PostForm>
  );
}
