import type { DeliveryDateOption } from '@shop/contracts/ordering.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import styles from './checkout.module.css';

type Props = { open: boolean; sheet: boolean; dates: readonly DeliveryDateOption[]; chosen: string | null; onChoose: (id: string) => void; onClose: () => void };

/** Dates with their day of week; weekends highlighted, days before the minimum disabled (§2 "Sub-modals"). */
export function DatePickerModal({ open, sheet, dates, chosen, onChoose, onClose }: Props) {
  return (
    <Modal open={open} sheet={sheet} onClose={onClose} title={t.datePicker.title}>
      <ul className={styles.list}>
        {dates.map((date) => (
          <li key={date.id}>
            <button
              type="button"
              className={[styles.listItem, date.weekend ? styles.weekend : '', date.id === chosen ? styles.chosen : ''].filter(Boolean).join(' ')}
              disabled={date.disabled}
              aria-pressed={date.id === chosen}
              onClick={() => {
                onChoose(date.id);
                onClose();
              }}
            >
              <span>{date.text}</span> <span className={styles.hint}>{date.dayOfWeek}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>{t.datePicker.note}</p>
    </Modal>
  );
}
