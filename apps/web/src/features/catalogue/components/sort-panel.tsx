import type { SortDir, SortField } from '@shop/contracts/catalogue.ts';
import { ActionLink } from '@/components/action-link.tsx';
import { SORT_FIELDS } from '../sort.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './catalogue.module.css';

type SortPanelProps = {
  field: SortField;
  dir: SortDir;
  onChoose: (field: SortField) => void;
  busy: boolean;
  /** The address of the list sorted by a field as choosing it sorts (its first page). */
  hrefOf: (field: SortField) => string;
};

/** Desktop sort: the current field is marked with its direction; choosing it again reverses it. */
export function SortPanel({ field, dir, onChoose, busy, hrefOf }: SortPanelProps) {
  return (
    <div className={styles.sortPanel} role="group" aria-label={catalogueTexts.sortLabel}>
      <span className={styles.muted}>{catalogueTexts.sortLabel}:</span>
      {SORT_FIELDS.map((option) => {
        const active = option === field;
        return (
          <ActionLink
            key={option}
            to={hrefOf(option)}
            className={active ? `${styles.sortOption} ${styles.active}` : styles.sortOption}
            aria-pressed={active}
            aria-label={active ? `${catalogueTexts.sort[option]}, ${catalogueTexts.sortDir[dir]}` : catalogueTexts.sort[option]}
            data-dir={active ? dir : undefined}
            disabled={busy}
            onAction={() => onChoose(option)}
          >
            {catalogueTexts.sort[option]}
            {active ? <span aria-hidden="true">{dir === 'asc' ? ' ↑' : ' ↓'}</span> : null}
          </ActionLink>
        );
      })}
    </div>
  );
}

type MobileSortProps = { field: SortField; dir: SortDir; onToggle: () => void; busy: boolean; href: string };

/** Mobile: one button flips the popularity direction. */
export function MobileSortButton({ field, dir, onToggle, busy, href }: MobileSortProps) {
  const label = field === 'pop' ? catalogueTexts.mobileSort[dir] : `${catalogueTexts.sort[field]}, ${catalogueTexts.sortDir[dir]}`;
  return (
    <ActionLink to={href} className={styles.barButton} onAction={onToggle} disabled={busy} data-dir={dir}>
      <span aria-hidden="true">⇅ </span>
      {label}
    </ActionLink>
  );
}
