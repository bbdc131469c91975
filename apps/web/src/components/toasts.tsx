import { useCallback, type CSSProperties } from 'react';
import { ToastsView } from '@shop/ui/toasts-view.tsx';
import { useAppDispatch, useAppSelector } from '@/lib/store.ts';
import { selectSiteVersion, selectToasts, toastClosed } from '@/lib/ui-slice.ts';

/** Envelope messages, bottom centre; on mobile above the bottom bar and the order panel. */
export function Toasts() {
  const toasts = useAppSelector(selectToasts);
  const mobile = useAppSelector(selectSiteVersion) === 'mobile';
  const dispatch = useAppDispatch();
  const close = useCallback((id: string) => dispatch(toastClosed(id)), [dispatch]);
  return (
    <div style={{ '--toasts-offset': mobile ? '136px' : '0px' } as CSSProperties}>
      <ToastsView toasts={toasts} onClose={close} />
    </div>
  );
}
