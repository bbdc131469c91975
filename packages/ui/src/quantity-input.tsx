import { useRef, useState, type KeyboardEvent } from 'react';
import { formatQuantity } from './format.ts';
import { canIncrease, isQuantityText, nextQuantity, parseQuantity, previousQuantity } from './quantity.ts';
import styles from './quantity-input.module.css';
import { useTypedBeforeStart } from './use-typed-before-start.ts';

export type QuantityInputProps = {
  value: number;
  /** mult / coef of the line. */
  step: number;
  /** Unavailable goods: minus, plus and the field are disabled and show 0. */
  unavailable?: boolean;
  /** The new quantity; 0 means "remove the position" (minus at or below one step). */
  onChange: (quantity: number) => void;
  unit?: string;
  /** Narrower field for phone layouts. */
  compact?: boolean;
  label?: string;
  minusLabel?: string;
  plusLabel?: string;
  /**
   * The forms the controls submit where no script handles them (before the app has started, or
   * where it never does): ids of the forms for minus, plus and the typed quantity, and the name
   * the field is sent by. Each form carries its own quantity.
   */
  forms?: { minus: string; plus: string; typed: string; field: string };
};

export function QuantityInput({
  value,
  step,
  unavailable = false,
  onChange,
  unit,
  compact = false,
  label = 'Количество',
  minusLabel = 'Уменьшить количество',
  plusLabel = 'Увеличить количество',
  forms,
}: QuantityInputProps) {
  // The typed text while the shopper edits; null shows the committed value.
  const [draft, setDraft] = useState<string | null>(null);
  const shown = unavailable ? '0' : (draft ?? formatQuantity(value));
  const field = useRef<HTMLInputElement>(null);
  // A quantity typed before the app started: still being typed, it stays the edit; left, it is
  // taken, as leaving the field takes it.
  useTypedBeforeStart(field, ([typed], focused) => {
    const text = typed?.value ?? '';
    if (!isQuantityText(text)) return;
    if (focused) return setDraft(text);
    const quantity = parseQuantity(text);
    if (quantity !== null && quantity !== value) onChange(quantity);
  });

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = parseQuantity(draft);
    if (typed !== null && typed !== value) onChange(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // The field's form is what works without the script; with it, the change goes by the script.
      event.preventDefault();
      commit();
    }
    if (event.key === 'Escape') setDraft(null);
  };

  return (
    <span className={styles.wrap}>
      <span className={compact ? `${styles.root} ${styles.compact}` : styles.root}>
        <button
          type={forms ? 'submit' : 'button'}
          form={forms?.minus}
          className={styles.button}
          aria-label={minusLabel}
          disabled={unavailable}
          onClick={(event) => {
            event.preventDefault();
            onChange(previousQuantity(value, step));
          }}
        >
          −
        </button>
        <input
          ref={field}
          className={styles.input}
          type="text"
          inputMode="decimal"
          aria-label={label}
          name={forms?.field}
          form={forms?.typed}
          value={shown}
          disabled={unavailable}
          onChange={(event) => {
            let text = event.target.value;
            // Number mode: a last character that makes the value non-numeric is dropped.
            if (!isQuantityText(text)) text = text.slice(0, -1);
            if (isQuantityText(text)) setDraft(text);
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button
          type={forms ? 'submit' : 'button'}
          form={forms?.plus}
          className={styles.button}
          aria-label={plusLabel}
          disabled={unavailable || !canIncrease(value)}
          onClick={(event) => {
            event.preventDefault();
            onChange(nextQuantity(value, step));
          }}
        >
          +
        </button>
      </span>
      {unit ? <span className={styles.unit}>{unit}</span> : null}
    </span>
  );
}
