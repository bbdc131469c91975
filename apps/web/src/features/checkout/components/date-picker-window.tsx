import type { DeliveryDateOption } from '@shop/contracts/checkout.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import styles from './windows.module.css';

type Props = {
  sheet: boolean;
  dates: readonly DeliveryDateOption[];
  chosen: string | null;
  onChoose: (id: string) => void;
  onClose: () => void;
};

/**
 * Delivery dates with their day of week; weekends highlighted; days earlier than the current
 * minimum (or without couriers) shown disabled; the note on delivery hours (§2 "Delivery-date picker").
 */
export function DatePickerWindow({ sheet, dates, chosen, onChoose, onClose }: Props) {
  return (
    <Modal open sheet={sheet} onClose={onClose} title={t.datePicker.title}>
      <ul className={styles.dates} aria-label={t.datePicker.title}>
        {dates.map((date) => (
          <li key={date.id}>
            <button
              type="button"
              className={[styles.date, date.weekend ? styles.weekend : '', date.id === chosen ? styles.chosen : '']
                .filter(Boolean)
                .join(' ')}
              disabled={date.disabled}
              aria-pressed={date.id === chosen}
              onClick={() => {
                onChoose(date.id);
                onClose();
              }}
            >
              <span className={styles.dateText}>{date.text}</span>
              <span className={styles.dateDay}>
                {date.dayOfWeek}
                {date.weekend ? <span className={styles.visuallyHidden}>, {t.datePicker.weekend}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{t.datePicker.note}</p>
    </Modal>
  );
}
