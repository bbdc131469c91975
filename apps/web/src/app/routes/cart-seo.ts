import { cartTexts } from '@/features/cart/texts.ts';

/** The cart's title: it has no page data to name it, in the browser or on the server that renders it. */
export const cartTitle = cartTexts.title;
