import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { User } from '@shop/contracts/account.ts';
import type { Cart } from '@shop/contracts/cart.ts';
import type { CheckoutPage } from '@shop/contracts/checkout.ts';
import { cartQueryKey, emptyCart } from '@/entities/cart/api/cart-cache.ts';
import { useCurrentUser } from '@/entities/user/api/get-user.ts';
import { useGoal } from '@/lib/analytics.ts';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { useCheckout } from '@/features/checkout/api/get-checkout.ts';
import { useCardPayment, useSendOrder } from '@/features/checkout/api/send-order.ts';
import { startCheckoutListeners } from '@/features/checkout/model/checkout-listeners.ts';
import {
  checkoutClosed,
  datesArrived,
  draftLoaded,
  selectDraft,
  selectHasErrors,
  selectSubmitting,
} from '@/features/checkout/model/checkout-slice.ts';
import { readDraft, restoreDraft, saveDraft } from '@/features/checkout/model/draft-storage.ts';
import { leavePageFor } from '@/features/checkout/model/leave-page.ts';
import { draftOf, hashDraft } from '@/features/checkout/model/checkout-draft.ts';
import type { CheckoutDraft } from '@/features/checkout/model/checkout-draft.ts';
import { submitOrder } from '@/features/checkout/model/submit-order.ts';
import type { CheckoutWindow } from './checkout-windows.tsx';

/** cart-and-ordering.md §4: the metrics goal of a sent order. */
export const ORDER_SENT_GOAL = 'orderSendAction';

const sessionStore = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

/**
 * An open checkout: the saved ordering data (with what the shopper had typed before a reload) in
 * the draft, and the checkout's listeners running in the app's store until it closes.
 */
export function useCheckoutSession() {
  const checkout = useCheckout();
  const user = useCurrentUser();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const draft = useAppSelector(selectDraft);
  const owner = user.data ? user.data.id : null;

  useEffect(() => {
    if (owner === null) return;
    return startCheckoutListeners(dispatch, { queryClient, storage: sessionStore(), owner });
  }, [dispatch, queryClient, owner]);

  useEffect(() => () => void dispatch(checkoutClosed()), [dispatch]);

  const page = checkout.data;
  useEffect(() => {
    if (!page || owner === null || draft) return;
    const server = draftOf(page.orderingData);
    dispatch(draftLoaded({ draft: restoreDraft(server, readDraft(sessionStore(), owner), page), serverHash: hashDraft(server) }));
  }, [page, owner, draft, dispatch]);

  const dates = page?.cartPageData.datesInfo;
  const hasDraft = draft !== null;
  useEffect(() => {
    if (dates && hasDraft) dispatch(datesArrived(dates));
  }, [dates, hasDraft, dispatch]);

  return { checkout, draft, user: user.data };
}

export type SubmitHandlers = {
  /** The cart's checkout panel closes. */
  onClose: () => void;
  /** The order is placed and the page is left for it (the mobile steps mark their history). */
  onLeave?: () => void;
  /** The order page's confirmation opens. */
  onPlaced: () => void;
};

/** What the desktop form and the mobile steps render from. */
export type CheckoutViewProps = {
  page: CheckoutPage;
  draft: CheckoutDraft;
  user: User;
  onWindow: (window: CheckoutWindow) => void;
  handlers: SubmitHandlers;
};

/** The submit button: validation, the order, then the card payment page or the order page (§4 "Checkout submit"). */
export function useSubmitOrder(page: CheckoutPage, owner: number | false, { onClose, onPlaced, onLeave }: SubmitHandlers) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goal = useGoal();
  const send = useSendOrder();
  const cardPayment = useCardPayment();
  const submitting = useAppSelector(selectSubmitting);
  const hasErrors = useAppSelector(selectHasErrors);

  const submit = async () => {
    const outcome = await dispatch(
      submitOrder(page, {
        send: (checkout, key) => send.mutateAsync({ checkout, key }),
        cardPayment: (invoiceNumber) =>
          cardPayment.mutateAsync({ invoiceNumber, referrer: window.location.href }).then(
            (reply) => reply.payUrl,
            () => null,
          ),
        newKey: () => crypto.randomUUID(),
      }),
    );
    if (outcome.kind !== 'pay' && outcome.kind !== 'placed') return;
    const { order } = outcome;
    if (order.orderCode && order.invoiceNumber) goal(ORDER_SENT_GOAL);
    saveDraft(sessionStore(), owner, null);
    onLeave?.();
    onClose();
    if (outcome.kind === 'pay') {
      leavePageFor(outcome.payUrl);
      return;
    }
    queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? emptyCart(cart) : cart));
    onPlaced();
    void navigate(`/o/${order.orderCode}/${order.resetCart ? '?resetCart=1' : ''}`);
  };

  return { submit: () => void submit(), submitting, hasErrors };
}
