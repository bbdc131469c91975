import type { ProductPage } from '@shop/contracts/product.ts';
import { AddToCartControl } from '@/entities/cart/components/add-to-cart-control.tsx';
import { productTexts as texts } from '../texts.ts';
import styles from './product.module.css';
import { Link } from '@/components/link.tsx';

/** Mobile footer: 'В корзине' to /cart/ and the cart control unless the item is missing (§2). */
export function MobileFooter({ product }: { product: ProductPage }) {
  return (
    <div className={styles.mobileFooter}>
      <Link to="/cart/" className={styles.inCartLink}>
        {texts.inCart}
      </Link>
      {product.missingItem === 0 ? (
        <AddToCartControl
          assortmentId={product.assortment.id}
          colorId={product.colorId}
          multism={product.currentMultism}
          name={product.assortment.name}
          listedQuantity={product.orderQuantity}
          compact
        />
      ) : null}
    </div>
  );
}
