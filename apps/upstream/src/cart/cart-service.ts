import type { Cart, CartPosition, CartProduct, CartTotal } from '@shop/contracts/cart.ts';
import type { CartLineRow, CartOwner } from './store.ts';
import type { Store } from '../db/store.ts';
import type { DeliveryChoice } from '@shop/contracts/rules/cart-totals.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import { readStored } from '../checkout/ordering-data.ts';
import { createCheckoutPlaces } from '../checkout/places.ts';
import { cartData, cartProduct, cartTotals, isLineAvailable, linePosition, positionsIds } from './cart-view.ts';
import type { LineContext } from './cart-view.ts';
import { quantityProblem, roundQuantity } from './quantity.ts';
import { orderLineOf } from '../checkout/orders-store.ts';

export const CART_TEXT = {
  notFound: 'Товар не найден',
  notInCart: 'Товара нет в корзине',
  notAvailable: 'Товара нет в наличии',
  colorNotOffered: 'Товар не продаётся в этом цвете',
  unitNotOffered: 'Товар не продаётся в этой единице измерения',
  empty: 'Корзина пуста',
  nothingToOrder: 'Товаров из корзины нет в наличии',
} as const;

/** Whose cart and who looks at it (favourites are per user; the checkout choices per session). */
export interface Shopper {
  owner: CartOwner;
  userId: number | null;
  sessionId: string;
}

export interface CartState {
  lines: CartLineRow[];
  total: CartTotal;
  positionsIds: string[];
  countpos: number;
}

/**
 * Cart operations. Each change runs in one immediate transaction (read, check, write), so two
 * requests of one shopper, or two processes on the same file, cannot lose an update.
 */
export function createCartService(store: Store) {
  const { db, catalogue, cart, orders, favorites, checkout } = store;
  const places = createCheckoutPlaces(store);

  /**
   * The delivery and payment the shopper chose at checkout (saved per session), so the cart's
   * totals are the ones checkout will show: pickup is free in the cart too.
   */
  const choiceOf = (shopper: Shopper): DeliveryChoice => {
    const saved = readStored(checkout.draft(shopper.sessionId), places.checkoutPrefs(shopper.owner));
    return { deliveryType: saved.deliveryType, paymentType: saved.paymentType, deliveryToDoor: saved.deliveryToDoor };
  };

  const context = (shopper: Shopper): LineContext => {
    const favoriteIds = favorites.idsOf(shopper.userId);
    return { multismsOf: catalogue.multismsOf, isFavorite: (id) => favoriteIds.has(id), now: new Date() };
  };

  const state = (shopper: Shopper): CartState => {
    const lines = cart.lines(shopper.owner);
    return { lines, total: cartTotals(lines, choiceOf(shopper)), positionsIds: positionsIds(lines), countpos: lines.length };
  };

  const colorCheck = (assortmentId: number, colorId: number | null): Outcome<null> =>
    colorId === null || catalogue.colorOf(assortmentId, colorId) ? done(null) : refuse(400, CART_TEXT.colorNotOffered);

  const positionOf = (lines: CartLineRow[], assortmentId: number, colorId: number | null): CartPosition => {
    const line = lines.find((entry) => entry.assortment_id === assortmentId && entry.color_id === colorId);
    if (!line) throw new Error(`Cart line ${assortmentId}/${colorId} vanished inside its transaction`);
    return linePosition(line);
  };

  return {
    view(shopper: Shopper): Cart {
      return cartData(cart.lines(shopper.owner), context(shopper), choiceOf(shopper));
    },

    products(shopper: Shopper, lines: CartLineRow[]): CartProduct[] {
      const lineContext = context(shopper);
      return lines.map((line) => cartProduct(line, lineContext));
    },

    /** Adds to the line of this assortment and colour, creating it in the default unit. */
    add(shopper: Shopper, assortmentId: number, quantity: number, colorId: number | null) {
      const { owner } = shopper;
      return db
        .transaction((): Outcome<CartState & { position: CartPosition }> => {
          const assortment = catalogue.assortment(assortmentId);
          if (!assortment) return refuse(404, CART_TEXT.notFound);
          if (assortment.missing_item !== 0) return refuse(200, CART_TEXT.notAvailable);
          const color = colorCheck(assortmentId, colorId);
          if (!color.ok) return color;
          const existing = cart.find(owner, assortmentId, colorId);
          const multismId = existing?.multism_id ?? assortment.default_multism_id;
          const multism = catalogue.multismsOf(assortmentId).find((entry) => entry.id === multismId);
          if (!multism) throw new Error(`Assortment ${assortmentId} has no unit ${multismId}`);
          const next = roundQuantity((existing?.quantity ?? 0) + quantity);
          const problem = quantityProblem(quantity, multism) ?? quantityProblem(next, multism);
          if (problem) return refuse(400, problem);
          if (existing) cart.update(existing.id, next, multismId);
          else cart.insert(owner, { assortmentId, colorId, quantity: next, multismId });
          const current = state(shopper);
          return done({ ...current, position: positionOf(current.lines, assortmentId, colorId) });
        })
        .immediate();
    },

    /** Sets the quantity and unit of an existing line. */
    update(shopper: Shopper, assortmentId: number, quantity: number, multismId: number, colorId: number | null) {
      const { owner } = shopper;
      return db
        .transaction((): Outcome<CartState & { position: CartPosition }> => {
          if (!catalogue.assortment(assortmentId)) return refuse(404, CART_TEXT.notFound);
          const existing = cart.find(owner, assortmentId, colorId);
          if (!existing) return refuse(404, CART_TEXT.notInCart);
          const multism = catalogue.multismsOf(assortmentId).find((entry) => entry.id === multismId);
          if (!multism) return refuse(400, CART_TEXT.unitNotOffered);
          const problem = quantityProblem(quantity, multism);
          if (problem) return refuse(400, problem);
          cart.update(existing.id, roundQuantity(quantity), multismId);
          const current = state(shopper);
          return done({ ...current, position: positionOf(current.lines, assortmentId, colorId) });
        })
        .immediate();
    },

    remove(shopper: Shopper, assortmentId: number, colorId: number | null) {
      const { owner } = shopper;
      return db
        .transaction((): Outcome<CartState> => {
          const existing = cart.find(owner, assortmentId, colorId);
          if (!existing) return refuse(404, CART_TEXT.notInCart);
          cart.remove(existing.id);
          return done(state(shopper));
        })
        .immediate();
    },

    clear(owner: CartOwner): void {
      cart.clear(owner);
    },

    /**
     * Orders every available line by phone and takes those lines out of the cart; unavailable
     * lines stay, as they were not ordered.
     */
    oneClickOrder(shopper: Shopper, phone: string) {
      return db
        .transaction((): Outcome<{ orderCode: string; invoiceNumber: string }> => {
          const lines = cart.lines(shopper.owner);
          if (lines.length === 0) return refuse(200, CART_TEXT.empty);
          const ordered = lines.filter(isLineAvailable);
          if (ordered.length === 0) return refuse(200, CART_TEXT.nothingToOrder);
          const total = cartTotals(ordered, choiceOf(shopper));
          const created = orders.create({
            kind: 'one_click',
            phone,
            goodsTotal: total.total,
            shipmentPrice: total.shipmentPrice,
            total: total.totalWithShipment,
            mass: total.mass,
            deliveryType: total.deliveryType,
            paymentType: total.paymentType,
            sessionId: shopper.sessionId,
            userId: shopper.userId,
            lines: ordered.map(orderLineOf),
          });
          for (const line of ordered) cart.remove(line.line_id);
          return done(created);
        })
        .immediate();
    },
  };
}
