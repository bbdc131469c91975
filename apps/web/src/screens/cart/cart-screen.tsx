import { progressivePart } from '@/components/progressive-part.tsx';
import { CartPage } from '@/features/cart/components/cart-page.tsx';
import type { CheckoutSlot } from '@/features/cart/components/cart-page.tsx';
import { Checkout } from '@/features/checkout/components/checkout-slot.tsx';
import { ORDER_MODALS } from '@/features/orders/modals.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { modalOpened } from '@/lib/ui-slice.ts';

// The goods that go with the cart come after it, from the browser (the server renders none of them).
const CartWidget = progressivePart(() => import('@/features/widgets/components/keyed-widget.tsx').then((m) => m.CartWidget));

/**
 * Route 'cart': the cart feature reads its own data; the goods that go with it come under it. Its
 * checkout panel is the checkout feature's modal, and a placed order opens the order page's confirmation.
 */
export function Screen() {
  const dispatch = useAppDispatch();
  const checkout: CheckoutSlot = (props) => <Checkout {...props} onPlaced={() => dispatch(modalOpened(ORDER_MODALS.confirmation))} />;
  return <CartPage related={<CartWidget />} checkout={checkout} />;
}
