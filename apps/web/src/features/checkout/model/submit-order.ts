import type { Address } from '@shop/contracts/account.ts';
import type { DatesInfo, OrderSendReply } from '@shop/contracts/ordering.ts';
import type { AppDispatch, RootState } from '@/lib/store.ts';
import { sendOrder, startCardPayment } from '@/features/checkout/api/send-order.ts';
import { fieldChanged, fieldErrorsRaised, selectCheckout, submitFailed, submitStarted, submitSucceeded } from './checkout-slice.ts';
import { earliestDate } from './earliest-date.ts';
import { toOrderingInput } from './ordering-hash.ts';
import { invalidFields } from './validate.ts';

export type SubmitOutcome =
  | { kind: 'busy' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'pay'; order: OrderSendReply; payUrl: string }
  | { kind: 'placed'; order: OrderSendReply };

export type SubmitDeps = {
  send: typeof sendOrder;
  cardPayment: typeof startCardPayment;
  newKey: () => string;
  referrer: () => string;
};

const defaultDeps: SubmitDeps = {
  send: sendOrder,
  cardPayment: startCardPayment,
  newKey: () => crypto.randomUUID(),
  referrer: () => window.location.href,
};

/** cart-and-ordering.md §4 "Checkout submit". The caller routes, clears the cart and reports the goal. */
export function submitOrder(context: { addresses: readonly Address[]; datesInfo: DatesInfo }, deps: SubmitDeps = defaultDeps) {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<SubmitOutcome> => {
    const state = selectCheckout(getState());
    // A second press while the first is on its way is the same attempt.
    if (state.submit === 'submitting' || !state.draft) return { kind: 'busy' };
    const invalid = invalidFields(state.draft, context.addresses);
    if (invalid.length > 0) {
      dispatch(fieldErrorsRaised(invalid));
      return { kind: 'invalid' };
    }
    if (!state.draft.deliveryDate) {
      dispatch(fieldChanged({ field: 'deliveryDate', value: earliestDate(context.datesInfo, state.draft.deliveryType) }));
    }
    const draft = selectCheckout(getState()).draft ?? state.draft;
    dispatch(submitStarted());
    let order: OrderSendReply;
    try {
      order = await deps.send(toOrderingInput(draft), deps.newKey());
    } catch {
      dispatch(submitFailed());
      return { kind: 'failed' };
    }
    if (order.isCardProviderPay) {
      try {
        const { payUrl } = await deps.cardPayment(order.invoiceNumber, deps.referrer());
        return { kind: 'pay', order, payUrl };
      } catch {
        // §8: a card payment failure is ignored; the order exists, so its page opens.
      }
    }
    dispatch(submitSucceeded());
    return { kind: 'placed', order };
  };
}
