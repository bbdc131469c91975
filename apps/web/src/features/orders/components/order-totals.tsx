import type { OrderPageData } from '@shop/contracts/orders.ts';
import { Price } from '@shop/ui/price.tsx';
import { orderTexts } from '@/features/orders/texts.ts';
import styles from './order-page.module.css';
import { Link } from '@/components/link.tsx';

/** Item count, weight, amount with shipment, delivery, VAT and the delivery date (§2 "Order page"). */
export function OrderTotals({ order }: { order: OrderPageData }) {
  const { total } = order;
  return (
    <dl className={styles.totals} data-testid="order-totals">
      <div>
        <dt>{orderTexts.items(total.positions)}</dt>
        <dd>{orderTexts.weight(total.mass)}</dd>
      </div>
      <div>
        <dt>{orderTexts.delivery}</dt>
        <dd>
          {/* A delivery cost is a sum: a free courier reads as the cart and the checkout read it, not as a price on request. */}
          {!total.isShipment ? (
            orderTexts.pickupFree
          ) : total.shipmentPrice > 0 ? (
            <Price value={total.shipmentPrice} sum />
          ) : (
            orderTexts.deliveryFree
          )}
        </dd>
      </div>
      <div>
        <dt>
          <Link to="/legal/">{orderTexts.vat(total.ndsPercent)}</Link>
        </dt>
        <dd>
          <Price value={total.ndsWithoutShipment} sum />
        </dd>
      </div>
      {order.dateValue ? (
        <div>
          <dt>{orderTexts.deliveryDate}</dt>
          <dd>{order.dateValue}</dd>
        </div>
      ) : null}
      {order.address ? (
        <div>
          <dt>{orderTexts.address}</dt>
          <dd>{order.address}</dd>
        </div>
      ) : null}
      <div className={styles.amount}>
        <dt>{orderTexts.amount}</dt>
        <dd data-testid="order-amount">
          <Price value={total.amountWithShipment} sum />
        </dd>
      </div>
    </dl>
  );
}
