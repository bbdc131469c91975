import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@shop/ui/modal.tsx';
import { PhoneInput } from '@shop/ui/phone-input.tsx';
import { isPhoneComplete } from '@shop/ui/phone.ts';
import { Button } from '@/components/button.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useOneClickOrder } from '../api/one-click-order.ts';
import { oneClickTexts as t } from './texts.ts';
import styles from './one-click-modal.module.css';

type OneClickModalProps = { open: boolean; onClose: () => void; sheet: boolean };

/**
 * One-click order of the whole cart by phone: the cart page's button, and the product page's after it
 * put the product in the cart. Shared here so both screens show the same form.
 */
export function OneClickModal({ open, onClose, sheet }: OneClickModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={t.title} sheet={sheet}>
      <OneClickForm onClose={onClose} />
    </Modal>
  );
}

function OneClickForm({ onClose }: { onClose: () => void }) {
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState(false);
  const order = useOneClickOrder();
  const phoneId = useId();
  const errorId = useId();

  if (order.isSuccess) {
    return (
      <div className={styles.body}>
        <p className={styles.success} role="status">
          <strong>{t.successTitle}</strong>
          <br />
          {t.successText(order.data.invoiceNumber)}
        </p>
        <Button block onClick={onClose}>
          {t.done}
        </Button>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPhoneComplete(phone)) {
      setPhoneError(true);
      return;
    }
    order.mutate(phone);
  };

  const failure = order.error
    ? ((order.error instanceof ApiError ? order.error.messages.find((m) => m.kind === 'error')?.text : null) ?? t.failed)
    : null;

  return (
    <form className={styles.body} onSubmit={submit} noValidate>
      <p className={styles.text}>{t.text}</p>
      <label className={styles.label} htmlFor={phoneId}>
        {t.phone}
      </label>
      <PhoneInput
        id={phoneId}
        className={phoneError ? `${styles.input} ${styles.inputError}` : styles.input}
        value={phone}
        invalid={phoneError}
        aria-describedby={phoneError ? errorId : undefined}
        onChange={(digits) => {
          setPhone(digits);
          if (phoneError && isPhoneComplete(digits)) setPhoneError(false);
        }}
        // cart-and-ordering.md §5: leaving the field with some text of fewer than 10 digits marks it.
        onBlur={() => setPhoneError(phone !== '' && !isPhoneComplete(phone))}
      />
      {phoneError ? (
        <p id={errorId} className={styles.fieldError}>
          {t.phoneInvalid}
        </p>
      ) : null}
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <Button type="submit" block disabled={order.isPending}>
        {order.isPending ? t.sending : t.submit}
      </Button>
    </form>
  );
}
