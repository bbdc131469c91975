import { usePageSeo } from '@/entities/page/seo.ts';
import { Screen as CartScreen } from '@/screens/cart/cart-screen.tsx';
import { cartSeo } from './cart-seo.ts';

/** /cart/ needs no page data: its screen opens at once instead of after a page fetch. */
export function Component() {
  usePageSeo(cartSeo);
  return <CartScreen />;
}
