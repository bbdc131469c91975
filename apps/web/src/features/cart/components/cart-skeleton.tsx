import { Skeleton } from '@shop/ui/skeleton.tsx';
import styles from './cart-page.module.css';

/** cart-and-ordering.md §9: four skeleton lines while the cart loads. */
export const CART_SKELETON_LINES = 4;

export function CartSkeleton({ mobile }: { mobile: boolean }) {
  return (
    <div className={mobile ? styles.pageMobile : styles.page} aria-busy="true" data-testid="cart-skeleton">
      <Skeleton width={180} height={36} />
      <div className={styles.skeletonLines}>
        {Array.from({ length: CART_SKELETON_LINES }, (_, index) => (
          <div key={index} className={styles.skeletonLine}>
            <Skeleton width={mobile ? 80 : 88} height={mobile ? 80 : 88} radius={12} />
            <div className={styles.skeletonText}>
              <Skeleton height={16} width="70%" />
              <Skeleton height={14} width="40%" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
