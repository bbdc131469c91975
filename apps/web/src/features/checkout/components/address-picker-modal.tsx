import type { Address } from '@shop/contracts/account.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import styles from './checkout.module.css';

type Props = {
  open: boolean;
  sheet: boolean;
  addresses: readonly Address[];
  chosenId: number | null;
  onChoose: (address: Address) => void;
  onEdit: (address: Address) => void;
  onRemove: (address: Address) => void;
  onNew: () => void;
  onClose: () => void;
};

/** The saved addresses: text, delivery label and a pickup or delivery icon; edit, delete, a new one. */
export function AddressPickerModal({ open, sheet, addresses, chosenId, onChoose, onEdit, onRemove, onNew, onClose }: Props) {
  return (
    <Modal open={open} sheet={sheet} onClose={onClose} title={t.addresses.title}>
      <ul className={styles.list}>
        {addresses.map((address) => (
          <li key={address.id} className={styles.addressRow}>
            <button type="button" className={address.id === chosenId ? `${styles.listItem} ${styles.chosen}` : styles.listItem} onClick={() => onChoose(address)}>
              <span aria-label={address.pType === 'pickup' ? t.addresses.pickup : t.addresses.delivery} role="img">
                {address.pType === 'pickup' ? '🏬' : '🚚'}
              </span>{' '}
              <span>{address.text}</span>
              {address.label ? <span className={styles.hint}> · {address.label}</span> : null}
            </button>
            <button type="button" className={styles.small} onClick={() => onEdit(address)}>
              {t.addresses.edit}
            </button>
            <button type="button" className={styles.small} aria-label={`${t.addresses.remove}: ${address.text}`} onClick={() => onRemove(address)}>
              🗑
            </button>
          </li>
        ))}
      </ul>
      <Button block onClick={onNew}>
        {t.addresses.add}
      </Button>
    </Modal>
  );
}
