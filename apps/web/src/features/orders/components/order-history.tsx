import { useState } from 'react';
import type { OrderHistoryItem } from '@shop/contracts/orders.ts';
import { Price } from '@shop/ui/price.tsx';
import { Skeleton } from '@shop/ui/skeleton.tsx';
import { Button, ButtonLink } from '@/components/button.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { TrashIcon } from '@/components/icons.tsx';
import { useOrderHistory } from '@/features/orders/api/get-history.ts';
import { useRemoveHistoryOrder } from '@/features/orders/api/remove-history-order.ts';
import { orderTexts } from '@/features/orders/texts.ts';
import { HistoryComment } from './history-comment.tsx';
import styles from './order-history.module.css';
import { onFirstUse } from '@shop/contracts/rules/on-first-use.ts';
import { Link } from '@/components/link.tsx';

const dateFormat = onFirstUse(
  () => new Intl.DateTimeFormat('ru-RU', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Moscow' }),
);
export const historyDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat().format(date);
};

const orderHref = (order: OrderHistoryItem) => `/o/${encodeURIComponent(order.order_code)}/`;

/** The orders of /order/history/ (cart-and-ordering.md §2 "Order history page"); a table on desktop, cards on mobile. */
export function OrderHistoryList({ mobile }: { mobile: boolean }) {
  const history = useOrderHistory();
  const t = orderTexts.history;
  if (history.isPending) return <Skeleton height={mobile ? 320 : 240} />;
  if (history.isError) {
    return (
      <div className={styles.empty}>
        <p>{orderTexts.failed}</p>
        <Button onClick={() => void history.refetch()}>{orderTexts.retry}</Button>
      </div>
    );
  }
  if (history.data.orders.length === 0) {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyTitle}>{t.empty}</h2>
        <p className={styles.muted}>{t.emptyText}</p>
        <ButtonLink to="/">{t.toShop}</ButtonLink>
      </div>
    );
  }
  return mobile ? <HistoryCards orders={history.data.orders} /> : <HistoryTable orders={history.data.orders} />;
}

/** The history's delete control: a removed order does not come back, so the shop asks first. */
function RemoveOrder({ order, mobile }: { order: OrderHistoryItem; mobile: boolean }) {
  const remove = useRemoveHistoryOrder();
  const [asked, setAsked] = useState(false);
  const t = orderTexts.history.removeConfirm;
  return (
    <>
      <button
        type="button"
        className={styles.remove}
        title={orderTexts.history.remove}
        aria-label={`${orderTexts.history.remove} ${order.invoice_number}`}
        disabled={remove.isPending}
        onClick={() => setAsked(true)}
      >
        <TrashIcon aria-hidden="true" />
      </button>
      {asked ? (
        <ConfirmDialog
          title={t.title(order.invoice_number)}
          text={t.text}
          confirmLabel={t.confirm}
          busy={remove.isPending}
          sheet={mobile}
          onConfirm={() => remove.mutate(order.id, { onSettled: () => setAsked(false) })}
          onClose={() => setAsked(false)}
        />
      ) : null}
    </>
  );
}

function HistoryTable({ orders }: { orders: readonly OrderHistoryItem[] }) {
  const c = orderTexts.history.columns;
  return (
    <table className={styles.table} aria-label={orderTexts.history.title}>
      <thead>
        <tr>
          <th scope="col">{c.number}</th>
          <th scope="col">{c.date}</th>
          <th scope="col">{c.address}</th>
          <th scope="col" className={styles.number}>
            {c.sum}
          </th>
          <th scope="col">{c.comment}</th>
          <th scope="col">
            <span className={styles.visuallyHidden}>{orderTexts.history.remove}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id} data-testid="history-order">
            <td>
              <Link to={orderHref(order)}>{order.invoice_number}</Link>
            </td>
            <td className={styles.nowrap}>{historyDate(order.modified)}</td>
            <td>{order.address}</td>
            <td className={styles.number}>
              <Price value={order.summ} sum />
            </td>
            <td className={styles.commentCell}>
              <HistoryComment order={order} />
            </td>
            <td>
              <RemoveOrder order={order} mobile={false} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function HistoryCards({ orders }: { orders: readonly OrderHistoryItem[] }) {
  const c = orderTexts.history.columns;
  return (
    <ul className={styles.cards} aria-label={orderTexts.history.title}>
      {orders.map((order) => (
        <li key={order.id} className={styles.card} data-testid="history-order">
          <div className={styles.cardHead}>
            <Link className={styles.cardNumber} to={orderHref(order)}>
              <span className={styles.visuallyHidden}>{c.number} </span>
              {order.invoice_number}
            </Link>
            <RemoveOrder order={order} mobile />
          </div>
          <dl className={styles.cardFacts}>
            <div>
              <dt>{c.date}</dt>
              <dd>{historyDate(order.modified)}</dd>
            </div>
            <div>
              <dt>{c.sum}</dt>
              <dd>
                <Price value={order.summ} sum />
              </dd>
            </div>
            <div className={styles.wide}>
              <dt>{c.address}</dt>
              <dd>{order.address}</dd>
            </div>
            <div className={styles.wide}>
              <dt>{c.comment}</dt>
              <dd>
                <HistoryComment order={order} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
