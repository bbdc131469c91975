import { useRef, useState } from 'react';
import type { TouchEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Address, CityData, User } from '@shop/contracts/account.ts';
import type { OrderingPage } from '@shop/contracts/ordering.ts';
import { Modal } from '@shop/ui/modal.tsx';
import { Button } from '@/components/button.tsx';
import { userQueryKey, useCurrentUser } from '@/entities/user/api/get-user.ts';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { orderingQueryKey } from '@/features/checkout/api/get-ordering.ts';
import { removeAddress } from '@/features/checkout/api/places.ts';
import { addressChosen, addressCleared, fieldChanged, fieldErrorsRaised, levelChanged, selectLevel } from '@/features/checkout/model/checkout-slice.ts';
import type { MobileLevel } from '@/features/checkout/model/checkout-slice.ts';
import type { OrderingDraft } from '@/features/checkout/model/ordering-hash.ts';
import { chosenAddress, isPhoneValid } from '@/features/checkout/model/validate.ts';
import { checkoutTexts as t } from '@/features/checkout/texts.ts';
import { AddressPickerModal } from './address-picker-modal.tsx';
import { AddressWindow, NEW_ADDRESS, addressDraftOf } from './address-window.tsx';
import type { AddressDraft } from './address-window.tsx';
import { AddressField, DateField, ExtraFields, OrderDetails, PaymentField, PersonFields, PhoneField, TotalLine, submitLabel } from './checkout-fields.tsx';
import { DatePickerModal } from './date-picker-modal.tsx';
import { useCheckoutData, useSubmitOrder } from './use-checkout.ts';
import styles from './checkout.module.css';

type CheckoutModalProps = { open: boolean; mobile: boolean; onClose: () => void };
type Sub = { kind: 'none' } | { kind: 'addresses' } | { kind: 'window'; initial: AddressDraft } | { kind: 'date' };

/** The checkout: one form on desktop, three steps on mobile, over the same state (cart-and-ordering.md §2). */
export function CheckoutModal({ open, mobile, onClose }: CheckoutModalProps) {
  if (!open) return null;
  return <CheckoutContent mobile={mobile} onClose={onClose} />;
}

function CheckoutContent({ mobile, onClose }: { mobile: boolean; onClose: () => void }) {
  const { ordering, draft } = useCheckoutData();
  const level = useAppSelector(selectLevel);
  const dispatch = useAppDispatch();
  const page = ordering.data;
  const close = () => {
    dispatch(levelChanged(0));
    onClose();
  };
  const back = () => (level === 0 ? close() : dispatch(levelChanged((level - 1) as MobileLevel)));
  const swipe = useSwipeRight(back);
  const title = mobile ? t.steps[level] : t.title;

  let body;
  if (ordering.isError) {
    body = (
      <div className={styles.form}>
        <p>{t.loadFailed}</p>
        <Button onClick={() => void ordering.refetch()}>{t.retry}</Button>
      </div>
    );
  } else if (!page || !draft) {
    body = <div className={styles.form} aria-busy="true" />;
  } else {
    body = <CheckoutForm page={page} draft={draft} mobile={mobile} onPlaced={close} />;
  }
  return (
    <Modal open sheet={mobile} onClose={mobile ? back : close} title={title} closeLabel={mobile && level > 0 ? t.back : t.close}>
      <div {...(mobile ? swipe : {})}>{body}</div>
    </Modal>
  );
}

/** §9: over 80 px right, under 130 px up or down, within a second. */
export function isSwipeRight(dx: number, dy: number, ms: number) {
  return dx > 80 && Math.abs(dy) < 130 && ms < 1000;
}

function useSwipeRight(onSwipe: () => void) {
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch) start.current = { x: touch.clientX, y: touch.clientY, at: Date.now() };
    },
    onTouchEnd: (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (touch && from && isSwipeRight(touch.clientX - from.x, touch.clientY - from.y, Date.now() - from.at)) onSwipe();
    },
  };
}

function CheckoutForm({ page, draft, mobile, onPlaced }: { page: OrderingPage; draft: OrderingDraft; mobile: boolean; onPlaced: () => void }) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const user = useCurrentUser().data;
  const level = useAppSelector(selectLevel);
  const [sub, setSub] = useState<Sub>({ kind: 'none' });
  const { submit, submitting, hasErrors } = useSubmitOrder(page, onPlaced);
  const addresses = page.orderingData.addresses;
  const address = chosenAddress(draft, addresses);
  const datesInfo = page.cartPageData.datesInfo;
  const closeSub = () => setSub({ kind: 'none' });

  const setAddresses = (next: Address[]) =>
    queryClient.setQueryData<OrderingPage>(orderingQueryKey, (current) => (current ? { ...current, orderingData: { ...current.orderingData, addresses: next } } : current));
  const setCity = (city: CityData) =>
    queryClient.setQueryData<User>(userQueryKey, (current) => (current ? { ...current, cityData: city } : current));

  const label = submitLabel({ submitting, hasErrors, mobile, paymentType: draft.paymentType, sum: page.total.totalWithShipment });
  const sendButton = (
    <Button block disabled={submitting} onClick={() => void submit()}>
      {label}
    </Button>
  );

  const next = () => {
    if (level === 0 && !isPhoneValid(draft.phone)) return dispatch(fieldErrorsRaised(['phone']));
    if (level === 1 && !address) return dispatch(fieldErrorsRaised(['address']));
    dispatch(levelChanged((level + 1) as MobileLevel));
  };

  const addressPart = (
    <>
      <AddressField address={address} onOpen={() => setSub(addresses.length > 0 ? { kind: 'addresses' } : { kind: 'window', initial: NEW_ADDRESS })} />
      <DateField draft={draft} page={page} hasAddress={address !== undefined} onOpen={() => setSub({ kind: 'date' })} />
    </>
  );
  const paymentPart = (
    <>
      <PaymentField draft={draft} options={page.cartPageData.paymentMethods} />
      <ExtraFields draft={draft} />
      <TotalLine page={page} />
      <OrderDetails page={page} />
      <p className={styles.hint}>{t.policy}</p>
      {sendButton}
    </>
  );

  return (
    <div className={styles.form}>
      {mobile ? (
        <>
          {level === 0 ? (
            <>
              <PhoneField draft={draft} />
              <PersonFields draft={draft} />
            </>
          ) : null}
          {level === 1 ? addressPart : null}
          {level === 2 ? paymentPart : <Button block onClick={next}>{t.next}</Button>}
        </>
      ) : (
        <>
          <PhoneField draft={draft} />
          {addressPart}
          <PersonFields draft={draft} />
          {paymentPart}
        </>
      )}
      {user?.staff.debug ? (
        <details className={styles.more}>
          <summary>{t.debug}</summary>
          <pre className={styles.debug}>{JSON.stringify({ draft, total: page.total, datesInfo }, null, 2)}</pre>
        </details>
      ) : null}

      <AddressPickerModal
        open={sub.kind === 'addresses'}
        sheet={mobile}
        addresses={addresses}
        chosenId={draft.currentAddressId}
        onChoose={(chosen) => {
          dispatch(addressChosen({ address: chosen, datesInfo }));
          closeSub();
        }}
        onEdit={(chosen) => setSub({ kind: 'window', initial: addressDraftOf(chosen) })}
        onRemove={(chosen) => {
          void removeAddress(chosen.id).then((reply) => {
            setAddresses(reply.addresses);
            if (chosen.id === draft.currentAddressId) dispatch(addressCleared());
          }, () => undefined);
        }}
        onNew={() => setSub({ kind: 'window', initial: NEW_ADDRESS })}
        onClose={closeSub}
      />
      {sub.kind === 'window' ? (
        <AddressWindow
          open
          sheet={mobile}
          initial={sub.initial}
          city={user?.cityData ?? null}
          onCityChanged={setCity}
          onSaved={(id, saved) => {
            setAddresses(saved);
            const chosen = saved.find((entry) => entry.id === id);
            if (chosen) dispatch(addressChosen({ address: chosen, datesInfo }));
            closeSub();
          }}
          onClose={closeSub}
        />
      ) : null}
      <DatePickerModal
        open={sub.kind === 'date'}
        sheet={mobile}
        dates={datesInfo.dates}
        chosen={draft.deliveryDate}
        onChoose={(id) => dispatch(fieldChanged({ field: 'deliveryDate', value: id }))}
        onClose={closeSub}
      />
    </div>
  );
}
