import { useId, useState, type FormEvent } from 'react';
import { Modal } from '@shop/ui/modal.tsx';
import { PhoneInput } from '@shop/ui/phone-input.tsx';
import { isPhoneComplete } from '@shop/ui/phone.ts';
import { Button } from '@/components/button.tsx';
import { useOneClickOrder } from '@/entities/cart/api/one-click-order.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { productTexts } from '../texts.ts';
import styles from './product.module.css';

/** One-click order of the cart (the product was just added to it) by phone. */
export function OneClickModal({ onClose }: { onClose: () => void }) {
  const t = productTexts.oneClickModal;
  const sheet = useAppSelector(selectSiteVersion) === 'mobile';
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const order = useOneClickOrder();
  const phoneId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPhoneComplete(phone)) {
      setInvalid(true);
      return;
    }
    order.mutate(phone);
  };
  const failure = order.error
    ? ((order.error instanceof ApiError ? order.error.messages.find((m) => m.kind === 'error')?.text : null) ?? t.failed)
    : null;
  return (
    <Modal open onClose={onClose} title={t.title} sheet={sheet}>
      {order.isSuccess ? (
        <div className={styles.form}>
          <p role="status">{t.success(order.data.orderCode)}</p>
          <Button onClick={onClose}>{t.done}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p>{t.text}</p>
          <label htmlFor={phoneId}>{t.phone}</label>
          <PhoneInput id={phoneId} value={phone} invalid={invalid} onChange={setPhone} />
          {invalid ? <p className={styles.error}>{t.phoneInvalid}</p> : null}
          {failure ? (
            <p role="alert" className={styles.error}>
              {failure}
            </p>
          ) : null}
          <Button type="submit" disabled={order.isPending}>
            {t.submit}
          </Button>
        </form>
      )}
    </Modal>
  );
}
