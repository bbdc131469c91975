import type { ProductPage } from '@shop/contracts/product.ts';
import { ProductFavoriteToggle } from '@/entities/user/components/favorite-toggle.tsx';
import { ShareMenu } from './share-menu.tsx';
import styles from './product.module.css';

/** §2 the share and favourite panel. */
export function SharePanel({ product }: { product: ProductPage }) {
  return (
    <div className={styles.sharePanel}>
      <ShareMenu path={product.productUrl} title={product.assortment.name} />
      <ProductFavoriteToggle productId={product.product.id} favorite={product.favoritesHas === 1} withText />
    </div>
  );
}
