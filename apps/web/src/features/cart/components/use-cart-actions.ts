import { CART_MODALS } from '@/features/cart/modals.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { modalClosed, modalOpened, toastAdded } from '@/lib/ui-slice.ts';
import { useClearCart } from '@/entities/cart/api/clear-cart.ts';
import { cartTexts } from '@/features/cart/texts.ts';

/** Page-level cart actions shared by the desktop and mobile trees. */
export function useCartActions() {
  const dispatch = useAppDispatch();
  const clear = useClearCart();
  return {
    openOneClick: () => {
      dispatch(modalClosed(CART_MODALS.checkoutPanel));
      dispatch(modalOpened(CART_MODALS.oneClick));
    },
    // The spec asks for no confirmation; a toast says what happened.
    clear: () =>
      clear.mutate(undefined, {
        onSuccess: () => dispatch(toastAdded({ kind: 'success', text: cartTexts.cleared })),
      }),
    clearing: clear.isPending,
  };
}
