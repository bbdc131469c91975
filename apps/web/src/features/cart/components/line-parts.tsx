import type { CartProduct } from '@shop/contracts/cart.ts';
import { imageUrl } from '@/lib/api-client.ts';
import { usePictureForBox } from '@/lib/data-saver.ts';
import { productHref } from '@/lib/paths.ts';
import { cartTexts } from '@/features/cart/texts.ts';
import { QuantityInput } from '@shop/ui/quantity-input.tsx';
import type { CartLineControls } from './use-cart-line.ts';
import styles from './cart-line.module.css';
import { Link } from '@/components/link.tsx';

/** An old price is shown only when a discount value exists (cart-and-ordering.md §3). */
export function oldPriceOf(product: CartProduct): number | null {
  return product.discount && product.discount.discount > 0 ? product.discount.maxPrice : null;
}

export function oldSubtotalOf(product: CartProduct): number | null {
  return product.discount && product.discount.discount > 0 ? product.discount.maxSubtotal : null;
}

/** The percent badge: assval1 'sale' and assval3 not '0'. */
export function salePercentOf(product: CartProduct): string | null {
  const { assval1, assval3 } = product.assortment;
  return assval1 === 'sale' && assval3 !== '0' && assval3.trim() !== '' ? assval3 : null;
}

export function LineImage({ product }: { product: CartProduct }) {
  const percent = salePercentOf(product);
  const picture = usePictureForBox(product.MainImage, 88);
  return (
    <Link to={productHref(product.path)} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
      <img className={styles.image} src={imageUrl(picture)} alt="" loading="lazy" width={88} height={88} />
      {percent ? <span className={styles.badge}>−{percent}%</span> : null}
    </Link>
  );
}

export function LineInfo({ product }: { product: CartProduct }) {
  return (
    <div className={styles.info}>
      <Link to={productHref(product.path)} className={styles.name}>
        {product.name}
      </Link>
      {product.color ? (
        <span className={styles.color}>
          <span className={styles.swatch} style={{ background: product.color.code }} aria-hidden="true" />
          {product.color.code}
        </span>
      ) : null}
      {product.isNotAvailable ? (
        <span className={styles.unavailable}>
          <span className={styles.unavailableText}>{cartTexts.unavailable}</span>
          {product.urlAnalogs ? (
            <Link to={productHref(product.urlAnalogs)} className={styles.analogs}>
              {cartTexts.pickAnalog}
            </Link>
          ) : null}
        </span>
      ) : (
        <span className={styles.delivery}>
          {product.delivery}
          {product.express ? <span className={styles.express}>{cartTexts.express}</span> : null}
        </span>
      )}
    </div>
  );
}

/** The quantity of a line, with the no-script forms that change it; `compact` on the phone. */
/** The line's change is made but waits for the network to reach the shop. */
export function WaitingMark() {
  return (
    <span className={styles.waiting} role="status">
      {cartTexts.waiting}
    </span>
  );
}

export function LineQuantity({ product, line, compact = false }: { product: CartProduct; line: CartLineControls; compact?: boolean }) {
  return (
    <>
      {line.quantityForms.forms}
      <QuantityInput
        value={product.quantity}
        step={line.step}
        unavailable={product.isNotAvailable}
        onChange={line.changeQuantity}
        forms={line.quantityForms.ids}
        unit={product.multism.unit}
        label={cartTexts.quantityOf(product.name)}
        compact={compact}
      />
      {line.waiting ? <WaitingMark /> : null}
    </>
  );
}
