import { useId, useState, type FormEvent } from 'react';
import type { Message } from '@shop/contracts/envelope.ts';
import type { ProductPage } from '@shop/contracts/product.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { isEmail } from '@/entities/user/components/email.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { useSubscribePriceChange } from '@/features/product/api/price-alerts.ts';
import { windowTexts } from '../window-texts.ts';
import { FormFailure, successText } from './form-messages.tsx';
import styles from './forms.module.css';

/** §7 price-change subscription: the e-mail is checked against the address pattern before it is sent (§5). */
export function SubscribeModal({ product, onClose }: { product: ProductPage; onClose: () => void }) {
  const t = windowTexts.subscribe;
  const sheet = useAppSelector(selectSiteVersion) === 'mobile';
  const { data: user } = useCurrentUser();
  const [email, setEmail] = useState(user?.email ?? '');
  const [invalid, setInvalid] = useState(false);
  const [messages, setMessages] = useState<readonly Message[]>([]);
  const subscribe = useSubscribePriceChange({ onMessages: setMessages });
  const emailId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessages([]);
    if (!isEmail(email)) {
      setInvalid(true);
      return;
    }
    subscribe.mutate(
      { assortmentId: product.assortment.id, email: email.trim() },
      { onError: (error) => setMessages(error instanceof ApiError ? error.messages : []) },
    );
  };

  return (
    <Modal open onClose={onClose} title={t.title} sheet={sheet}>
      {subscribe.isSuccess ? (
        <div className={styles.form}>
          <p role="status" className={styles.success}>
            {successText(messages, t.sent(subscribe.data.email))}
          </p>
          <Button onClick={onClose}>{t.done}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.intro}>{t.text}</p>
          <div className={styles.field}>
            <label htmlFor={emailId}>{t.email}</label>
            <input
              id={emailId}
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (invalid && isEmail(event.target.value)) setInvalid(false);
              }}
            />
            {invalid ? (
              <p id={errorId} className={styles.fieldError}>
                {windowTexts.emailInvalid}
              </p>
            ) : null}
          </div>
          <FormFailure messages={messages} />
          <Button type="submit" disabled={subscribe.isPending}>
            {t.submit}
          </Button>
        </form>
      )}
    </Modal>
  );
}
