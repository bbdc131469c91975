import type { ProductPageProps } from './product-page.tsx';
import { CommentsSection } from './comments-section.tsx';

export { Characteristics } from './characteristics.tsx';
export { DeliveryOptions, PriceRequests } from './price-extras.tsx';
export { ProductCodes } from './product-codes.tsx';
export { PriceDynamics } from './price-dynamics.tsx';
export { ProductModals } from './product-modals.tsx';
export { SharePanel } from './share-panel.tsx';
export { ShortReviews } from './short-reviews.tsx';
export { TabGrid } from './tab-grid.tsx';
export { Tooltip } from './tooltip.tsx';

/** The reviews and the forum, one under the other. */
export function Comments({ product, pageUserId }: Pick<ProductPageProps, 'product' | 'pageUserId'>) {
  return (
    <>
      <CommentsSection kind="reviews" productId={product.product.id} fromPage={product.reviews} pageUserId={pageUserId} />
      <CommentsSection kind="forum" productId={product.product.id} fromPage={product.forum} pageUserId={pageUserId} />
    </>
  );
}
