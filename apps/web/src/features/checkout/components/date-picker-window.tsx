import type { DeliveryDateOption } from '@shop/contracts/checkout.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { ListPickerWindow } from './list-picker-window.tsx';
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
    <ListPickerWindow
      sheet={sheet}
      title={t.datePicker.title}
      options={dates}
      idOf={(date) => date.id}
      chosen={chosen}
      listClassName={styles.dates}
      optionClassName={(date) => (date.weekend ? `${styles.date} ${styles.weekend}` : styles.date)}
      isDisabled={(date) => date.disabled}
      renderOption={(date) => (
        <>
          <span className={styles.dateText}>{date.text}</span>
          <span className={styles.dateDay}>
            {date.dayOfWeek}
            {date.weekend ? <span className={styles.visuallyHidden}>, {t.datePicker.weekend}</span> : null}
          </span>
        </>
      )}
      onChoose={onChoose}
      onClose={onClose}
    >
      <p className={styles.note}>{t.datePicker.note}</p>
    </ListPickerWindow>
  );
}
