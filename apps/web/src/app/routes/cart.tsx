import { CartPage } from '@/features/cart/components/cart-page.tsx';
import { cartTexts } from '@/features/cart/texts.ts';
import { checkoutSlot } from '@/features/checkout/components/checkout-slot.tsx';
import { CartWidget } from '@/features/widgets/components/keyed-widget.tsx';
import { useDocumentTitle } from '@/lib/document-title.ts';

export function Component() {
  useDocumentTitle(cartTexts.title);
  return <CartPage related={<CartWidget />} checkout={checkoutSlot} />;
}
