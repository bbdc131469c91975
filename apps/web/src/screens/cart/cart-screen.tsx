import { CartPage } from '@/features/cart/components/cart-page.tsx';
import { checkoutSlot } from '@/features/checkout/components/checkout-slot.tsx';
import { CartWidget } from '@/features/widgets/components/keyed-widget.tsx';

/**
 * Route 'cart': the cart feature reads its own data; the goods that go with it come under it, and
 * its ordering panel is the checkout feature.
 */
export function Screen() {
  return <CartPage related={<CartWidget />} checkout={checkoutSlot} />;
}
