import { MutationObserver } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import { FIELD_ERROR_MS } from '@shop/contracts/rules/checkout-fields.ts';
import { isInnShaped } from '@shop/contracts/rules/checkout-fields.ts';
import { cartQueryKey } from '@/entities/cart/api/cart-cache.ts';
import { addAppListener } from '@/lib/redux-root.ts';
import type { AppDispatch } from '@/lib/store.ts';
import { companyQueryOptions } from '@/features/checkout/api/address-lookup.ts';
import { checkoutQueryKey } from '@/features/checkout/api/get-checkout.ts';
import { updateOrderingDataOptions, withUpdateReply } from '@/features/checkout/api/update-ordering-data.ts';
import {
  companyLookedUp,
  draftLoaded,
  fieldErrorCleared,
  fieldErrorsRaised,
  innChanged,
  checkoutSynced,
  selectCheckout,
  selectDraft,
} from './checkout-slice.ts';
import { saveDraft } from './draft-storage.ts';
import type { DraftOwner } from './draft-storage.ts';
import { hashCheckoutInput, toCheckoutInput } from './checkout-draft.ts';
import { isPhoneValid } from './validate.ts';
import type { CheckoutField } from './validate.ts';

/** Typing settles before the change goes to the server. */
export const UPDATE_DEBOUNCE_MS = 400;

export type CheckoutListenerDeps = {
  /** The app's query client: the calls run through its caches (and its API client). */
  queryClient: QueryClient;
  /** Where the draft survives a reload; null keeps it in memory only. */
  storage: Storage | null;
  /** Whose draft it is (the user id, false for a guest). */
  owner: DraftOwner;
};

const FIELDS: readonly CheckoutField[] = ['phone', 'address', 'payment'];

/**
 * The checkout's side effects, started in the app's store while checkout is open; the returned
 * function stops them (and cancels what they are waiting for).
 * - Phone, address and payment errors clear after 7 s (cart-and-ordering.md §4, §8, §9).
 * - A change of the ordering data's hash sends it to the server; the reply's totals and dates go
 *   to the checkout query's cache and its delivery date into the draft (§4 "Ordering data updates").
 * - The draft is stored for a reload; the INN is looked up and the company's full name stored.
 */
export function startCheckoutListeners(dispatch: AppDispatch, { queryClient, storage, owner }: CheckoutListenerDeps): () => void {
  const stops = [
    ...FIELDS.map((field) =>
      dispatch(
        addAppListener({
          predicate: (action) => fieldErrorsRaised.match(action) && action.payload.includes(field),
          effect: async (_action, api) => {
            // A new error on the same field starts its 7 seconds again.
            api.cancelActiveListeners();
            await api.delay(FIELD_ERROR_MS);
            api.dispatch(fieldErrorCleared(field));
          },
        }),
      ),
    ),

    dispatch(
      addAppListener({
        predicate: (action, current, previous) => draftLoaded.match(action) || selectDraft(current) !== selectDraft(previous),
        effect: async (_action, api) => {
          api.cancelActiveListeners();
          await api.delay(UPDATE_DEBOUNCE_MS);
          const { draft, syncedHash } = selectCheckout(api.getState());
          if (!draft) return;
          const input = toCheckoutInput(draft);
          if (hashCheckoutInput(input) === syncedHash) return;
          const update = new MutationObserver(queryClient, updateOrderingDataOptions());
          // A newer change cancels this one: its reply is then stale and not applied.
          const reply = await api.pause(update.mutate(input)).catch((error: unknown) => {
            if (api.signal.aborted) throw error;
            // Refused or failed: toasted by the mutation cache; the draft waits for the next change.
            return null;
          });
          if (!reply) return;
          const before = queryClient.getQueryData<CheckoutPage>(checkoutQueryKey);
          queryClient.setQueryData<CheckoutPage>(checkoutQueryKey, (page) => (page ? withUpdateReply(page, reply) : page));
          // The cart's totals follow the chosen delivery and payment (pickup is free in the cart too).
          const choice = (total: CheckoutPage['total'] | undefined) =>
            [total?.deliveryType, total?.paymentType, total?.deliveryToDoor].join();
          if (choice(before?.total) !== choice(reply.totals)) void queryClient.invalidateQueries({ queryKey: cartQueryKey });
          const synced = { ...input, deliveryDate: reply.deliveryDate ?? input.deliveryDate };
          api.dispatch(checkoutSynced({ hash: hashCheckoutInput(synced), deliveryDate: reply.deliveryDate }));
        },
      }),
    ),

    // §5: a stored phone of fewer than 10 digits is marked when checkout opens.
    dispatch(
      addAppListener({
        actionCreator: draftLoaded,
        effect: (_action, api) => {
          const phone = selectDraft(api.getState())?.phone ?? '';
          if (phone !== '' && !isPhoneValid(phone)) api.dispatch(fieldErrorsRaised(['phone']));
        },
      }),
    ),

    dispatch(
      addAppListener({
        predicate: (_action, current, previous) => selectDraft(current) !== selectDraft(previous),
        effect: (_action, api) => saveDraft(storage, owner, selectDraft(api.getState())),
      }),
    ),

    dispatch(
      addAppListener({
        actionCreator: innChanged,
        effect: async (_action, api) => {
          api.cancelActiveListeners();
          const inn = selectDraft(api.getState())?.innIp ?? '';
          if (!isInnShaped(inn)) return;
          const company = await api.pause(queryClient.fetchQuery(companyQueryOptions(inn))).catch((error: unknown) => {
            if (api.signal.aborted) throw error;
            return null;
          });
          // §4: an OK lookup gives the full name; anything else leaves the company to the phone call.
          const found = company?.resultInfo.status === 'OK' ? company.resultInfo.fullName : '';
          api.dispatch(companyLookedUp({ inn, fullName: found }));
        },
      }),
    ),
  ];
  return () => {
    for (const stop of stops) stop({ cancelActive: true });
  };
}
