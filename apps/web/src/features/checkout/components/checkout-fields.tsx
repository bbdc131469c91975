import { useEffect, useState } from 'react';
import type { Address } from '@shop/contracts/account.ts';
import type { OrderingPage } from '@shop/contracts/ordering.ts';
import type { PaymentOption } from '@shop/contracts/cart.ts';
import { formatNumber, formatPrice } from '@shop/ui/format.ts';
import { PhoneInput } from '@shop/ui/phone-input.tsx';
import { Price } from '@shop/ui/price.tsx';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { useCompany } from '@/features/checkout/api/places.ts';
import { fieldChanged, fieldErrorsRaised, paymentChosen, personTypeSwitched, phoneChanged, selectErrors } from '@/features/checkout/model/checkout-slice.ts';
import type { OrderingDraft } from '@/features/checkout/model/ordering-hash.ts';
import { isPhoneValid } from '@/features/checkout/model/validate.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import styles from './checkout.module.css';

const PICKUP = 3;
const PAY_AND_SEND = new Set([1, 6]);

export const isPayAndSend = (paymentType: number | null) => paymentType !== null && PAY_AND_SEND.has(paymentType);

export function PhoneField({ draft }: { draft: OrderingDraft }) {
  const dispatch = useAppDispatch();
  const invalid = useAppSelector(selectErrors).phone;
  return (
    <label className={styles.field}>
      <span className={styles.label}>{t.phone}</span>
      <PhoneInput
        className={styles.input}
        value={draft.phone}
        invalid={invalid}
        maxLength={20}
        onChange={(digits) => dispatch(phoneChanged(digits))}
        onBlur={() => {
          // §5: some text with fewer than 10 digits is marked on leaving the field.
          if (draft.phone !== '' && !isPhoneValid(draft.phone)) dispatch(fieldErrorsRaised(['phone']));
        }}
      />
    </label>
  );
}

/** 'Оформить на юрлицо или ИП' and the INN with its lookup (§4 "Person type and tax number"). */
export function PersonFields({ draft }: { draft: OrderingDraft }) {
  const dispatch = useAppDispatch();
  const legal = draft.personType !== 0;
  const inn = draft.innIp;
  const company = useCompany(inn);
  const shaped = /^(\d{10}|\d{12})$/.test(inn);
  const found = shaped && company.data?.resultInfo.status === 'OK' ? company.data.resultInfo : null;
  const wrongLength = inn !== '' && !shaped;
  const placeholder = inn === '' ? '' : found ? found.value : company.isPending && shaped ? '' : t.innFallback;

  const foundName = found?.fullName ?? null;
  useEffect(() => {
    if (legal && foundName !== null && draft.legalName !== foundName) dispatch(fieldChanged({ field: 'legalName', value: foundName }));
  }, [legal, foundName, draft.legalName, dispatch]);

  if (!legal) {
    return (
      <label className={styles.check}>
        <input type="checkbox" checked={false} onChange={() => dispatch(personTypeSwitched(true))} />
        {t.legalCheckbox}
      </label>
    );
  }
  return (
    <div className={styles.field}>
      <span className={styles.label} id="checkout-inn">
        {t.inn}
      </span>
      <div className={styles.row}>
        <input
          className={styles.input}
          aria-labelledby="checkout-inn"
          inputMode="numeric"
          maxLength={12}
          value={inn}
          aria-invalid={wrongLength || undefined}
          onChange={(event) => {
            const value = event.target.value.replace(/\D/g, '').slice(0, 12);
            dispatch(fieldChanged({ field: 'innIp', value }));
            if (value === '') dispatch(fieldChanged({ field: 'legalName', value: '' }));
          }}
        />
        <button type="button" className={styles.cross} aria-label={t.backToIndividual} onClick={() => dispatch(personTypeSwitched(false))}>
          ×
        </button>
      </div>
      {placeholder ? (
        <span className={wrongLength || !found ? styles.innFallback : styles.hint} data-testid="inn-company">
          {wrongLength ? <span aria-hidden="true" className={styles.errorMark}>!</span> : null}
          {placeholder}
        </span>
      ) : null}
    </div>
  );
}

const ICONS: Record<NonNullable<PaymentOption['icon']>, string> = { legal: '🏢', card: '💳', sbp: '⚡', wallet: '👛' };

export function PaymentField({ draft, options }: { draft: OrderingDraft; options: readonly PaymentOption[] }) {
  const dispatch = useAppDispatch();
  const invalid = useAppSelector(selectErrors).payment;
  return (
    <fieldset className={invalid ? `${styles.fieldset} ${styles.invalid}` : styles.fieldset} aria-invalid={invalid || undefined}>
      <legend className={styles.label}>{t.payment}</legend>
      {options.map((option) => (
        <label key={option.type} className={styles.option}>
          <input type="radio" name="paymentType" checked={draft.paymentType === option.type} onChange={() => dispatch(paymentChosen(option.type))} />
          {option.icon ? <span aria-hidden="true">{ICONS[option.icon]}</span> : null}
          <span>
            <span className={styles.optionLabel}>{option.label}</span>
            {option.text ? <span className={styles.hint}>{option.text}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

export function AddressField({ address, onOpen }: { address: Address | undefined; onOpen: () => void }) {
  const invalid = useAppSelector(selectErrors).address;
  return (
    <div className={styles.field}>
      <span className={styles.label} id="checkout-address">
        {t.address}
      </span>
      <button type="button" aria-labelledby="checkout-address" aria-invalid={invalid || undefined} className={invalid ? `${styles.select} ${styles.invalid}` : styles.select} onClick={onOpen}>
        {address ? address.text : t.chooseAddress}
        {address?.label ? <span className={styles.hint}> · {address.label}</span> : null}
      </button>
    </div>
  );
}

export function DateField({ draft, page, hasAddress, onOpen }: { draft: OrderingDraft; page: OrderingPage; hasAddress: boolean; onOpen: () => void }) {
  const dates = page.cartPageData.datesInfo.dates;
  const chosen = dates.find((date) => date.id === draft.deliveryDate);
  const disabled = !hasAddress || draft.deliveryType === PICKUP;
  return (
    <div className={styles.field}>
      <span className={styles.label} id="checkout-date">
        {t.date}
      </span>
      <button type="button" aria-labelledby="checkout-date" className={styles.select} disabled={disabled} onClick={onOpen}>
        {chosen ? `${chosen.dayOfWeek}, ${chosen.text}` : t.chooseDate}
        <span className={styles.hint}> {page.total.timeWindow}</span>
      </button>
    </div>
  );
}

export function ExtraFields({ draft }: { draft: OrderingDraft }) {
  const dispatch = useAppDispatch();
  const [mailInvalid, setMailInvalid] = useState(false);
  return (
    <details className={styles.more}>
      <summary>{t.more}</summary>
      <label className={styles.field}>
        <span className={styles.label}>{t.mailCopy}</span>
        <input
          className={styles.input}
          type="email"
          value={draft.mailInput}
          aria-invalid={mailInvalid || undefined}
          onChange={(event) => {
            dispatch(fieldChanged({ field: 'mailInput', value: event.target.value.trim() }));
            if (mailInvalid) setMailInvalid(!event.target.validity.valid);
          }}
          onBlur={(event) => setMailInvalid(!event.target.validity.valid)}
        />
      </label>
      <label className={styles.field}>
        <span className={styles.label}>{t.contact}</span>
        <textarea className={styles.input} value={draft.contact} maxLength={1000} onChange={(event) => dispatch(fieldChanged({ field: 'contact', value: event.target.value }))} />
      </label>
    </details>
  );
}

export function OrderDetails({ page }: { page: OrderingPage }) {
  const total = page.total;
  return (
    <details className={styles.more}>
      <summary>{t.details}</summary>
      <dl className={styles.details}>
        <dt>{t.items}</dt>
        <dd>{formatNumber(total.items)}</dd>
        <dt>{t.weight}</dt>
        <dd>
          {formatNumber(total.mass)} {t.kg}
        </dd>
        <dt>{t.delivery}</dt>
        <dd>{total.deliveryType === PICKUP ? t.pickupFree : total.shipmentPrice > 0 ? `${formatPrice(total.shipmentPrice)} ₽` : t.deliveryFree}</dd>
        <dt>{t.vat(total.nds.percent)}</dt>
        <dd>{formatPrice(total.nds.withoutShipment)} ₽</dd>
      </dl>
    </details>
  );
}

export function TotalLine({ page }: { page: OrderingPage }) {
  return (
    <p className={styles.total}>
      <span>{t.total}</span>
      <Price value={page.total.totalWithShipment} />
    </p>
  );
}

export function submitLabel(options: { submitting: boolean; hasErrors: boolean; mobile: boolean; paymentType: number | null; sum: number }) {
  if (options.submitting) return options.mobile ? t.sendingMobile : t.sending;
  if (options.hasErrors) return t.fieldsMissing;
  if (options.mobile) return isPayAndSend(options.paymentType) && options.paymentType === 1 ? t.payAndSendMobile(formatPrice(options.sum)) : t.sendMobile(formatPrice(options.sum));
  return isPayAndSend(options.paymentType) ? t.payAndSend : t.send;
}
