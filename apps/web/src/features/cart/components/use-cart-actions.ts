import { useAppDispatch } from '@/lib/store.ts';
import { modalClosed, modalOpened, toastAdded } from '@/lib/ui-slice.ts';
import { useClearCart } from '@/features/cart/api/clear-cart.ts';
import { cartTexts } from '@/features/cart/texts.ts';

/** Page-level cart actions shared by the desktop and mobile trees. */
export function useCartActions() {
  const dispatch = useAppDispatch();
  const clear = useClearCart();
  return {
    openOneClick: () => {
      dispatch(modalClosed('ordering-panel'));
      dispatch(modalOpened('one-click'));
    },
    openCheckout: () => dispatch(modalOpened('ordering-panel')),
    // The spec asks for no confirmation; a toast says what happened.
    clear: () =>
      clear.mutate(undefined, {
        onSuccess: () => dispatch(toastAdded({ kind: 'success', text: cartTexts.cleared })),
      }),
    clearing: clear.isPending,
  };
}
