import { CartPage } from '@/features/cart/components/cart-page.tsx';

/** Route 'cart': the cart feature reads its own data. */
export function Screen() {
  return <CartPage />;
}
