import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CatalogFilter, CatalogPageSections } from '@shop/contracts/catalog.ts';
import { formatNumber } from '@shop/ui/format.ts';
import { selectionPath, selectedLabel, toggleValue } from '../filter-selection.ts';
import type { Selection } from '../filter-selection.ts';
import { catalogueTexts } from '../texts.ts';
import { PriceRange } from './price-range.tsx';
import styles from './filters.module.css';

type ListFilter = Exclude<CatalogFilter, { type: 'price' }>;

/**
 * Desktop filters (catalogue.md §4 "Filters on desktop"): the price range and one dropdown per
 * filter, one open at a time; a change goes straight to the filtered URL.
 */
export function FiltersPanel({ sections }: { sections: CatalogPageSections }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<number | null>(null);
  const selection: Selection = sections.selectedFilters;
  const apply = (next: Selection) => void navigate(selectionPath(sections, next, false));
  const filtered = Object.keys(selection).length > 0;
  const panelRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (open === null) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !panelRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  return (
    <aside className={styles.panel} aria-label={catalogueTexts.filters.button} ref={panelRef}>
      {filtered ? (
        <Link to={sections.listing.basePath} className={styles.reset}>
          {catalogueTexts.tooStrict.reset}
        </Link>
      ) : null}
      {sections.filters.map((filter) =>
        filter.type === 'price' ? (
          <PriceRange key={filter.id} filter={filter} selection={selection} bounds="selectable" onChange={apply} />
        ) : (
          <FilterDropdown
            key={filter.id}
            filter={filter}
            selected={selection[String(filter.id)] ?? []}
            titles={sections.titlesSelectedFilters[String(filter.id)] ?? []}
            open={open === filter.id}
            onOpen={(next) => setOpen(next ? filter.id : null)}
            onToggle={(valueId) => apply(toggleValue(selection, filter.id, valueId))}
          />
        ),
      )}
    </aside>
  );
}

type DropdownProps = {
  filter: ListFilter;
  selected: ReadonlyArray<number | string>;
  titles: readonly string[];
  open: boolean;
  onOpen: (open: boolean) => void;
  onToggle: (valueId: number | string) => void;
};

function FilterDropdown({ filter, selected, titles, open, onOpen, onToggle }: DropdownProps) {
  const listId = `filter-${filter.id}`;
  const label = selectedLabel(titles);
  return (
    <div className={styles.dropdown}>
      <button type="button" className={styles.dropdownButton} aria-expanded={open} aria-controls={listId} onClick={() => onOpen(!open)}>
        <span>{filter.name}</span>
        {label ? <span className={styles.chosen}>{label}</span> : null}
      </button>
      {open ? (
        <ul id={listId} className={styles.options} aria-label={filter.realName}>
          {filter.values.map((value) => {
            const checked = selected.includes(value.id);
            return (
              <li key={value.id}>
                <label className={value.disabled && !checked ? `${styles.option} ${styles.disabled}` : styles.option}>
                  <input type="checkbox" checked={checked} disabled={value.disabled && !checked} onChange={() => onToggle(value.id)} />
                  {value.code ? <span className={styles.swatch} style={{ background: value.code }} aria-hidden="true" /> : null}
                  <span className={styles.optionName}>{value.val}</span>
                  <span className={styles.count}>{formatNumber(value.count)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
