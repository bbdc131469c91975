import type { ViewMode } from '@shop/contracts/catalogue.ts';
import { useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion } from '@/lib/ui-slice.ts';
import { ProductCardMobile, ProductRow, ProductTile } from './product-card-views.tsx';
import type { ProductCardProps } from './product-card-views.tsx';

export type ProductCardItemProps = ProductCardProps & {
  /** The listing's view mode on desktop: 'pics' tiles (default) or 'detail' rows. Mobile has one card. */
  view?: ViewMode;
};

/** One product of a list in the shopper's layout: the mobile card, or the desktop tile or row. */
export function ProductCardItem({ view = 'pics', ...props }: ProductCardItemProps) {
  const siteVersion = useAppSelector(selectSiteVersion);
  if (siteVersion === 'mobile') return <ProductCardMobile {...props} />;
  return view === 'detail' ? <ProductRow {...props} /> : <ProductTile {...props} />;
}
