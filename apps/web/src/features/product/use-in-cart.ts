import { isLine } from '@/entities/cart/api/cart-cache.ts';
import { useCart } from '@/entities/cart/api/get-cart.ts';

/** How much of this variety (and colour) the cart holds; the page data's count until the cart loads. */
export function useInCartQuantity(assortmentId: number, colorId: number | null, listed: number): number {
  const cart = useCart();
  if (!cart.data) return listed;
  return cart.data.cartPageData.products
    .filter((line) => isLine(line, { assortmentId, colorId }))
    .reduce((sum, line) => sum + line.quantity, 0);
}
