import { chosenAddress } from '@/features/checkout/model/validate.ts';
import { addressWindowFor } from './checkout-windows.tsx';
import { ExtraFields, PersonFields, PhoneField } from './fields.tsx';
import { DebugPanel, OrderDetails, PolicyNote, SubmitButton, TotalLine } from './order-summary.tsx';
import { AddressSelect, DateSelect, PaymentSelect } from './selects.tsx';
import { useSubmitOrder } from './use-checkout.ts';
import type { CheckoutViewProps } from './use-checkout.ts';
import styles from './checkout.module.css';

/** Desktop: the whole order in one form (cart-and-ordering.md §2 "Checkout modal, desktop"). */
export function CheckoutDesktop({ page, draft, user, onWindow, handlers }: CheckoutViewProps) {
  const { submit, submitting, hasErrors } = useSubmitOrder(page, user.id, handlers);
  const address = chosenAddress(draft, page.orderingData.addresses);
  return (
    <form
      className={styles.desktop}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={styles.grid}>
        <div className={styles.column}>
          <PhoneField draft={draft} />
          <PersonFields draft={draft} />
          <PaymentSelect draft={draft} options={page.cartPageData.paymentMethods} onOpen={() => onWindow({ kind: 'payments' })} />
        </div>
        <div className={styles.column}>
          <AddressSelect address={address} onOpen={() => onWindow(addressWindowFor(page.orderingData.addresses))} />
          <DateSelect draft={draft} page={page} hasAddress={address !== undefined} onOpen={() => onWindow({ kind: 'dates' })} />
        </div>
      </div>
      <ExtraFields draft={draft} />
      <div className={styles.summary}>
        <div className={styles.summaryTotals}>
          <TotalLine page={page} />
          <OrderDetails page={page} />
        </div>
        <div className={styles.summaryAction}>
          <SubmitButton draft={draft} page={page} mobile={false} submitting={submitting} hasErrors={hasErrors} onSubmit={submit} />
          <PolicyNote />
        </div>
      </div>
      <DebugPanel draft={draft} page={page} user={user} />
    </form>
  );
}
