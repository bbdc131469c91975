import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { OrderingDataInput, OrderingUpdateReply } from '@shop/contracts/ordering.ts';
import { featureMiddleware } from '@/lib/store.ts';
import type { AppDispatch, RootState } from '@/lib/store.ts';
import { updateOrderingData } from '@/features/checkout/api/update-ordering-data.ts';
import { deliveryDateConfirmed, fieldErrorCleared, fieldErrorsRaised, selectDraft } from './checkout-slice.ts';
import type { CheckoutField } from './checkout-slice.ts';
import { hashDraft, toOrderingInput } from './ordering-hash.ts';

/** cart-and-ordering.md §9: error display time. */
export const FIELD_ERROR_MS = 7000;
/** Typing settles before the change goes to the server. */
export const UPDATE_DEBOUNCE_MS = 300;

export type CheckoutListenerDeps = {
  update: (input: OrderingDataInput, signal: AbortSignal) => Promise<OrderingUpdateReply>;
  /** The reply's totals and dates go to the ordering query's cache (server data stays out of Redux). */
  onSaved: (reply: OrderingUpdateReply) => void;
};

const FIELDS: CheckoutField[] = ['phone', 'address', 'payment'];

/** The checkout's side effects: field-error timers and the server update of the ordering data. */
export function createCheckoutListener(deps: CheckoutListenerDeps) {
  const listener = createListenerMiddleware();
  const start = listener.startListening.withTypes<RootState, AppDispatch>();

  for (const field of FIELDS) {
    start({
      predicate: (action) => fieldErrorsRaised.match(action) && action.payload.includes(field),
      effect: async (_action, api) => {
        // A new error on the same field restarts its 7 seconds.
        api.cancelActiveListeners();
        await api.delay(FIELD_ERROR_MS);
        api.dispatch(fieldErrorCleared(field));
      },
    });
  }

  start({
    predicate: (_action, current, previous) => {
      const before = selectDraft(previous);
      const after = selectDraft(current);
      // The first load is the server's own data: nothing to send back.
      return before !== null && after !== null && hashDraft(before) !== hashDraft(after);
    },
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(UPDATE_DEBOUNCE_MS);
      const draft = selectDraft(api.getState());
      if (!draft) return;
      try {
        const reply = await deps.update(toOrderingInput(draft), api.signal);
        deps.onSaved(reply);
        api.dispatch(deliveryDateConfirmed(reply.deliveryDate));
      } catch {
        // The failure's messages are toasts already; the draft stays for the next change.
      }
    },
  });

  return listener;
}

const savedHandlers = new Set<(reply: OrderingUpdateReply) => void>();

/** The mounted checkout writes the reply into its query cache while it is open. */
export function onOrderingSaved(handler: (reply: OrderingUpdateReply) => void): () => void {
  savedHandlers.add(handler);
  return () => savedHandlers.delete(handler);
}

export const checkoutListener = createCheckoutListener({
  update: (input, signal) => updateOrderingData(input, signal),
  onSaved: (reply) => {
    for (const handler of savedHandlers) handler(reply);
  },
});

featureMiddleware.addMiddleware(checkoutListener.middleware);
