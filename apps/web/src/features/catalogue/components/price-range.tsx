import { useRef, useState } from 'react';
import { useTypedBeforeStart } from '@shop/ui/use-typed-before-start.ts';
import type { CatalogueFilter } from '@shop/contracts/catalogue.ts';
import { FILTER_FORM_FIELDS, PRICE_KEY, withPrice } from '../filter-selection.ts';
import type { Selection } from '../filter-selection.ts';
import { catalogueTexts } from '../texts.ts';
import styles from './filters.module.css';

type PriceFilter = Extract<CatalogueFilter, { type: 'price' }>;

type PriceRangeProps = {
  filter: PriceFilter;
  selection: Selection;
  /** Desktop keeps to the range the other filters leave; mobile to the whole range (catalogue.md §4). */
  bounds: 'selectable' | 'whole';
  onChange: (selection: Selection) => void;
};

/** From and to fields; a value is taken when the field is left or Enter is pressed. */
export function PriceRange({ filter, selection, bounds, onChange }: PriceRangeProps) {
  const chosen = selection[PRICE_KEY];
  const min = Number(chosen?.[0] ?? filter.valueMin);
  const max = Number(chosen?.[1] ?? filter.valueMax);
  const [draft, setDraft] = useState({ min: String(min), max: String(max), from: `${min}-${max}` });
  let shown = draft;
  if (draft.from !== `${min}-${max}`) {
    shown = { min: String(min), max: String(max), from: `${min}-${max}` };
    setDraft(shown);
  }
  const commit = (edited: 'min' | 'max', texts: { min: string; max: string } = shown) => {
    // An emptied field is the end of the range, not 0.
    const read = (text: string) => (text === '' ? Number.NaN : Number(text));
    const next = withPrice(selection, filter, read(texts.min), read(texts.max), bounds, edited);
    const [low, high] = next[PRICE_KEY] ?? [filter.min, filter.max];
    setDraft({ min: String(low), max: String(high), from: shown.from });
    if (String(next[PRICE_KEY] ?? '') !== String(chosen ?? '')) onChange(next);
  };
  const digits = (text: string) => text.replace(/[^\d]/g, '');
  const fields = useRef<HTMLFieldSetElement>(null);
  // Prices typed before the app started: still being typed, they stay the edit; left, they are
  // taken, as leaving a field takes it.
  useTypedBeforeStart(fields, (typed, focused) => {
    const valueOf = (name: string) => digits(fields.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.value ?? '');
    const texts = { min: valueOf(FILTER_FORM_FIELDS.priceFrom), max: valueOf(FILTER_FORM_FIELDS.priceTo) };
    if (focused) setDraft({ ...texts, from: shown.from });
    else commit(typed[0]?.name === FILTER_FORM_FIELDS.priceTo ? 'max' : 'min', texts);
  });
  const field = (name: 'min' | 'max', label: string) => (
    <label className={styles.priceField}>
      <span>{label}</span>
      <input
        inputMode="numeric"
        name={name === 'min' ? FILTER_FORM_FIELDS.priceFrom : FILTER_FORM_FIELDS.priceTo}
        aria-label={`${catalogueTexts.filters.price} ${label}`}
        value={shown[name]}
        onChange={(event) => setDraft({ ...shown, [name]: digits(event.target.value) })}
        onBlur={() => commit(name)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          // Enter would also send the panel's form, which is for when the app does not run.
          event.preventDefault();
          commit(name);
        }}
      />
    </label>
  );
  return (
    <fieldset ref={fields} className={styles.price}>
      <legend>{filter.realName}</legend>
      {field('min', catalogueTexts.filters.from)}
      {field('max', catalogueTexts.filters.to)}
      <input
        type="hidden"
        name={FILTER_FORM_FIELDS.priceBounds}
        value={[filter.min, filter.max, filter.selectableMin, filter.selectableMax].join(',')}
      />
      <input type="hidden" name={FILTER_FORM_FIELDS.priceDrawn} value={[min, max, chosen ? 1 : 0].join(',')} />
    </fieldset>
  );
}
