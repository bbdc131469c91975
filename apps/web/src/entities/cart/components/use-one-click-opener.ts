import { isOnline } from '@/lib/network-status.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { toastAdded } from '@/lib/ui-slice.ts';
import { orderOfflineText } from './texts.ts';

/**
 * 'Купить в 1 клик' orders at once, and an order cannot wait for the network as a cart change does:
 * offline the shopper is told, as checkout tells them, instead of shown a form whose submit fails.
 * `open` runs only online.
 */
export function useOneClickOpener(open: () => void): () => void {
  const dispatch = useAppDispatch();
  return () => {
    if (isOnline()) open();
    else dispatch(toastAdded({ kind: 'error', text: orderOfflineText }));
  };
}
