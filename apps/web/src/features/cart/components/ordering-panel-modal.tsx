import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { cartTexts } from '@/features/cart/texts.ts';
import styles from './cart-modals.module.css';

type OrderingPanelModalProps = { open: boolean; onClose: () => void; onOneClick: () => void; sheet: boolean };

/** The ordering panel until online checkout opens: says so and offers the one-click order. */
export function OrderingPanelModal({ open, onClose, onOneClick, sheet }: OrderingPanelModalProps) {
  const t = cartTexts.orderingPanel;
  return (
    <Modal open={open} onClose={onClose} title={t.title} sheet={sheet}>
      <div className={styles.body}>
        <p className={styles.text}>{t.text}</p>
        <p className={styles.text}>{t.offer}</p>
        <Button block onClick={onOneClick}>
          {cartTexts.oneClick}
        </Button>
        <Button block variant="ghost" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </Modal>
  );
}
