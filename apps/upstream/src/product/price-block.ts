import type { Multism } from '@shop/contracts/cart.ts';
import { MISSING_TEXTS } from '@shop/contracts/product.ts';
import type { PriceData } from '@shop/contracts/product.ts';
import { priceData as priceBlock } from '@shop/contracts/rules/price-block.ts';
import { deliveryText } from '../cart/delivery.ts';
import { roundQuantity } from '../cart/quantity.ts';
import type { VarietyRow } from './store.ts';

export interface PriceContext {
  variety: VarietyRow;
  multisms: Multism[];
  multism: Multism;
  colorId: number | null;
  likeNew: boolean;
  /** The shopper's cart lines of this variety. */
  cartLines: ReadonlyArray<{ color_id: number | null; quantity: number }>;
  history: ReadonlyArray<{ day: string; price: number }>;
  now: Date;
}

/** The price block of a variety in a unit; the cart quantity counts the chosen colour's line, or every line without one. */
export function priceData(context: PriceContext): PriceData {
  const { variety, multisms, multism } = context;
  const onSale = variety.assval1 === 'sale' && variety.old_price !== null && variety.discount_percent > 0;
  const lines = context.cartLines.filter((line) => context.colorId === null || line.color_id === context.colorId);
  return priceBlock({
    productId: variety.product_id,
    assortmentId: variety.id,
    price: variety.price,
    sale: onSale ? { oldPrice: variety.old_price ?? 0, percent: variety.discount_percent } : null,
    likeNewPercent: variety.like_new_percent,
    missingItem: variety.missing_item,
    missingText: MISSING_TEXTS[variety.missing_item as 1 | 2 | 3] ?? null,
    multisms,
    multism,
    base: multisms.find((unit) => unit.id === variety.default_multism_id) ?? multism,
    wholesale: variety.wholesale === 1,
    deliveryText: deliveryText(variety.delivery_days, context.now),
    express: variety.express === 1,
    freeShipping: variety.main_price_free_shipping === 1,
    quantity: roundQuantity(lines.reduce((sum, line) => sum + line.quantity, 0)),
    colorId: context.colorId,
    likeNew: context.likeNew,
    history: context.history,
  });
}
