import type { Seo } from '@shop/contracts/page.ts';
import { cartTexts } from '@/features/cart/texts.ts';

/** The cart's title: it has no page data to name it, in the browser or on the server that draws it. */
export const cartSeo: Seo = { seo_title: cartTexts.title, seo_desc: '', seo_keys: '', seo_canonical: '' };
