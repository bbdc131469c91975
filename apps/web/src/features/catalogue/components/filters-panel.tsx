import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { panelLayout } from '../filter-layout.ts';
import { filteredUrlEndpoint } from '../api/listing-api.ts';
import { FILTER_FORM_FIELDS, onlyValue, selectionPath, toggleValue } from '../filter-selection.ts';
import { isDefaultSort } from '../sort.ts';
import type { Selection } from '../filter-selection.ts';
import { catalogueTexts } from '../texts.ts';
import { FilterDropdown } from './filter-dropdown.tsx';
import { FilterTabs } from './filter-tabs.tsx';
import { PriceRange } from './price-range.tsx';
import { QuickFilters } from './quick-filters.tsx';
import styles from './filters.module.css';
import { Link } from '@/components/link.tsx';

/**
 * Desktop filters (catalogue.md §4 "Filters on desktop"): quick filters, the price range, tabs for
 * short lists and a dropdown for every other filter, one open at a time; a change goes straight
 * to the filtered URL.
 */
export function FiltersPanel({ sections }: { sections: CataloguePageSections }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<number | null>(null);
  const selection: Selection = sections.selectedFilters;
  const apply = (next: Selection) => void navigate(selectionPath(sections, next, false));
  const filtered = Object.keys(selection).length > 0;
  const panelRef = useRef<HTMLElement>(null);
  const { quick, items } = panelLayout(sections.filters);

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

  const chosen = (filterId: number) => selection[String(filterId)] ?? [];
  const hrefOf = (next: Selection) => selectionPath(sections, next, false);
  const { sortName, sortDir } = sections.productsParams;
  const defaultSort = isDefaultSort({ field: sortName, dir: sortDir });
  return (
    <aside className={styles.panel} aria-label={catalogueTexts.filters.button} ref={panelRef}>
      {/* Before the app runs, or where it never does, the panel is a form that leads to the listing of the choice. */}
      <form method="get" action={filteredUrlEndpoint.path} className={styles.panelForm} onSubmit={(event) => event.preventDefault()}>
        <input type="hidden" name={FILTER_FORM_FIELDS.base} value={sections.listing.basePath} />
        <input type="hidden" name={FILTER_FORM_FIELDS.order} value={sections.filters.map((filter) => filter.target).join(',')} />
        {/* The quick filters' and tabs' values are links; the form keeps them as they are. */}
        {[quick, ...items.filter((item) => item.kind === 'tabs').map((item) => item.filter)].map((filter) =>
          filter
            ? chosen(filter.id).map((valueId) => (
                <input
                  key={`${filter.id}:${valueId}`}
                  type="hidden"
                  name={FILTER_FORM_FIELDS.chosen}
                  value={`${filter.target}:${valueId}`}
                />
              ))
            : null,
        )}
        {defaultSort ? null : (
          <>
            <input type="hidden" name={FILTER_FORM_FIELDS.sortField} value={sortName} />
            <input type="hidden" name={FILTER_FORM_FIELDS.sortDir} value={sortDir} />
          </>
        )}
        {filtered ? (
          <Link to={sections.listing.basePath} className={styles.reset}>
            {catalogueTexts.tooStrict.reset}
          </Link>
        ) : null}
        {quick ? (
          <QuickFilters
            filter={quick}
            selected={chosen(quick.id)}
            onToggle={(valueId) => apply(toggleValue(selection, quick.id, valueId))}
            hrefOf={(valueId) => hrefOf(toggleValue(selection, quick.id, valueId))}
          />
        ) : null}
        {items.map((item) => {
          const { filter } = item;
          if (item.kind === 'price')
            return <PriceRange key={filter.id} filter={item.filter} selection={selection} bounds="selectable" onChange={apply} />;
          if (item.kind === 'tabs') {
            return (
              <FilterTabs
                key={filter.id}
                filter={item.filter}
                selected={chosen(filter.id)}
                onChoose={(valueId) => apply(onlyValue(selection, filter.id, valueId))}
                hrefOf={(valueId) => hrefOf(onlyValue(selection, filter.id, valueId))}
              />
            );
          }
          return (
            <FilterDropdown
              key={filter.id}
              filter={item.filter}
              selected={chosen(filter.id)}
              titles={sections.titlesSelectedFilters[String(filter.id)] ?? []}
              open={open === filter.id}
              onOpen={(next) => setOpen(next ? filter.id : null)}
              onToggle={(valueId) => apply(toggleValue(selection, filter.id, valueId))}
            />
          );
        })}
        <button type="submit" className={styles.formSubmit}>
          {catalogueTexts.filters.show}
        </button>
      </form>
    </aside>
  );
}
