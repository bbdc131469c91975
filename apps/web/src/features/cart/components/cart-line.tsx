import type { CartProduct } from '@shop/contracts/cart.ts';
import { Price } from '@shop/ui/price.tsx';
import { removeItemEndpoint } from '@/entities/cart/api/remove-cart-item.ts';
import { cartTexts } from '@/features/cart/texts.ts';
import { PostForm, submitBy } from '@/lib/post-form.tsx';
import { LineImage, LineInfo, LineQuantity, oldPriceOf, oldSubtotalOf } from './line-parts.tsx';
import { useCartLine } from './use-cart-line.ts';
import styles from './cart-line.module.css';

/** One row of the desktop cart table. */
export function CartLine({ product }: { product: CartProduct }) {
  const line = useCartLine(product);
  const { ref, removeLine } = line;
  const unavailable = product.isNotAvailable;
  return (
    <tr className={unavailable ? `${styles.row} ${styles.greyed}` : styles.row} data-testid="cart-line">
      <td>
        <div className={styles.product}>
          <LineImage product={product} />
          <LineInfo product={product} />
        </div>
      </td>
      <td className={styles.price}>
        <Price value={product.price} oldValue={oldPriceOf(product)} stacked />
        <span className={styles.perUnit}>{cartTexts.perUnit(product.multism.unit)}</span>
      </td>
      <td className={styles.quantity}>
        <LineQuantity product={product} line={line} />
      </td>
      <td className={styles.sum}>{unavailable ? '—' : <Price value={product.subtotal} oldValue={oldSubtotalOf(product)} stacked />}</td>
      <td className={styles.removeCell}>
        <PostForm endpoint={removeItemEndpoint} params={{ assortmentId: ref.assortmentId }} fields={{ colorId: ref.colorId }}>
          <button type="submit" className={styles.remove} aria-label={cartTexts.remove(product.name)} onClick={submitBy(removeLine)}>
            ×
          </button>
        </PostForm>
      </td>
    </tr>
  );
}
