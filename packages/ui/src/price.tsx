import { formatPrice, formatSum, isPriceOnRequest } from './format.ts';
import styles from './price.module.css';

export type PriceProps = {
  value: number | string | null | undefined;
  /** The price before the discount; shown struck through only when it is higher. */
  oldValue?: number | null;
  stacked?: boolean;
  className?: string;
  oldLabel?: string;
  /** A sum (a total, a VAT amount) rather than a price: 0 is '0 ₽', not 'По телефону'. */
  sum?: boolean;
};

export function Price({ value, oldValue, stacked = false, className, oldLabel = 'Цена без скидки', sum = false }: PriceProps) {
  const asSum = sum && typeof value === 'number';
  const onRequest = !asSum && isPriceOnRequest(value);
  const current = typeof value === 'number' ? value : Number(value);
  const showOld = !onRequest && typeof oldValue === 'number' && oldValue > current;
  const classes = [styles.price, stacked ? styles.stacked : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      <span className={onRequest ? styles.onRequest : styles.current}>{asSum ? formatSum(value) : formatPrice(value)}</span>
      {showOld ? (
        <s className={styles.old}>
          <span className={styles.visuallyHidden}>{oldLabel}: </span>
          {formatPrice(oldValue)}
        </s>
      ) : null}
    </span>
  );
}
