import { useEffect, useRef, useState } from 'react';
import type { Address } from '@shop/contracts/account.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { TrashIcon } from '@/components/icons.tsx';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { DeliveryIcon, MoreIcon, PencilIcon, PickupIcon, PlusIcon } from './checkout-icons.tsx';
import styles from './windows.module.css';

type Props = {
  mobile: boolean;
  addresses: readonly Address[];
  chosenId: number | null;
  onChoose: (address: Address) => void;
  onEdit: (address: Address) => void;
  onRemove: (address: Address) => void;
  onNew: () => void;
  onClose: () => void;
};

/**
 * The saved addresses: text, delivery label and a pickup or delivery icon; edit through a dropdown
 * on desktop, edit and delete icons on mobile; a new address opens the map window (§2 "Sub-modals").
 */
export function AddressPickerWindow({ mobile, addresses, chosenId, onChoose, onEdit, onRemove, onNew, onClose }: Props) {
  const a = t.addresses;
  return (
    <Modal open sheet={mobile} onClose={onClose} title={a.title}>
      <ul className={styles.addresses} aria-label={a.title}>
        {addresses.map((address) => {
          const pickup = address.deliveryType === DeliveryType.pickup;
          return (
            <li
              key={address.id}
              className={address.id === chosenId ? `${styles.addressRow} ${styles.chosen}` : styles.addressRow}
              data-testid="saved-address"
            >
              <button
                type="button"
                className={styles.addressChoice}
                aria-pressed={address.id === chosenId}
                onClick={() => onChoose(address)}
              >
                <span
                  className={pickup ? `${styles.kindIcon} ${styles.kindPickup}` : styles.kindIcon}
                  role="img"
                  aria-label={pickup ? a.pickup : a.delivery}
                >
                  {pickup ? <PickupIcon /> : <DeliveryIcon />}
                </span>
                <span className={styles.optionText}>
                  <span className={styles.optionLabel}>{address.text}</span>
                  {address.label ? <span className={styles.optionHint}>{address.label}</span> : null}
                </span>
              </button>
              {mobile ? (
                <span className={styles.rowActions}>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={a.editAddress(address.text)}
                    onClick={() => onEdit(address)}
                  >
                    <PencilIcon />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    aria-label={a.removeAddress(address.text)}
                    onClick={() => onRemove(address)}
                  >
                    <TrashIcon />
                  </button>
                </span>
              ) : (
                <AddressMenu address={address} onEdit={() => onEdit(address)} onRemove={() => onRemove(address)} />
              )}
            </li>
          );
        })}
      </ul>
      <Button block variant="secondary" onClick={onNew}>
        <PlusIcon width={20} height={20} /> {a.add}
      </Button>
    </Modal>
  );
}

/** Desktop: the edit dropdown of one address. */
function AddressMenu({ address, onEdit, onRemove }: { address: Address; onEdit: () => void; onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const a = t.addresses;
  return (
    <span
      className={styles.menuRoot}
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      <button
        type="button"
        className={styles.iconButton}
        aria-label={a.actions(address.text)}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <MoreIcon />
      </button>
      {open ? (
        <span className={styles.menu}>
          <button
            type="button"
            className={styles.menuItem}
            onClick={() => {
              setOpen(false);
              onEdit();
            }}
          >
            <PencilIcon width={18} height={18} /> {a.edit}
          </button>
          <button
            type="button"
            className={`${styles.menuItem} ${styles.danger}`}
            onClick={() => {
              setOpen(false);
              onRemove();
            }}
          >
            <TrashIcon width={18} height={18} /> {a.remove}
          </button>
        </span>
      ) : null}
    </span>
  );
}
