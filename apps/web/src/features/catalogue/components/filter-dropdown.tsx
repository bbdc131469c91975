import { Fragment } from 'react';
import type { CatalogueFilter } from '@shop/contracts/catalogue.ts';
import { formatNumber } from '@shop/ui/format.ts';
import { compoundParts } from '../compound-name.ts';
import { FILTER_FORM_FIELDS, selectedLabel } from '../filter-selection.ts';
import styles from './filters.module.css';

type ListFilter = Exclude<CatalogueFilter, { type: 'price' }>;

type DropdownProps = {
  filter: ListFilter;
  selected: ReadonlyArray<number | string>;
  titles: readonly string[];
  open: boolean;
  onOpen: (open: boolean) => void;
  onToggle: (valueId: number | string) => void;
};

/** A filter's option list under its button; the list is at most 450 px high (catalogue.md §4), disabled options stay visible. */
export function FilterDropdown({ filter, selected, titles, open, onOpen, onToggle }: DropdownProps) {
  const listId = `filter-${filter.id}`;
  const label = selectedLabel(titles);
  return (
    <div className={styles.dropdown}>
      <button type="button" className={styles.dropdownButton} aria-expanded={open} aria-controls={listId} onClick={() => onOpen(!open)}>
        <span>{filter.name}</span>
        {label ? <span className={styles.chosen}>{label}</span> : null}
      </button>
      {/* In the DOM while closed, so that before the app runs the panel's form can open it on focus. */}
      <ul id={listId} className={styles.options} aria-label={filter.realName} hidden={!open}>
        {filter.values.map((value) => {
          const checked = selected.includes(value.id);
          return (
            <li key={value.id}>
              <label className={value.disabled && !checked ? `${styles.option} ${styles.disabled}` : styles.option}>
                <input
                  type="checkbox"
                  name={FILTER_FORM_FIELDS.chosen}
                  value={`${filter.target}:${value.id}`}
                  checked={checked}
                  disabled={value.disabled && !checked}
                  onChange={() => onToggle(value.id)}
                />
                {value.code ? <span className={styles.swatch} style={{ background: value.code }} aria-hidden="true" /> : null}
                <span className={styles.optionName}>
                  {compoundParts(value.val).map((part, index) => (
                    <Fragment key={index}>
                      {index > 0 ? <wbr /> : null}
                      {part}
                    </Fragment>
                  ))}
                </span>
                <span className={styles.count}>{formatNumber(value.count)}</span>
              </label>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
