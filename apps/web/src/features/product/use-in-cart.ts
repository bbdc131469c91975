import { useCartLineOf } from '@/entities/cart/api/get-cart.ts';

/** How much of this variety (and colour) the cart holds; the page data's count until the cart loads. */
export function useInCartQuantity(assortmentId: number, colorId: number | null, listed: number): number {
  const line = useCartLineOf({ assortmentId, colorId });
  return line === undefined ? listed : (line?.quantity ?? 0);
}
