import type { Cart, CartProduct } from '@shop/contracts/cart.ts';
import type { ReplyOf } from '@shop/contracts/browser/route.ts';
import type { contract } from '@shop/contracts/routes.ts';

/** Pure updates of the cached cart from mutation replies, so a reply never needs a refetch. */

export const cartQueryKey = ['cart'] as const;

export type LineRef = { assortmentId: number; colorId?: number | null };

export function isLine(product: CartProduct, ref: LineRef): boolean {
  return product.assortment.id === ref.assortmentId && (product.color?.id ?? null) === (ref.colorId ?? null);
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Optimistic: the line shows the new quantity and an estimated sum until the reply comes. */
export function withLineQuantity(cart: Cart, ref: LineRef, quantity: number): Cart {
  return {
    ...cart,
    cartPageData: {
      ...cart.cartPageData,
      products: cart.cartPageData.products.map((product) =>
        isLine(product, ref) ? { ...product, quantity, subtotal: round2(product.price * quantity) } : product,
      ),
    },
  };
}

export function withoutLine(cart: Cart, ref: LineRef): Cart {
  const products = cart.cartPageData.products.filter((product) => !isLine(product, ref));
  return { ...cart, cartPageData: { ...cart.cartPageData, products, empty: products.length === 0 } };
}

/**
 * The update reply carries the totals and only the changed line (the legacy update runs with
 * onlyOne=true): that line is replaced in place and the other lines stay as they are. If the reply
 * lacks the changed line, it keeps its previous quantity (cart-and-ordering.md §4 "Cart").
 */
export function applyUpdateReply(cart: Cart, before: Cart, reply: ReplyOf<typeof contract.cart.updateItem>, ref: LineRef): Cart {
  const previous = before.cartPageData.products.find((product) => isLine(product, ref));
  const products = cart.cartPageData.products.map((product) => {
    const lineRef = { assortmentId: product.assortment.id, colorId: product.color?.id ?? null };
    const updated = reply.products.find((candidate) => isLine(candidate, lineRef));
    if (updated) return updated;
    return isLine(product, ref) && previous ? previous : product;
  });
  return {
    ...cart,
    countpos: reply.countpos,
    positionsIds: reply.positionsIds,
    cartPageData: { ...cart.cartPageData, total: reply.total, products, empty: products.length === 0 },
  };
}

export function applyRemoveReply(cart: Cart, reply: ReplyOf<typeof contract.cart.removeItem>, ref: LineRef): Cart {
  const removed = withoutLine(cart, { assortmentId: reply.removedId, colorId: ref.colorId });
  return {
    ...removed,
    countpos: reply.countpos,
    positionsIds: reply.positionsIds,
    cartPageData: {
      ...removed.cartPageData,
      total: reply.total,
      empty: removed.cartPageData.products.length === 0 || reply.total.empty,
    },
  };
}

export function applyAddReply(cart: Cart, reply: ReplyOf<typeof contract.cart.addItem>): Cart {
  return {
    ...cart,
    countpos: reply.countpos,
    positionsIds: reply.positionsIds,
    cartPageData: { ...cart.cartPageData, total: reply.total, empty: false },
  };
}

/** After clearing or a one-click order: count 0 and the cart page marked empty. */
export function emptyCart(cart: Cart): Cart {
  const { total } = cart.cartPageData;
  return {
    ...cart,
    countpos: 0,
    positionsIds: [],
    cartPageData: {
      ...cart.cartPageData,
      products: [],
      empty: true,
      total: {
        ...total,
        total: 0,
        totalWithoutShipment: 0,
        totalWithShipment: 0,
        items: 0,
        positions: 0,
        mass: 0,
        amountDiscount: 0,
        shipmentPrice: 0,
        priceLabel: null,
        nds: { ...total.nds, withoutShipment: 0 },
        empty: true,
      },
    },
  };
}
