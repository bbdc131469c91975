import type { CartProduct } from '@shop/contracts/cart.ts';
import { Price } from '@shop/ui/price.tsx';
import { removeItemEndpoint } from '@/entities/cart/api/remove-cart-item.ts';
import { cartTexts } from '@/features/cart/texts.ts';
import { PostForm, submitBy } from '@/lib/post-form.tsx';
import { LineImage, LineInfo, LineQuantity, oldPriceOf, oldSubtotalOf } from './line-parts.tsx';
import { useCartLine } from './use-cart-line.ts';
import styles from './cart-line.module.css';

/** One position of the mobile cart. */
export function CartLineMobile({ product }: { product: CartProduct }) {
  const line = useCartLine(product);
  const { ref, removeLine } = line;
  const unavailable = product.isNotAvailable;
  return (
    <li className={unavailable ? `${styles.card} ${styles.greyed}` : styles.card} data-testid="cart-line">
      <LineImage product={product} />
      <div className={styles.cardBody}>
        <LineInfo product={product} />
        <div className={styles.cardPrice}>
          <Price value={product.price} oldValue={oldPriceOf(product)} />
          <span className={styles.perUnit}>{cartTexts.perUnit(product.multism.unit)}</span>
        </div>
        <div className={styles.cardFoot}>
          <LineQuantity product={product} line={line} compact />
          {unavailable ? null : <Price className={styles.cardSum} value={product.subtotal} oldValue={oldSubtotalOf(product)} stacked />}
        </div>
      </div>
      <PostForm
        endpoint={removeItemEndpoint}
        params={{ assortmentId: ref.assortmentId }}
        fields={{ colorId: ref.colorId }}
        className={styles.removeForm}
      >
        <button type="submit" className={styles.cardRemove} aria-label={cartTexts.remove(product.name)} onClick={submitBy(removeLine)}>
          ×
        </button>
      </PostForm>
    </li>
  );
}
