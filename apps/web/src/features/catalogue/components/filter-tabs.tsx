import type { CatalogueFilter } from '@shop/contracts/catalogue.ts';
import { ActionLink } from '@/components/action-link.tsx';
import { catalogueTexts } from '../texts.ts';
import styles from './filters.module.css';

type ListFilter = Exclude<CatalogueFilter, { type: 'price' }>;

type FilterTabsProps = {
  filter: ListFilter;
  selected: ReadonlyArray<number | string>;
  onChoose: (valueId: number | string | null) => void;
  /** The listing with the filter set to this value (null: 'Все'): where the tab leads before the app runs. */
  hrefOf: (valueId: number | string | null) => string;
};

/** A short filter as tabs: 'Все' or one value at a time. */
export function FilterTabs({ filter, selected, onChoose, hrefOf }: FilterTabsProps) {
  const tab = (key: string, label: string, pressed: boolean, disabled: boolean, chosen: number | string | null) => {
    const className = pressed ? `${styles.tab} ${styles.tabOn}` : styles.tab;
    if (disabled) {
      return (
        <button key={key} type="button" className={className} aria-pressed={pressed} disabled>
          {label}
        </button>
      );
    }
    return (
      <ActionLink key={key} to={hrefOf(chosen)} className={className} aria-pressed={pressed} onAction={() => onChoose(chosen)}>
        {label}
      </ActionLink>
    );
  };
  return (
    <fieldset className={styles.tabsField}>
      <legend>{filter.name}</legend>
      <div className={styles.tabs}>
        {tab('all', catalogueTexts.filters.all, selected.length === 0, false, null)}
        {filter.values.map((value) => {
          const pressed = selected.includes(value.id);
          return tab(String(value.id), value.val, pressed, value.disabled && !pressed, pressed && selected.length === 1 ? null : value.id);
        })}
      </div>
    </fieldset>
  );
}
