import { useId } from 'react';
import type { ReactNode } from 'react';
import type { Address } from '@shop/contracts/account.ts';
import type { PaymentOption } from '@shop/contracts/cart.ts';
import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import { formatPrice } from '@shop/ui/format.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { fieldChanged, selectErrors } from '@/features/checkout/model/checkout-slice.ts';
import type { CheckoutDraft } from '@/features/checkout/model/checkout-draft.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { CalendarIcon, ChevronIcon, DeliveryIcon, PaymentIcon, PickupIcon } from './checkout-icons.tsx';
import styles from './checkout.module.css';

type SelectButtonProps = {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon: ReactNode;
  placeholder: boolean;
  error?: string | null;
  disabled?: boolean;
  onClick: () => void;
};

/** A select that opens its own window: the field's label, the chosen value (or a prompt) and a chevron. */
function SelectButton({ label, value, hint, icon, placeholder, error, disabled = false, onClick }: SelectButtonProps) {
  const id = useId();
  const classes = [styles.select, error ? styles.invalid : '', placeholder ? styles.placeholder : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {label}
      </span>
      <button
        type="button"
        className={classes}
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={error ? true : undefined}
        aria-haspopup="dialog"
        onClick={onClick}
      >
        <span className={styles.selectIcon}>{icon}</span>
        <span className={styles.selectText} id={`${id}-value`}>
          <span className={styles.selectValue}>{value}</span>
          {hint ? <span className={styles.selectHint}>{hint}</span> : null}
        </span>
        {/* A field that cannot be opened does not point anywhere. */}
        {disabled ? null : <ChevronIcon className={styles.chevron} />}
      </button>
      {error ? (
        <span className={styles.error} id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function AddressSelect({ address, onOpen }: { address: Address | undefined; onOpen: () => void }) {
  const invalid = useAppSelector(selectErrors).address;
  const pickup = address?.deliveryType === DeliveryType.pickup;
  return (
    <SelectButton
      label={t.address}
      value={address ? address.text : t.chooseAddress}
      hint={address?.label}
      placeholder={!address}
      icon={pickup ? <PickupIcon /> : <DeliveryIcon />}
      error={invalid ? t.addressInvalid : null}
      onClick={onOpen}
    />
  );
}

/**
 * The delivery date with its time window. §4: disabled until an address is chosen, and for pickup
 * (the point sets the day).
 */
export function DateSelect({
  draft,
  page,
  hasAddress,
  onOpen,
}: {
  draft: CheckoutDraft;
  page: CheckoutPage;
  hasAddress: boolean;
  onOpen: () => void;
}) {
  const dispatch = useAppDispatch();
  const { dates } = page.cartPageData.datesInfo;
  const chosen = dates.find((date) => date.id === draft.deliveryDate);
  const pickup = draft.deliveryType === DeliveryType.pickup;
  const express = page.total.express;
  return (
    <div className={styles.dateGroup}>
      <SelectButton
        label={pickup ? t.pickupDate : t.date}
        value={!hasAddress ? t.dateNeedsAddress : chosen ? `${chosen.text}, ${chosen.dayOfWeek}` : t.chooseDate}
        hint={hasAddress ? t.timeWindow(page.total.timeWindow) : null}
        placeholder={!hasAddress || !chosen}
        icon={<CalendarIcon />}
        disabled={!hasAddress || pickup}
        onClick={onOpen}
      />
      {express.enabled && hasAddress && !pickup ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={draft.deliveryExpress}
            onChange={(event) => dispatch(fieldChanged({ field: 'deliveryExpress', value: event.target.checked }))}
          />
          <span>{t.express(formatPrice(express.price))}</span>
        </label>
      ) : null}
    </div>
  );
}

export function PaymentSelect({ draft, options, onOpen }: { draft: CheckoutDraft; options: readonly PaymentOption[]; onOpen: () => void }) {
  const invalid = useAppSelector(selectErrors).payment;
  const chosen = options.find((option) => option.type === draft.paymentType);
  return (
    <SelectButton
      label={t.payment}
      value={chosen ? chosen.label : t.choosePayment}
      hint={chosen?.text}
      placeholder={!chosen}
      icon={<PaymentIcon icon={chosen?.icon} />}
      error={invalid ? t.paymentInvalid : null}
      onClick={onOpen}
    />
  );
}
