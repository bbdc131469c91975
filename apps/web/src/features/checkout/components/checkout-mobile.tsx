import { useRef } from 'react';
import type { TouchEvent } from 'react';
import { Button } from '@/components/button.tsx';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { fieldErrorsRaised, levelChanged, selectLevel } from '@/features/checkout/model/checkout-slice.ts';
import { isSwipeRight } from '@/features/checkout/model/swipe.ts';
import { chosenAddress, isPhoneValid } from '@/features/checkout/model/validate.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { BackIcon } from './checkout-icons.tsx';
import { addressWindowFor } from './checkout-windows.tsx';
import { ExtraFields, PersonFields, PhoneField } from './fields.tsx';
import { DebugPanel, OrderDetails, PolicyNote, SubmitButton, TotalLine } from './order-summary.tsx';
import { AddressSelect, DateSelect, PaymentSelect } from './selects.tsx';
import { useSubmitOrder } from './use-checkout.ts';
import type { CheckoutViewProps } from './use-checkout.ts';
import styles from './checkout.module.css';

const STEP_COUNT = 3;

/**
 * Mobile: three steps, 'Контакты', 'Способ получения', 'Способ оплаты' (§2, §4 "Mobile modal
 * levels"). 'Далее' checks the step: a valid phone at 0, a chosen address at 1; payment is checked
 * when the order is sent.
 */
export function CheckoutMobile({ page, draft, user, onWindow, onBack, handlers }: CheckoutViewProps & { onBack: () => void }) {
  const dispatch = useAppDispatch();
  const level = useAppSelector(selectLevel);
  const { submit, submitting, hasErrors } = useSubmitOrder(page, user.id, handlers);
  const address = chosenAddress(draft, page.orderingData.addresses);

  const next = () => {
    if (level === 0 && !isPhoneValid(draft.phone)) return void dispatch(fieldErrorsRaised(['phone']));
    if (level === 1 && !address) return void dispatch(fieldErrorsRaised(['address']));
    dispatch(levelChanged(level === 0 ? 1 : 2));
  };

  return (
    <div className={styles.mobile}>
      <div className={styles.stepBar}>
        {level > 0 ? (
          <button type="button" className={styles.back} onClick={onBack}>
            <BackIcon width={20} height={20} />
            {t.back}
          </button>
        ) : null}
        <span className={styles.stepCount}>{t.stepOf(level + 1, STEP_COUNT)}</span>
        <span className={styles.stepDots} aria-hidden="true">
          {[0, 1, 2].map((step) => (
            <span key={step} className={step <= level ? `${styles.dot} ${styles.dotDone}` : styles.dot} />
          ))}
        </span>
      </div>

      {level === 0 ? (
        <>
          <PhoneField draft={draft} />
          <PersonFields draft={draft} />
        </>
      ) : null}
      {level === 1 ? (
        <>
          <AddressSelect address={address} onOpen={() => onWindow(addressWindowFor(page.orderingData.addresses))} />
          <DateSelect draft={draft} page={page} hasAddress={address !== undefined} onOpen={() => onWindow({ kind: 'dates' })} />
        </>
      ) : null}
      {level === 2 ? (
        <>
          <PaymentSelect draft={draft} options={page.cartPageData.paymentMethods} onOpen={() => onWindow({ kind: 'payments' })} />
          <ExtraFields draft={draft} />
          <TotalLine page={page} />
          <OrderDetails page={page} />
          <DebugPanel draft={draft} page={page} user={user} />
        </>
      ) : null}

      <div className={styles.mobileAction}>
        {level === 2 ? (
          <>
            <SubmitButton draft={draft} page={page} mobile submitting={submitting} hasErrors={hasErrors} onSubmit={submit} />
            <PolicyNote />
          </>
        ) : (
          <Button block onClick={next}>
            {t.next}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A swipe right over the checkout (§9: over 80 px across, under 130 px up or down, within a second). */
export function useSwipeRight(onSwipe: () => void) {
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY, at: Date.now() } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (touch && from && isSwipeRight(touch.clientX - from.x, touch.clientY - from.y, Date.now() - from.at)) onSwipe();
    },
  };
}
