import { lazy, Suspense, useEffect } from 'react';
import type { ProductPage } from '@shop/contracts/product.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { modalClosed } from '@/lib/ui-slice.ts';
import { loadChunk } from '@/lib/chunk-reload.ts';
import { PRODUCT_MODALS, useProductModal } from '../modals.ts';

// Each modal is its own chunk, loaded when first opened: the chart is not in the page's first load (§2).
const PriceGraphModal = lazy(() => loadChunk(() => import('./price-graph-modal.tsx')).then((m) => ({ default: m.PriceGraphModal })));
const DiscountModal = lazy(() => loadChunk(() => import('./discount-modal.tsx')).then((m) => ({ default: m.DiscountModal })));
const SubscribeModal = lazy(() => loadChunk(() => import('./subscribe-modal.tsx')).then((m) => ({ default: m.SubscribeModal })));
const ColorsModal = lazy(() => loadChunk(() => import('./colors-modal.tsx')).then((m) => ({ default: m.ColorsModal })));

/** The page's modals by their names in ui.modals; leaving the page closes them. */
export function ProductModals({ product, currentPath }: { product: ProductPage; currentPath: string }) {
  const dispatch = useAppDispatch();
  const priceGraph = useProductModal(PRODUCT_MODALS.priceGraph);
  const discount = useProductModal(PRODUCT_MODALS.discount);
  const subscribe = useProductModal(PRODUCT_MODALS.subscribe);
  const colors = useProductModal(PRODUCT_MODALS.colors);
  useEffect(
    () => () => {
      for (const name of Object.values(PRODUCT_MODALS)) dispatch(modalClosed(name));
    },
    [dispatch],
  );
  return (
    <Suspense fallback={null}>
      {priceGraph.open ? <PriceGraphModal product={product} onClose={priceGraph.close} /> : null}
      {discount.open ? <DiscountModal product={product} onClose={discount.close} /> : null}
      {subscribe.open ? <SubscribeModal product={product} onClose={subscribe.close} /> : null}
      {colors.open ? <ColorsModal product={product} currentPath={currentPath} onClose={colors.close} /> : null}
    </Suspense>
  );
}
