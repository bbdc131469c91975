import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { Cart } from '@shop/contracts/cart.ts';
import type { OrderPageData } from '@shop/contracts/orders.ts';
import { Skeleton } from '@shop/ui/skeleton.tsx';
import { Button } from '@/components/button.tsx';
import { cartQueryKey, emptyCart } from '@/entities/cart/api/cart-cache.ts';
import { useDocumentTitle } from '@/lib/document-title.ts';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { modalClosed, selectIsModalOpen, selectSiteVersion } from '@/lib/ui-slice.ts';
import { isOrderMissing, useOrder } from '@/features/orders/api/get-order.ts';
import { ORDER_MODALS } from '@/features/orders/modals.ts';
import { orderTexts } from '@/features/orders/texts.ts';
import { ConfirmationModal } from './confirmation-modal.tsx';
import { OrderPositions, OrderPositionsMobile } from './order-positions.tsx';
import { OrderTotals } from './order-totals.tsx';
import { canPay, useOrderPayment } from './use-order-payment.ts';
import styles from './order-page.module.css';
import { Link } from '@/components/link.tsx';

/** The order page, /o/{orderCode}/ (cart-and-ordering.md §2 "Order page"). */
export function OrderPage({ orderCode }: { orderCode: string }) {
  useResetCartParam();
  const order = useOrder(orderCode);
  if (order.isPending) return <OrderSkeleton />;
  // An unknown, another shopper's or a malformed code (404, 400) is not found.
  if (order.isError && isOrderMissing(order.error)) return <OrderNotFound />;
  if (order.isError) return <OrderFailed onRetry={() => void order.refetch()} />;
  return <OrderView order={order.data} />;
}

/** ?resetCart=1 after an order: the cached cart is emptied, then the parameter leaves the URL. */
function useResetCartParam() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const reset = params.get('resetCart') === '1';
  useEffect(() => {
    if (!reset) return;
    queryClient.setQueryData<Cart>(cartQueryKey, (cart) => (cart ? emptyCart(cart) : cart));
    void queryClient.invalidateQueries({ queryKey: cartQueryKey });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('resetCart');
        return next;
      },
      { replace: true },
    );
  }, [reset, queryClient, setParams]);
}

function OrderNotFound() {
  useDocumentTitle(orderTexts.notFound);
  return (
    <section className={styles.page}>
      <AllOrdersLink />
      <h1 className={styles.title}>{orderTexts.notFound}</h1>
      <p className={styles.muted}>{orderTexts.notFoundText}</p>
    </section>
  );
}

function OrderFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.page}>
      <AllOrdersLink />
      <h1 className={styles.title}>{orderTexts.failed}</h1>
      <Button onClick={onRetry}>{orderTexts.retry}</Button>
    </section>
  );
}

function AllOrdersLink() {
  return (
    <Link className={styles.allOrders} to="/order/history/">
      {orderTexts.allOrders}
    </Link>
  );
}

function OrderSkeleton() {
  return (
    <section className={styles.page} aria-busy="true">
      <Skeleton width="40%" height={36} />
      <Skeleton height={180} />
      <Skeleton width="60%" height={120} />
    </section>
  );
}

/**
 * Open when the page data flags it (until the shopper closes it) or when checkout opened it by
 * name after sending the order. Derived, not set by an effect, so a remount cannot lose it.
 */
function useConfirmationModal(order: OrderPageData) {
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => selectIsModalOpen(state, ORDER_MODALS.confirmation));
  const [dismissed, setDismissed] = useState(false);
  return {
    open: opened || (order.showConfirmModal && !dismissed),
    close: () => {
      setDismissed(true);
      dispatch(modalClosed(ORDER_MODALS.confirmation));
    },
  };
}

function OrderView({ order }: { order: OrderPageData }) {
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const title = orderTexts.title(order.orderData.invoice_number);
  useDocumentTitle(title);
  const confirmation = useConfirmationModal(order);
  const payment = useOrderPayment(order, mobile);
  const payable = canPay(order);
  const payButton = (label: string, block: boolean) => (
    <Button block={block} onClick={() => void payment.pay()} disabled={payment.paying}>
      {payment.paying ? orderTexts.paying : label}
    </Button>
  );

  return (
    <section className={mobile ? `${styles.page} ${styles.mobile}` : styles.page}>
      <AllOrdersLink />
      <h1 className={styles.title}>{title}</h1>
      {order.paid ? <p className={styles.paid}>{orderTexts.paid}</p> : null}
      {!order.paid && payable ? <p className={styles.unpaid}>{orderTexts.unpaid}</p> : null}
      <div className={styles.layout}>
        <div className={styles.positions}>
          {mobile ? <OrderPositionsMobile products={order.products} /> : <OrderPositions products={order.products} />}
        </div>
        <aside className={styles.summary} aria-label={orderTexts.totals}>
          <OrderTotals order={order} />
          {payable && !mobile ? payButton(orderTexts.pay, true) : null}
        </aside>
      </div>
      {payable && mobile ? (
        <div className={styles.payBar}>{payButton(orderTexts.payWithAmount(order.total.amountWithShipment), true)}</div>
      ) : null}
      <ConfirmationModal
        open={confirmation.open}
        onClose={confirmation.close}
        mobile={mobile}
        title={order.confirmTitle}
        message={order.confirmUpperMsg}
        invoiceUrl={order.orderData.invoiceUrl || order.invoiceUrl}
      />
    </section>
  );
}
