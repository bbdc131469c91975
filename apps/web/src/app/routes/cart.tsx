import { usePageHead } from '@/entities/page/head/use-page-head.ts';
import { Screen as CartScreen } from '@/screens/cart/cart-screen.tsx';
import { CART_PATH } from '../screen-chunks.ts';
import { cartTitle } from './cart-seo.ts';

/** /cart/ needs no page data: its screen opens at once instead of after a page fetch. */
export function Component() {
  usePageHead({ page: null, title: cartTitle, path: CART_PATH });
  return <CartScreen />;
}
