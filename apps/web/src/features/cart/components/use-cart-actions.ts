import { useState } from 'react';
import { CART_MODALS } from '@/features/cart/modals.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { modalClosed, modalOpened, toastAdded } from '@/lib/ui-slice.ts';
import { useClearCart } from '@/entities/cart/api/clear-cart.ts';
import { useOneClickOpener } from '@/entities/cart/components/order-opener.ts';
import { cartTexts } from '@/features/cart/texts.ts';

/** Page-level cart actions shared by the desktop and mobile trees. */
export function useCartActions() {
  const dispatch = useAppDispatch();
  const clear = useClearCart();
  const [clearAsked, setClearAsked] = useState(false);
  const openOneClick = useOneClickOpener(() => {
    dispatch(modalClosed(CART_MODALS.checkoutPanel));
    dispatch(modalOpened(CART_MODALS.oneClick));
  });
  return {
    openOneClick,
    // §2 names the control and what it does, not whether it asks first: the whole cart is one
    // tap from gone and cannot be brought back, so the shop asks; a toast then says it is done.
    askClear: () => setClearAsked(true),
    clearAsked,
    cancelClear: () => setClearAsked(false),
    clear: () =>
      clear.mutate(undefined, {
        onSuccess: () => dispatch(toastAdded({ kind: 'success', text: cartTexts.cleared })),
        onSettled: () => setClearAsked(false),
      }),
    clearing: clear.isPending,
  };
}
