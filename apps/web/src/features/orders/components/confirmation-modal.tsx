import { Modal } from '@shop/ui/modal.tsx';
import { SafeHtml } from '@shop/ui/safe-html.tsx';
import { Button } from '@/components/button.tsx';
import { orderTexts } from '@/features/orders/texts.ts';
import styles from './order-page.module.css';

export type ConfirmationModalProps = {
  open: boolean;
  onClose: () => void;
  /** Bottom sheet on the mobile layout, centred on desktop (cart-and-ordering.md §2 "Sub-modals"). */
  mobile: boolean;
  title: string;
  /** Server HTML: sanitised by SafeHtml. */
  message: string;
  /** The invoice document; '' when the order has none. */
  invoiceUrl: string;
};

/**
 * The confirmation after an order is sent or when the order page's data flags it. Checkout opens
 * it through the order screen (ORDER_MODALS.confirmation) after routing to the order page.
 */
export function ConfirmationModal({ open, onClose, mobile, title, message, invoiceUrl }: ConfirmationModalProps) {
  const t = orderTexts.confirm;
  return (
    <Modal open={open} onClose={onClose} title={title} sheet={mobile} closeLabel={t.close}>
      <div className={styles.confirmBody}>
        <SafeHtml className={styles.html} html={message} />
        {invoiceUrl ? (
          <a className={styles.invoiceLink} href={invoiceUrl} target="_blank" rel="noopener noreferrer">
            {t.invoice}
          </a>
        ) : null}
        {mobile ? (
          <Button block variant="secondary" onClick={onClose}>
            {t.close}
          </Button>
        ) : null}
      </div>
    </Modal>
  );
}
