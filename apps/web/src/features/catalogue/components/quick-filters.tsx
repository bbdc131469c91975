import type { CatalogFilter } from '@shop/contracts/catalog.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './filters.module.css';

type ListFilter = Exclude<CatalogFilter, { type: 'price' }>;

type QuickFiltersProps = { filter: ListFilter; selected: ReadonlyArray<number | string>; onToggle: (valueId: number | string) => void };

/** One click each, at the top of the panel; several may be chosen. */
export function QuickFilters({ filter, selected, onToggle }: QuickFiltersProps) {
  return (
    <div className={styles.quick} role="group" aria-label={`${catalogueTexts.filters.quick}: ${filter.name}`}>
      {filter.values.map((value) => {
        const pressed = selected.includes(value.id);
        return (
          <button
            key={value.id}
            type="button"
            className={pressed ? `${styles.chip} ${styles.chipOn}` : styles.chip}
            aria-pressed={pressed}
            disabled={value.disabled && !pressed}
            onClick={() => onToggle(value.id)}
          >
            {value.val}
          </button>
        );
      })}
    </div>
  );
}
