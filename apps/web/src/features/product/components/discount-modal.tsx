import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import type { Message } from '@shop/contracts/envelope.ts';
import type { ProductPage } from '@shop/contracts/product.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { PhoneInput } from '@shop/ui/phone-input.tsx';
import { isPhoneComplete, phoneDigits } from '@shop/ui/phone.ts';
import { Button } from '@/components/button.tsx';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { isEmail } from '@/entities/user/components/email.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { useRequestDiscount } from '@/features/product/api/price-alerts.ts';
import { windowTexts } from '../window-texts.ts';
import { FormFailure, successText } from './form-messages.tsx';
import styles from './forms.module.css';

type Field = 'quantity' | 'price' | 'email' | 'phone';

const positive = (text: string) => {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : null;
};

/**
 * §3 discount request: quantity in a unit, the price asked for, a comment, e-mail and phone. The
 * spec shows no field rules (§5); a careful shop checks what it can before sending: a quantity and
 * a price above zero, an e-mail of the address pattern, a phone of at least 10 digits.
 */
export function DiscountModal({ product, onClose }: { product: ProductPage; onClose: () => void }) {
  const t = windowTexts.discount;
  const sheet = useAppSelector(selectSiteVersion) === 'mobile';
  const { data: user } = useCurrentUser();
  const [quantity, setQuantity] = useState('1');
  const [multismId, setMultismId] = useState(product.currentMultism.id);
  const [price, setPrice] = useState('');
  const [comment, setComment] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState(phoneDigits(user?.phone ?? ''));
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set());
  const [messages, setMessages] = useState<readonly Message[]>([]);
  const request = useRequestDiscount({ onMessages: setMessages });
  const ids = { quantity: useId(), unit: useId(), price: useId(), comment: useId(), email: useId(), phone: useId(), error: useId() };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessages([]);
    const amount = positive(quantity);
    const asked = positive(price);
    const wrong = new Set<Field>();
    if (amount === null) wrong.add('quantity');
    if (asked === null) wrong.add('price');
    if (!isEmail(email)) wrong.add('email');
    if (!isPhoneComplete(phone)) wrong.add('phone');
    setInvalid(wrong);
    if (amount === null || asked === null || wrong.size > 0) return;
    request.mutate(
      {
        assortmentId: product.assortment.id,
        quantity: amount,
        multismId,
        price: asked,
        comment: comment.trim(),
        email: email.trim(),
        phone,
      },
      { onError: (error) => setMessages(error instanceof ApiError ? error.messages : []) },
    );
  };

  const error = (field: Field, text: string) =>
    invalid.has(field) ? (
      <p id={`${ids.error}-${field}`} className={styles.fieldError}>
        {text}
      </p>
    ) : null;
  const described = (field: Field) => (invalid.has(field) ? { 'aria-invalid': true, 'aria-describedby': `${ids.error}-${field}` } : {});
  /** A checked text field: its label, the input and, when it is wrong, the reason under it. */
  const checkedField = (
    field: Exclude<Field, 'phone'>,
    [label, problem]: readonly [string, string],
    [value, onChange]: readonly [string, (value: string) => void],
    attributes: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <div className={styles.field}>
      <label htmlFor={ids[field]}>{label}</label>
      <input id={ids[field]} {...attributes} value={value} onChange={(event) => onChange(event.target.value)} {...described(field)} />
      {error(field, problem)}
    </div>
  );

  return (
    <Modal open onClose={onClose} title={t.title} sheet={sheet}>
      {request.isSuccess ? (
        <div className={styles.form}>
          <p role="status" className={styles.success}>
            {successText(messages, t.sent)}
          </p>
          <Button onClick={onClose}>{t.done}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.intro}>{t.text}</p>
          <div className={styles.row}>
            {checkedField('quantity', [t.quantity, t.quantityInvalid], [quantity, setQuantity], { inputMode: 'decimal' })}
            <div className={styles.field}>
              <label htmlFor={ids.unit}>{t.unit}</label>
              <select id={ids.unit} value={multismId} onChange={(event) => setMultismId(Number(event.target.value))}>
                {product.multisms.map((unit) => (
                  <option key={unit.id} value={unit.id}>
                    {unit.fname}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {checkedField('price', [t.price, t.priceInvalid], [price, setPrice], { inputMode: 'decimal' })}
          <div className={styles.field}>
            <label htmlFor={ids.comment}>{t.comment}</label>
            <textarea id={ids.comment} rows={2} value={comment} maxLength={1000} onChange={(event) => setComment(event.target.value)} />
          </div>
          <div className={styles.row}>
            {checkedField('email', [t.email, windowTexts.emailInvalid], [email, setEmail], { type: 'email', autoComplete: 'email' })}
            <div className={styles.field}>
              <label htmlFor={ids.phone}>{t.phone}</label>
              <PhoneInput
                id={ids.phone}
                value={phone}
                invalid={invalid.has('phone')}
                onChange={setPhone}
                aria-describedby={invalid.has('phone') ? `${ids.error}-phone` : undefined}
              />
              {error('phone', windowTexts.phoneInvalid)}
            </div>
          </div>
          <FormFailure messages={messages} />
          <Button type="submit" disabled={request.isPending}>
            {t.submit}
          </Button>
        </form>
      )}
    </Modal>
  );
}
