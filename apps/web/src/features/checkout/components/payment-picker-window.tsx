import type { PaymentOption } from '@shop/contracts/cart.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { PaymentIcon } from './checkout-icons.tsx';
import styles from './windows.module.css';

type Props = {
  sheet: boolean;
  options: readonly PaymentOption[];
  chosen: number | null;
  onChoose: (type: number) => void;
  onClose: () => void;
};

/** The payment methods, each with its label, text and icon (cart-and-ordering.md §2 "Payment-method picker"). */
export function PaymentPickerWindow({ sheet, options, chosen, onChoose, onClose }: Props) {
  return (
    <Modal open sheet={sheet} onClose={onClose} title={t.paymentPicker.title}>
      <ul className={styles.options} aria-label={t.paymentPicker.title}>
        {options.map((option) => (
          <li key={option.type}>
            <button
              type="button"
              className={option.type === chosen ? `${styles.option} ${styles.chosen}` : styles.option}
              aria-pressed={option.type === chosen}
              onClick={() => {
                onChoose(option.type);
                onClose();
              }}
            >
              <span className={`${styles.optionIcon} ${styles[`icon-${option.icon ?? 'other'}`] ?? ''}`}>
                <PaymentIcon icon={option.icon} />
              </span>
              <span className={styles.optionText}>
                <span className={styles.optionLabel}>{option.label}</span>
                {option.text ? <span className={styles.optionHint}>{option.text}</span> : null}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
