import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from 'playwright-core';
import type { Cart, CartProduct } from '@shop/contracts/cart.ts';
import type { Envelope } from '@shop/contracts/envelope.ts';
import type { OrderSendReply } from '@shop/contracts/orders.ts';

async function cartOf(api: APIRequestContext): Promise<Cart> {
  const response = await api.get('/api/cart');
  const envelope = (await response.json()) as Envelope<Cart>;
  if (!envelope.data) throw new Error(`GET /api/cart failed: ${JSON.stringify(envelope.error)}`);
  return envelope.data;
}

const stepOf = (product: CartProduct) => product.multism.mult / product.multism.coef;

/**
 * Puts `count` available products sold by the piece into the shopper's cart through the BFF,
 * the way another tab or a product page would, and returns them as the cart shows them.
 */
export async function fillCartWithPieces(api: APIRequestContext, count: number): Promise<CartProduct[]> {
  for (let assortmentId = 1; assortmentId < 2000; assortmentId += 7) {
    const added = await api.post('/api/cart/items', { data: { assortmentId, quantity: 1 } });
    if (!added.ok()) continue;
    const cart = await cartOf(api);
    const line = cart.cartPageData.products.find((product) => product.assortment.id === assortmentId);
    if (line && (stepOf(line) !== 1 || line.isNotAvailable || line.price === 0)) {
      await api.delete(`/api/cart/items/${assortmentId}`);
      continue;
    }
    if (cart.cartPageData.products.length >= count) return cart.cartPageData.products;
  }
  throw new Error(`Could not find ${count} available products sold by the piece`);
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const envelope = (await response.json()) as Envelope<T>;
  if (!envelope.data) throw new Error(`${response.url()} failed: ${JSON.stringify(envelope.error)}`);
  return envelope.data;
}

/** An order of two goods for pickup, placed through the BFF in the browser's own session. */
export async function placeOrder(api: APIRequestContext, paymentType: number): Promise<OrderSendReply> {
  await fillCartWithPieces(api, 2);
  const { points } = await data<{ points: Array<{ id: number; cityId: number }> }>(await api.get('/api/cities/1/points'));
  const point = points[0];
  if (!point) throw new Error('Moscow has no pickup points');
  const saved = await data<{ id: number }>(
    await api.post('/api/user/addresses', { data: { cityId: point.cityId, pointId: point.id, deliveryType: 3 } }),
  );
  await data(
    await api.put('/api/ordering/data', {
      data: { orderingData: { phone: '+7 (912) 555-01-77', currentAddressId: saved.id, paymentType } },
    }),
  );
  return data<OrderSendReply>(await api.post('/api/orders', { data: {}, headers: { 'idempotency-key': randomUUID() } }));
}

export { cartOf };

/** The address of a product of the main category, as a shopper would reach it, from the shop at `origin`. */
export async function firstProductPath(origin: string): Promise<string> {
  const reply = (await (await fetch(`${origin}/api/page?path=%2Finstrumenty%2F`)).json()) as { data: { sections: unknown } };
  const url = /"url":"(\/[^"/]+\/)"/.exec(JSON.stringify(reply.data.sections))?.[1];
  if (!url) throw new Error('no product in /instrumenty/');
  return url;
}
