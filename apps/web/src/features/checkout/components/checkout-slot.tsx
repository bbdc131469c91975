import { Suspense, lazy } from 'react';
import { loadChunk } from '@/lib/chunk-reload.ts';
import type { CheckoutModalProps } from './checkout-modal.tsx';
import { useClosedStepsPassed } from './use-closed-steps-passed.ts';

const CheckoutModal = lazy(() => loadChunk(() => import('./checkout-modal.tsx')).then((module) => ({ default: module.CheckoutModal })));

export type CheckoutProps = CheckoutModalProps & { open: boolean };

/** The cart's checkout panel: checkout's code (and its state) loads when the panel first opens. */
export function Checkout({ open, ...props }: CheckoutProps) {
  useClosedStepsPassed();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <CheckoutModal {...props} />
    </Suspense>
  );
}
