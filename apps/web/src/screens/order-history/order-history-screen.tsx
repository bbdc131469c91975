import { Link } from 'react-router';
import { Price } from '@shop/ui/price.tsx';
import styles from '@/components/screen.module.css';
import type { PageProps } from '@/entities/page/page-props.ts';
import { historyTexts } from './texts.ts';

const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });

/** Route 'orderHistory': the shopper's orders, newest first, each a link to its page. */
export function Screen({ page }: PageProps<'orderHistory'>) {
  const { orders } = page.sections;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{historyTexts.title}</h1>
      {orders.length === 0 ? (
        <p className={styles.muted}>{historyTexts.empty}</p>
      ) : (
        <ul className={styles.rows} aria-label={historyTexts.title}>
          {orders.map((order) => (
            <li key={order.id} className={styles.row}>
              <Link to={`/o/${encodeURIComponent(order.order_code)}/`}>{historyTexts.order(order.invoice_number)}</Link>
              <span className={styles.muted}>{dateFormat.format(new Date(order.modified))}</span>
              <span className={styles.muted}>{order.address}</span>
              <Price value={order.summ} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
