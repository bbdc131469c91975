import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { PhoneInput } from '@shop/ui/phone-input.tsx';
import { PHONE_INPUT_MAX } from '@shop/contracts/browser/account.ts';
import { INN_MAX_LENGTH, isInnShaped } from '@shop/contracts/rules/checkout-fields.ts';
import { PersonType } from '@shop/contracts/browser/checkout.ts';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { useCompany } from '@/features/checkout/api/address-lookup.ts';
import {
  fieldChanged,
  fieldErrorsRaised,
  innChanged,
  personTypeSwitched,
  phoneChanged,
  selectErrors,
} from '@/features/checkout/model/checkout-slice.ts';
import type { CheckoutDraft } from '@/features/checkout/model/checkout-draft.ts';
import { isPhoneValid } from '@/features/checkout/model/validate.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import styles from './checkout.module.css';

/** A labelled field with its error line under it. */
export function Field({ label, error, htmlFor, children }: { label: string; error?: string | null; htmlFor: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error ? (
        <span className={styles.error} id={`${htmlFor}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** §5 "Phone": digits only through the mask; some text under 10 digits is marked on leaving the field. */
export function PhoneField({ draft }: { draft: CheckoutDraft }) {
  const dispatch = useAppDispatch();
  const invalid = useAppSelector(selectErrors).phone;
  const id = useId();
  return (
    <Field label={t.phone} htmlFor={id} error={invalid ? t.phoneInvalid : null}>
      <PhoneInput
        id={id}
        name="phone"
        className={styles.input}
        value={draft.phone}
        invalid={invalid}
        maxLength={PHONE_INPUT_MAX}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(digits) => dispatch(phoneChanged(digits))}
        onBlur={() => {
          if (draft.phone !== '' && !isPhoneValid(draft.phone)) dispatch(fieldErrorsRaised(['phone']));
        }}
      />
    </Field>
  );
}

/** 'Оформить на юрлицо или ИП', then the INN with the company it names and a cross back (§4 "Person type and tax number"). */
export function PersonFields({ draft }: { draft: CheckoutDraft }) {
  const dispatch = useAppDispatch();
  const id = useId();
  if (draft.personType === PersonType.individual) {
    return (
      <label className={styles.check}>
        <input type="checkbox" checked={false} onChange={() => dispatch(personTypeSwitched('legal'))} />
        <span>{t.legalCheckbox}</span>
      </label>
    );
  }
  return (
    <Field label={t.inn} htmlFor={id}>
      <div className={styles.innRow}>
        <input
          id={id}
          name="inn"
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          maxLength={INN_MAX_LENGTH}
          value={draft.innIp}
          aria-describedby={draft.innIp ? `${id}-company` : undefined}
          onChange={(event) => dispatch(innChanged(event.target.value))}
        />
        <button
          type="button"
          className={styles.cross}
          aria-label={t.backToIndividual}
          title={t.backToIndividual}
          onClick={() => dispatch(personTypeSwitched('individual'))}
        >
          ×
        </button>
      </div>
      <CompanyLine id={`${id}-company`} inn={draft.innIp} />
    </Field>
  );
}

/**
 * What the INN names: nothing while it is empty; the short name once the lookup is OK; the
 * placeholder 'Уточним юрлицо по телефону' otherwise, with an error mark for a wrong length.
 */
function CompanyLine({ id, inn }: { id: string; inn: string }) {
  const company = useCompany(inn);
  if (inn === '') return null;
  const shaped = isInnShaped(inn);
  if (shaped && company.isPending) {
    return (
      <span id={id} className={styles.company} aria-live="polite">
        {t.innLooking}
      </span>
    );
  }
  const found = shaped && company.data?.resultInfo.status === 'OK' ? company.data.resultInfo.value : null;
  return (
    <span
      id={id}
      className={found ? `${styles.company} ${styles.companyFound}` : styles.company}
      data-testid="inn-company"
      aria-live="polite"
    >
      {!shaped ? (
        <span className={styles.errorMark} role="img" aria-label={t.innWrongLength}>
          !
        </span>
      ) : null}
      {found ?? t.innFallback}
    </span>
  );
}

/** 'Дополнительно': a copy of the order by e-mail and a contact person or comment (§2, §5 "E-mail copy field"). */
export function ExtraFields({ draft }: { draft: CheckoutDraft }) {
  const dispatch = useAppDispatch();
  const [mailInvalid, setMailInvalid] = useState(false);
  const [touched, setTouched] = useState(false);
  const mailId = useId();
  const contactId = useId();
  return (
    <details className={styles.expander} open={draft.mailInput !== '' || draft.contact !== '' || undefined}>
      <summary>{t.more}</summary>
      <div className={styles.expanderBody}>
        <Field label={t.mailCopy} htmlFor={mailId} error={mailInvalid ? t.mailInvalid : null}>
          <input
            id={mailId}
            name="email"
            type="email"
            autoComplete="email"
            className={styles.input}
            value={draft.mailInput}
            aria-invalid={mailInvalid || undefined}
            aria-describedby={mailInvalid ? `${mailId}-error` : undefined}
            onChange={(event) => {
              dispatch(fieldChanged({ field: 'mailInput', value: event.target.value.trim() }));
              // Marked on leaving the field, then reported while the shopper corrects it.
              if (touched) setMailInvalid(!event.target.validity.valid);
            }}
            onBlur={(event) => {
              setTouched(true);
              setMailInvalid(!event.target.validity.valid);
            }}
          />
        </Field>
        <Field label={t.contact} htmlFor={contactId}>
          <textarea
            id={contactId}
            name="contact"
            className={`${styles.input} ${styles.textarea}`}
            rows={2}
            maxLength={1000}
            value={draft.contact}
            onChange={(event) => dispatch(fieldChanged({ field: 'contact', value: event.target.value }))}
          />
        </Field>
      </div>
    </details>
  );
}
