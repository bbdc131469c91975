import type { OrderingDataInput, CheckoutPage } from '@shop/contracts/checkout.ts';
import type { OrderSendReply } from '@shop/contracts/orders.ts';
import type { AppDispatch, RootState } from '@/lib/store.ts';
import {
  fieldChanged,
  fieldErrorsRaised,
  levelChanged,
  orderPlaced,
  selectCheckout,
  submitFailed,
  submitStarted,
} from './checkout-slice.ts';
import { earliestDate } from './earliest-date.ts';
import { hashCheckoutInput, toCheckoutInput } from './checkout-draft.ts';
import { STEP_OF_FIELD, invalidFields } from './validate.ts';

export type SubmitOutcome =
  | { kind: 'busy' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'pay'; order: OrderSendReply; payUrl: string }
  | { kind: 'placed'; order: OrderSendReply };

export type SubmitDeps = {
  send: (checkout: OrderingDataInput, key: string) => Promise<OrderSendReply>;
  /** The card provider's page for the order; null when that call failed (§8: ignored). */
  cardPayment: (invoiceNumber: string) => Promise<string | null>;
  newKey: () => string;
};

/**
 * cart-and-ordering.md §4 "Checkout submit": validation, the earliest date when none is chosen,
 * the order under one idempotency key per attempt, then the card payment page when the order is
 * paid by card. Routing, the cart and the metrics goal are the caller's.
 */
export function submitOrder(page: CheckoutPage, deps: SubmitDeps) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<SubmitOutcome> => {
    const state = selectCheckout(getState());
    // A second press while the first is on its way is the same attempt: nothing more is sent.
    if (state.submit === 'submitting' || !state.draft) return { kind: 'busy' };
    const invalid = invalidFields(state.draft, page.orderingData.addresses);
    if (invalid.length > 0) {
      dispatch(fieldErrorsRaised(invalid));
      const step = Math.min(...invalid.map((field) => STEP_OF_FIELD[field]));
      if (step < state.level) dispatch(levelChanged(step as 0 | 1 | 2));
      return { kind: 'invalid' };
    }
    if (!state.draft.deliveryDate) {
      dispatch(fieldChanged({ field: 'deliveryDate', value: earliestDate(page.cartPageData.datesInfo, state.draft.deliveryType) }));
    }
    const draft = selectCheckout(getState()).draft ?? state.draft;
    const checkout = toCheckoutInput(draft);
    const hash = hashCheckoutInput(checkout);
    const key = state.attempt?.hash === hash ? state.attempt.key : deps.newKey();
    dispatch(submitStarted({ key, hash }));

    let order: OrderSendReply;
    try {
      order = await deps.send(checkout, key);
    } catch {
      dispatch(submitFailed());
      return { kind: 'failed' };
    }
    const payUrl = order.isCardProviderPay ? await deps.cardPayment(order.invoiceNumber) : null;
    dispatch(orderPlaced());
    return payUrl ? { kind: 'pay', order, payUrl } : { kind: 'placed', order };
  };
}
