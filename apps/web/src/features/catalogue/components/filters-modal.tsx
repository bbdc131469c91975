import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CatalogueFilter, CataloguePageSections } from '@shop/contracts/catalogue.ts';
import { productWord } from '@shop/contracts/rules/plural.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { useListingCount } from '@/features/catalogue/api/listing-api.ts';
import { LIST_STEP, sameSelection, selectedCount, selectedLabel, selectionPath, toggleValue } from '../filter-selection.ts';
import type { Selection } from '../filter-selection.ts';
import { catalogueTexts } from '../texts.ts';
import { PriceRange } from './price-range.tsx';
import styles from './filters.module.css';

type ListFilter = Exclude<CatalogueFilter, { type: 'price' }>;
type Level = { title: string; filter: ListFilter | null };

const ROOT: Level = { title: catalogueTexts.filters.allFilters, filter: null };

function namesOf(filter: ListFilter, ids: ReadonlyArray<number | string>): string[] {
  return filter.values.filter((value) => ids.includes(value.id)).map((value) => value.val);
}

/**
 * Mobile filters (catalogue.md §4 "Filters on mobile"): a stack of levels under 'Все фильтры';
 * the choice applies only on 'Показать', and closing otherwise puts the applied one back.
 */
export function FiltersModal({ sections, open, onClose }: { sections: CataloguePageSections; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const applied: Selection = sections.selectedFilters;
  const [selection, setSelection] = useState<Selection>(applied);
  const [stack, setStack] = useState<Level[]>([ROOT]);
  const [shownCount, setShownCount] = useState(LIST_STEP);
  const level = stack.at(-1) ?? ROOT;
  const changed = !sameSelection(selection, applied);
  const path = selectionPath(sections, selection, true);
  const count = useListingCount(open && changed ? path : null);

  const close = () => {
    setSelection(applied);
    setStack([ROOT]);
    onClose();
  };
  const show = () => {
    setStack([ROOT]);
    onClose();
    void navigate(path);
  };
  const reset = () => {
    setSelection({});
    setStack([ROOT]);
    onClose();
    void navigate(sections.listing.basePath);
  };

  // catalogue.md §4: 'Показать N товаров' shows once the count is that of the selection as it
  // stands (apps/web/README.md, "Mobile filters"): the listing's own total while the selection is
  // what the listing applied, the count request's answer for a changed one. While that is on its
  // way, or if it fails, a plain 'Показать' still applies the choice; nothing chosen is 'Закрыть'.
  let main: { label: string; action: () => void };
  const counted = (total: number) => catalogueTexts.filters.showProducts(total, productWord(total));
  if (changed) {
    main = count.data ? { label: counted(count.data.count), action: show } : { label: catalogueTexts.filters.show, action: show };
  } else {
    main =
      selectedCount(selection) === 0
        ? { label: catalogueTexts.filters.close, action: close }
        : { label: counted(sections.productsParams.total), action: close };
  }

  return (
    <Modal open={open} onClose={close} title={level.title} sheet>
      {stack.length > 1 ? (
        <button type="button" className={styles.row} onClick={() => setStack(stack.slice(0, -1))}>
          ‹ {catalogueTexts.filters.back}
        </button>
      ) : null}
      {level.filter ? (
        <ul className={styles.level} aria-label={level.filter.realName}>
          {level.filter.values.slice(0, shownCount).map((value) => {
            const filter = level.filter as ListFilter;
            const checked = (selection[String(filter.id)] ?? []).includes(value.id);
            return (
              <li key={value.id}>
                <label className={value.disabled && !checked ? `${styles.option} ${styles.disabled}` : styles.option}>
                  <input
                    type="checkbox"
                    checked={checked}
                    disabled={value.disabled && !checked}
                    onChange={() => setSelection(toggleValue(selection, filter.id, value.id))}
                  />
                  <span className={styles.optionName}>{value.val}</span>
                  <span className={styles.count}>{value.count}</span>
                </label>
              </li>
            );
          })}
          {level.filter.values.length > shownCount ? (
            <li>
              <Button variant="ghost" block onClick={() => setShownCount(shownCount + LIST_STEP)}>
                {catalogueTexts.filters.more}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : (
        <div className={styles.level}>
          {sections.filters.map((filter) => {
            if (filter.type === 'price') {
              return <PriceRange key={filter.id} filter={filter} selection={selection} bounds="whole" onChange={setSelection} />;
            }
            const ids = selection[String(filter.id)] ?? [];
            const [only] = filter.values;
            if (filter.values.length === 1 && only) {
              return (
                <label key={filter.id} className={styles.row}>
                  <span>{filter.name}</span>
                  <input
                    type="checkbox"
                    checked={ids.includes(only.id)}
                    onChange={() => setSelection(toggleValue(selection, filter.id, only.id))}
                  />
                </label>
              );
            }
            const label = selectedLabel(namesOf(filter, ids));
            return (
              <button
                key={filter.id}
                type="button"
                className={styles.row}
                onClick={() => {
                  setShownCount(LIST_STEP);
                  setStack([...stack, { title: filter.name, filter }]);
                }}
              >
                <span>{filter.name}</span>
                <span className={styles.chosen}>{label ?? '›'}</span>
              </button>
            );
          })}
        </div>
      )}
      <div className={styles.footer}>
        {selectedCount(selection) > 0 || selectedCount(applied) > 0 ? (
          <Button variant="secondary" onClick={reset}>
            {catalogueTexts.filters.reset}
          </Button>
        ) : null}
        <Button onClick={main.action}>{main.label}</Button>
      </div>
    </Modal>
  );
}
