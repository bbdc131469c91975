import { Link } from 'react-router';
import { Price } from '@shop/ui/price.tsx';
import styles from '@/components/screen.module.css';
import type { PageProps } from '@/entities/page/page-props.ts';
import { orderTexts } from './texts.ts';

/** Route 'order' (/o/{orderCode}/): the order's title, its positions, delivery and total. */
export function Screen({ page }: PageProps<'order'>) {
  const order = page.sections;
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{order.title}</h1>
      {order.paid ? <p className={styles.lead}>{orderTexts.paid}</p> : null}
      <h2 className={styles.groupTitle}>{orderTexts.positions}</h2>
      <ul className={styles.rows} aria-label={orderTexts.positions}>
        {order.products.map(({ position }) => (
          <li key={position.id} className={styles.row}>
            <span>
              <Link to={position.path}>{position.name}</Link>
              {position.isNotAvailable ? <span className={styles.muted}> · {orderTexts.notAvailable}</span> : null}
            </span>
            <span className={styles.muted}>{orderTexts.quantity(position.quantity, position.measure)}</span>
            <Price value={position.subtotal} />
          </li>
        ))}
      </ul>
      {order.dateValue ? (
        <p>
          {orderTexts.delivery}: {order.dateValue}
        </p>
      ) : null}
      {order.address ? (
        <p>
          {orderTexts.address}: {order.address}
        </p>
      ) : null}
      <p className={styles.lead}>
        {orderTexts.total}, {order.total.text}: <Price value={order.total.amountWithShipment} />
      </p>
    </section>
  );
}
