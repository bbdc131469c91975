import type { OrderPosition } from '@shop/contracts/orders.ts';
import { formatQuantity } from '@shop/ui/format.ts';
import { Price } from '@shop/ui/price.tsx';
import { imageUrl } from '@/lib/api-client.ts';
import { pictureForBox } from '@/lib/data-saver.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSaveData } from '@/lib/ui-slice.ts';
import { orderTexts } from '@/features/orders/texts.ts';
import styles from './order-page.module.css';
import { Link } from '@/components/link.tsx';

type Products = ReadonlyArray<{ position: OrderPosition }>;

/** Position links are '/{path}/' (§2), whatever slashes the path arrives with. */
export const positionHref = (path: string) => `/${path.replace(/^\/+|\/+$/g, '')}/`;

/** 'шт' after the quantity; the measure 'empty' shows none (§2). */
export function quantityText(position: OrderPosition): string {
  const quantity = formatQuantity(position.quantity);
  return position.measure === 'empty' || position.measure.trim() === '' ? quantity : `${quantity} ${position.measure}`;
}

function PositionName({ position }: { position: OrderPosition }) {
  const saveData = useAppSelector(selectSaveData);
  return (
    <div className={styles.name}>
      {position.MainImage ? (
        <img
          className={styles.image}
          src={imageUrl(pictureForBox(position.MainImage, 56, saveData))}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
      ) : null}
      <span>
        <Link to={positionHref(position.path)}>{position.name}</Link>
        {position.isNotAvailable ? <span className={styles.unavailable}>{orderTexts.notAvailable}</span> : null}
      </span>
    </div>
  );
}

export function OrderPositions({ products }: { products: Products }) {
  const c = orderTexts.columns;
  return (
    <table className={styles.table} aria-label={orderTexts.positions}>
      <thead>
        <tr>
          <th scope="col">{c.name}</th>
          <th scope="col" className={styles.number}>
            {c.price}
          </th>
          <th scope="col" className={styles.number}>
            {c.quantity}
          </th>
          <th scope="col" className={styles.number}>
            {c.sum}
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map(({ position }) => (
          <tr key={position.id} data-testid="order-position">
            <td>
              <PositionName position={position} />
            </td>
            <td className={styles.number}>
              <Price value={position.price} />
            </td>
            <td className={styles.number}>{quantityText(position)}</td>
            <td className={styles.number}>
              <Price value={position.subtotal} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OrderPositionsMobile({ products }: { products: Products }) {
  const c = orderTexts.columns;
  return (
    <ul className={styles.cards} aria-label={orderTexts.positions}>
      {products.map(({ position }) => (
        <li key={position.id} className={styles.card} data-testid="order-position">
          <PositionName position={position} />
          <dl className={styles.cardFacts}>
            <div>
              <dt>{c.price}</dt>
              <dd>
                <Price value={position.price} />
              </dd>
            </div>
            <div>
              <dt>{c.quantity}</dt>
              <dd>{quantityText(position)}</dd>
            </div>
            <div>
              <dt>{c.sum}</dt>
              <dd>
                <Price value={position.subtotal} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
