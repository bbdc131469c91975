import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { modalClosed, modalOpened, selectIsModalOpen } from '@/lib/ui-slice.ts';

/** Modal names of the product page (ui.modals). */
export const PRODUCT_MODALS = {
  priceGraph: 'product/price-graph',
  discount: 'product/discount',
  colors: 'product/colors',
  subscribe: 'product/subscribe',
} as const;

export type ProductModal = (typeof PRODUCT_MODALS)[keyof typeof PRODUCT_MODALS];

/** One of the page's modals in the shared modal state: whether it is open, and how to open and close it. */
export function useProductModal(name: ProductModal) {
  const dispatch = useAppDispatch();
  const open = useAppSelector((state) => selectIsModalOpen(state, name));
  const show = useCallback(() => dispatch(modalOpened(name)), [dispatch, name]);
  const close = useCallback(() => dispatch(modalClosed(name)), [dispatch, name]);
  return { open, show, close };
}
