import type { CatalogueFilter } from '@shop/contracts/catalogue.ts';
import { ActionLink } from '@/components/action-link.tsx';
import { catalogueTexts } from '../texts.ts';
import styles from './filters.module.css';

type ListFilter = Exclude<CatalogueFilter, { type: 'price' }>;

type QuickFiltersProps = {
  filter: ListFilter;
  selected: ReadonlyArray<number | string>;
  onToggle: (valueId: number | string) => void;
  /** The listing with the value toggled: where the chip leads before the app runs. */
  hrefOf: (valueId: number | string) => string;
};

/** One click each, at the top of the panel; several may be chosen. */
export function QuickFilters({ filter, selected, onToggle, hrefOf }: QuickFiltersProps) {
  return (
    <div className={styles.quick} role="group" aria-label={`${catalogueTexts.filters.quick}: ${filter.name}`}>
      {filter.values.map((value) => {
        const pressed = selected.includes(value.id);
        const className = pressed ? `${styles.chip} ${styles.chipOn}` : styles.chip;
        if (value.disabled && !pressed) {
          return (
            <button key={value.id} type="button" className={className} aria-pressed={false} disabled>
              {value.val}
            </button>
          );
        }
        return (
          <ActionLink key={value.id} to={hrefOf(value.id)} className={className} aria-pressed={pressed} onAction={() => onToggle(value.id)}>
            {value.val}
          </ActionLink>
        );
      })}
    </div>
  );
}
