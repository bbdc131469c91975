import { lazy, Suspense } from 'react';
import { loadChunk } from '@/lib/chunk-reload.ts';

const CheckoutModal = lazy(() => loadChunk(() => import('./checkout-modal.tsx')).then((m) => ({ default: m.CheckoutModal })));

/** The cart page's ordering panel: the checkout's code loads when the panel first opens. */
export function checkoutSlot({ open, mobile, onClose }: { open: boolean; mobile: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutModal open={open} mobile={mobile} onClose={onClose} />
    </Suspense>
  );
}
