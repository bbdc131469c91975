import type { ReactNode } from 'react';
import { Modal } from '@shop/ui/modal.tsx';
import { texts } from '@/config/texts.ts';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';

export type ConfirmDialogProps = {
  title: string;
  text: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  /** The phone's bottom sheet. */
  sheet?: boolean;
};

/**
 * A question before something that cannot be taken back. It opens on 'Отмена', so a stray Enter or
 * a second tap keeps what the shopper has.
 */
export function ConfirmDialog({ title, text, confirmLabel, onConfirm, onClose, busy = false, sheet = false }: ConfirmDialogProps) {
  return (
    <Modal open onClose={onClose} title={title} sheet={sheet}>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={onClose} data-initial-focus="">
          {texts.confirm.cancel}
        </Button>
      </div>
    </Modal>
  );
}
