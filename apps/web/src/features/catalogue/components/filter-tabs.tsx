import type { CatalogFilter } from '@shop/contracts/catalog.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './filters.module.css';

type ListFilter = Exclude<CatalogFilter, { type: 'price' }>;

type FilterTabsProps = { filter: ListFilter; selected: ReadonlyArray<number | string>; onChoose: (valueId: number | string | null) => void };

/** A short filter as tabs: 'Все' or one value at a time. */
export function FilterTabs({ filter, selected, onChoose }: FilterTabsProps) {
  const tab = (key: string, label: string, pressed: boolean, disabled: boolean, choose: () => void) => (
    <button key={key} type="button" className={pressed ? `${styles.tab} ${styles.tabOn}` : styles.tab} aria-pressed={pressed} disabled={disabled} onClick={choose}>
      {label}
    </button>
  );
  return (
    <fieldset className={styles.tabsField}>
      <legend>{filter.name}</legend>
      <div className={styles.tabs}>
        {tab('all', catalogueTexts.filters.all, selected.length === 0, false, () => onChoose(null))}
        {filter.values.map((value) => {
          const pressed = selected.includes(value.id);
          return tab(String(value.id), value.val, pressed, value.disabled && !pressed, () => onChoose(pressed && selected.length === 1 ? null : value.id));
        })}
      </div>
    </fieldset>
  );
}
