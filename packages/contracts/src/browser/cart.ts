/** A cart line: cart.ts re-exports its key beside the cart's schemas. */

/** A cart line is one assortment in one colour. */
export const positionKey = (assortmentId: number, colorId?: number | null) =>
  colorId ? `${assortmentId}:${colorId}` : String(assortmentId);

/** Quantities a line accepts (cart-and-ordering.md §9), compared at four decimals. */
export const QUANTITY_MIN = 0.01;
export const QUANTITY_MAX = 9999;
export const QUANTITY_DECIMALS = 4;
