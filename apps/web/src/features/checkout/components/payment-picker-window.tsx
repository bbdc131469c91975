import type { PaymentOption } from '@shop/contracts/cart.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { PaymentIcon } from './checkout-icons.tsx';
import { ListPickerWindow } from './list-picker-window.tsx';
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
    <ListPickerWindow
      sheet={sheet}
      title={t.paymentPicker.title}
      options={options}
      idOf={(option) => option.type}
      chosen={chosen}
      listClassName={styles.options}
      optionClassName={() => styles.option}
      renderOption={(option) => (
        <>
          <span className={`${styles.optionIcon} ${styles[`icon-${option.icon ?? 'other'}`] ?? ''}`}>
            <PaymentIcon icon={option.icon} />
          </span>
          <span className={styles.optionText}>
            <span className={styles.optionLabel}>{option.label}</span>
            {option.text ? <span className={styles.optionHint}>{option.text}</span> : null}
          </span>
        </>
      )}
      onChoose={onChoose}
      onClose={onClose}
    />
  );
}
