import type { SalesDataset } from '@shop/contracts/monitoring.ts';
import { MONITORING_BOARD_ROWS } from '@shop/contracts/browser/monitoring.ts';
import { texts } from '../texts.ts';
import { EmployeePhoto } from './employee-photo.tsx';
import styles from './monitoring.module.css';

/** The orders view: the latest orders, each as its manager's picture and one line. */
export function OrdersView({ orders }: { orders: SalesDataset['orders_values'] }) {
  const shown = orders.slice(0, MONITORING_BOARD_ROWS);
  return (
    <section className={styles.orders} aria-labelledby="monitoring-orders-heading">
      <h2 id="monitoring-orders-heading" className={styles.viewHeading}>
        {texts.orders.heading}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.ordersEmpty}>{texts.orders.empty}</p>
      ) : (
        <ul className={styles.ordersList}>
          {shown.map((order, index) => (
            // Orders carry no id; the line (invoice number, sum, time) is unique on the board.
            <li key={`${index}-${order.param1}`} className={styles.order}>
              <EmployeePhoto img={order.img} name={order.name} />
              <span className={styles.orderLine}>{order.param1}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
