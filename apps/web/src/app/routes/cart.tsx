import { usePageSeo } from '@/entities/page/seo.ts';
import { cartTexts } from '@/features/cart/texts.ts';
import { Screen as CartScreen } from '@/screens/cart/cart-screen.tsx';

const cartSeo = { seo_title: cartTexts.title, seo_desc: '', seo_keys: '', seo_canonical: '' };

/** /cart/ needs no page data: its screen opens at once instead of after a page fetch. */
export function Component() {
  usePageSeo(cartSeo);
  return <CartScreen />;
}
