import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { OrderPageData } from '@shop/contracts/orders.ts';
import { apiOf } from '@/lib/query-client.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { toastAdded } from '@/lib/ui-slice.ts';
import { requestCardPayment, requestPaymentUrl } from '@/features/orders/api/payment.ts';
import { orderTexts } from '@/features/orders/texts.ts';

/** Payment types of cart-and-ordering.md §3: 1 online card, 4 invoice. */
export const CARD_PAYMENT_TYPE = 1;
export const INVOICE_PAYMENT_TYPE = 4;

/** 'Оплатить заказ' shows only when the order data says so and there is a way to pay (§2). */
export const canPay = (order: OrderPageData) => order.orderData.showBtn && order.payments.length > 0;

type Navigation = { open: (url: string) => void; assign: (url: string) => void };
const browserNavigation: Navigation = {
  open: (url) => window.open(url, '_blank', 'noopener'),
  assign: (url) => window.location.assign(url),
};

/**
 * The order page's pay button (cart-and-ordering.md §4 "Order page payment"): an invoice opens in a
 * new tab on desktop and is shared on mobile; the card provider's call and the pay URL of other
 * types lead to the payment page. The pay URL failing is logged only; the card call failing is
 * ignored: in both cases the shopper stays with the button.
 */
export function useOrderPayment(order: OrderPageData, mobile: boolean, navigation: Navigation = browserNavigation) {
  const api = apiOf(useQueryClient());
  const dispatch = useAppDispatch();
  const [paying, setPaying] = useState(false);
  const payment = order.payments[0];

  const pay = useCallback(async () => {
    if (!payment) return;
    const invoiceUrl = order.orderData.invoiceUrl || order.invoiceUrl;
    if (payment.type === INVOICE_PAYMENT_TYPE) {
      const absolute = new URL(invoiceUrl, window.location.origin).toString();
      if (!mobile) {
        navigation.open(absolute);
        return;
      }
      if (typeof navigator.share !== 'function') {
        dispatch(toastAdded({ kind: 'error', text: orderTexts.shareUnsupported }));
        return;
      }
      // The shopper closing the share sheet is not an error.
      await navigator.share({ title: orderTexts.shareTitle(order.orderData.invoice_number), url: absolute }).catch(() => undefined);
      return;
    }
    setPaying(true);
    const url =
      payment.type === CARD_PAYMENT_TYPE
        ? await requestCardPayment(api, order.orderData.invoice_number, window.location.href)
        : await requestPaymentUrl(api, order.orderData.order_code, payment.type);
    if (url) navigation.assign(url);
    else setPaying(false);
  }, [api, payment, order, mobile, navigation, dispatch]);

  return { pay, paying };
}
