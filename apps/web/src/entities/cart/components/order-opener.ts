import { isOnline } from '@/lib/network-status.ts';
import { useAppDispatch, type AppDispatch } from '@/lib/store.ts';
import { toastAdded } from '@/lib/ui-slice.ts';
import { orderOfflineText } from './texts.ts';

/**
 * Opens what places an order (checkout, 'Купить в 1 клик'): an order cannot wait for the network as
 * a cart change does, so offline the shopper is told so instead of shown a form whose submit fails.
 */
export function openOrderWhenOnline(dispatch: AppDispatch, open: () => void): void {
  if (isOnline()) open();
  else dispatch(toastAdded({ kind: 'error', text: orderOfflineText }));
}

/** A press handler that opens an order's window online only (openOrderWhenOnline). */
export function useOneClickOpener(open: () => void): () => void {
  const dispatch = useAppDispatch();
  return () => openOrderWhenOnline(dispatch, open);
}
