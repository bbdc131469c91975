import { describe, expect, it } from 'vitest';
import { cartFixture } from '@shop/mocks/fixtures/cart.ts';
import { applyRemoveReply, applyUpdateReply, emptyCart, withLineQuantity } from './cart-cache.ts';

const drill = { assortmentId: 101 };
const quantityOf = (cart: typeof cartFixture, id: number) =>
  cart.cartPageData.products.find((product) => product.assortment.id === id)?.quantity;

describe('cart cache', () => {
  it('keeps the previous quantity when the update reply lacks the line', () => {
    const optimistic = withLineQuantity(cartFixture, drill, 3);
    expect(quantityOf(optimistic, 101)).toBe(3);
    const reply = {
      total: cartFixture.cartPageData.total,
      data: { assortmentId: 101, quantity: 3, colorId: null, multism: { id: 1, mult: 1, coef: 1, fname: 'штука', unit: 'шт' } },
      products: cartFixture.cartPageData.products.filter((product) => product.assortment.id !== 101),
      positionsIds: cartFixture.positionsIds,
      countpos: cartFixture.countpos,
    };
    const next = applyUpdateReply(optimistic, cartFixture, reply, drill);
    expect(quantityOf(next, 101)).toBe(1);
    expect(next.cartPageData.products.map((product) => product.assortment.id)).toEqual(
      cartFixture.cartPageData.products.map((product) => product.assortment.id),
    );
  });

  it('replaces only the changed line from an update reply and keeps the others', () => {
    const optimistic = withLineQuantity(cartFixture, drill, 3);
    const changed = cartFixture.cartPageData.products.find((product) => product.assortment.id === 101);
    if (!changed) throw new Error('fixture lacks line 101');
    const reply = {
      total: { ...cartFixture.cartPageData.total, total: 99 },
      data: { assortmentId: 101, quantity: 3, colorId: null, multism: changed.multism },
      products: [{ ...changed, quantity: 3, subtotal: changed.price * 3 }],
      positionsIds: cartFixture.positionsIds,
      countpos: cartFixture.countpos,
    };
    const next = applyUpdateReply(optimistic, cartFixture, reply, drill);
    expect(next.cartPageData.products.map((product) => product.assortment.id)).toEqual(
      cartFixture.cartPageData.products.map((product) => product.assortment.id),
    );
    expect(quantityOf(next, 101)).toBe(3);
    expect(quantityOf(next, 102)).toBe(quantityOf(cartFixture, 102));
    expect(next.cartPageData.total.total).toBe(99);
  });

  it('drops the removed line and takes the totals of the reply', () => {
    const total = { ...cartFixture.cartPageData.total, total: 1 };
    const next = applyRemoveReply(cartFixture, { total, removedId: 101, positionsIds: [], countpos: 4 }, drill);
    expect(quantityOf(next, 101)).toBeUndefined();
    expect(next.countpos).toBe(4);
    expect(next.cartPageData.total.total).toBe(1);
  });

  it('empties the cart: no lines, count 0, zero totals, page marked empty', () => {
    const next = emptyCart(cartFixture);
    expect(next.countpos).toBe(0);
    expect(next.cartPageData.products).toEqual([]);
    expect(next.cartPageData.empty).toBe(true);
    expect(next.cartPageData.total.totalWithShipment).toBe(0);
  });
});
