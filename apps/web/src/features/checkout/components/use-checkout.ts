import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Cart } from '@shop/contracts/cart.ts';
import type { OrderingPage } from '@shop/contracts/ordering.ts';
import { cartQueryKey, emptyCart } from '@/entities/cart/api/cart-cache.ts';
import { reachGoal } from '@/lib/metrics.ts';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { orderingQueryKey, useOrdering } from '@/features/checkout/api/get-ordering.ts';
import { onOrderingSaved } from '@/features/checkout/model/checkout-listener.ts';
import { draftLoaded, selectDraft, selectErrors, selectHasErrors, selectSubmitting } from '@/features/checkout/model/checkout-slice.ts';
import { draftOf } from '@/features/checkout/model/ordering-hash.ts';
import { submitOrder } from '@/features/checkout/model/submit-order.ts';

export const ORDER_SENT_GOAL = 'orderSendAction';

/** The metrics goal of a sent order (cart-and-ordering.md §4), the one analytics call of checkout. */
export function useOrderSentGoal() {
  return () => reachGoal(ORDER_SENT_GOAL);
}

/** Loads the saved ordering data into the draft and keeps the query cache in step with the server's replies. */
export function useCheckoutData() {
  const ordering = useOrdering();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const draft = useAppSelector(selectDraft);

  useEffect(() => {
    if (ordering.data) dispatch(draftLoaded(draftOf(ordering.data.orderingData)));
  }, [ordering.data, dispatch]);

  useEffect(
    () =>
      onOrderingSaved((reply) =>
        queryClient.setQueryData<OrderingPage>(orderingQueryKey, (page) =>
          page
            ? {
                ...page,
                orderingData: { ...page.orderingData, addresses: reply.bodyData.addresses, showDeliveryToDoor: reply.bodyData.showDeliveryToDoor },
                orderingDataHash: reply.orderingDataHash,
                total: reply.totals,
                cartPageData: { ...page.cartPageData, datesInfo: reply.datesInfo },
              }
            : page,
        ),
      ),
    [queryClient],
  );

  return { ordering, draft };
}

/** Sending: validation, the order, then payment or the order page (§4 "Checkout submit"). */
export function useSubmitOrder(page: OrderingPage | undefined, onPlaced: () => void) {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goal = useOrderSentGoal();
  const submitting = useAppSelector(selectSubmitting);
  const hasErrors = useAppSelector(selectHasErrors);
  const errors = useAppSelector(selectErrors);

  const submit = async () => {
    if (!page) return;
    const outcome = await dispatch(submitOrder({ addresses: page.orderingData.addresses, datesInfo: page.cartPageData.datesInfo }));
    if (outcome.kind === 'pay' || outcome.kind === 'placed') {
      if (outcome.order.orderCode && outcome.order.invoiceNumber) goal();
    }
    if (outcome.kind === 'pay') {
      window.location.assign(outcome.payUrl);
    } else if (outcome.kind === 'placed') {
      queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? emptyCart(cart) : cart));
      queryClient.removeQueries({ queryKey: orderingQueryKey });
      onPlaced();
      void navigate(`/o/${outcome.order.orderCode}/${outcome.order.resetCart ? '?resetCart=1' : ''}`);
    }
  };
  return { submit, submitting, hasErrors, errors };
}
