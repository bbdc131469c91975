import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '@shop/contracts/cart.ts';
import type { CartTotal } from '@shop/contracts/cart.ts';
import { findItem, shippingOf } from '@shop/mocks/fixtures/catalogue.ts';
import { pickupPointsFixture } from '@shop/mocks/fixtures/places.ts';
import { server } from '@shop/mocks/node.ts';
import { resetOrderingState } from '@shop/mocks/ordering-state.ts';
import { initialLines, resetMockState } from '@shop/mocks/state.ts';
import { callMock } from '@shop/mocks/testing/call.ts';
import { DATABASE_FILE } from '../db/database.ts';
import { createTestShop, sessionCookie } from '../testing/test-app.ts';
import type { TestShop } from '../testing/test-app.ts';

/**
 * The same carts through the demo upstream and through the mocks must give the same totals:
 * both take them from the one rule in @shop/contracts/rules/cart-totals.ts. The upstream's
 * generated goods are given the mock goods' prices, weights, sale, express, free-shipping and
 * stock flags, so a line means the same thing on both sides.
 */

type Delivery = 'courier' | 'pickup';
type Line = readonly [mockId: number, quantity: number];

const CASES: ReadonlyArray<{ name: string; lines: readonly Line[] }> = [
  { name: 'heavy, express and non-express, sale, over 10 000 ₽', lines: [[108, 1], [101, 1], [102, 20], [104, 1]] },
  { name: 'under 10 000 ₽, express and non-express, fractional unit', lines: [[101, 1], [103, 12.5]] },
  { name: 'every line express, under 10 000 ₽', lines: [[101, 1], [109, 3]] },
  { name: 'a mainPriceFreeShipping product, under 10 000 ₽', lines: [[107, 1], [109, 2]] },
  {
    name: 'the mock cart as it starts: sale, packs, metres, an unavailable line',
    lines: initialLines.map((line) => [line.assortmentId, line.quantity] as const),
  },
  { name: 'an empty cart', lines: [] },
];
const MOCK_IDS = [101, 102, 103, 104, 105, 107, 108, 109];

let shop: TestShop;
let db: BetterSqlite3.Database;
let upstreamPointId: number;
const upstreamId = new Map<number, number>();

beforeAll(async () => {
  shop = await createTestShop();
  db = new BetterSqlite3(join(shop.dataDir, DATABASE_FILE));
  const taken: number[] = [];
  for (const mockId of MOCK_IDS) {
    const item = findItem(mockId);
    if (!item) throw new Error(`No mock goods ${mockId}`);
    const row = db
      .prepare('SELECT id FROM assortments WHERE id NOT IN (SELECT value FROM json_each(?)) ORDER BY id LIMIT 1')
      .get(JSON.stringify(taken)) as { id: number };
    taken.push(row.id);
    upstreamId.set(mockId, row.id);
    // Sold in the mock goods' unit, so the same quantity is a whole number of steps on both sides.
    db.prepare('INSERT OR IGNORE INTO assortment_multisms (assortment_id, multism_id, position) VALUES (?, ?, 0)').run(row.id, item.multism.id);
    db.prepare('UPDATE assortments SET default_multism_id = ? WHERE id = ?').run(item.multism.id, row.id);
    const shipping = shippingOf(mockId);
    db.prepare(
      `UPDATE assortments SET price = @price, old_price = @oldPrice, assval1 = @assval1, discount_percent = @discount,
         express = @express, mass = @mass, main_price_free_shipping = @free, missing_item = 0 WHERE id = @id`,
    ).run({
      id: row.id,
      price: item.price,
      oldPrice: item.discount?.maxPrice ?? null,
      assval1: item.assortment.assval1,
      discount: item.discount?.discount ?? 0,
      express: item.express ? 1 : 0,
      mass: shipping.massKg,
      free: shipping.mainPriceFreeShipping ? 1 : 0,
    });
  }
  upstreamPointId = (db.prepare('SELECT id FROM pickup_points ORDER BY id LIMIT 1').get() as { id: number }).id;
  server.listen({ onUnhandledRequest: 'error' });
});

afterAll(async () => {
  server.close();
  db.close();
  await shop.close();
});

async function upstreamTotal(lines: readonly Line[], delivery: Delivery): Promise<CartTotal> {
  const first = await shop.app.inject({ method: 'GET', url: '/cart/getCartData/' });
  const headers = { cookie: sessionCookie(first), 'site-version': 'desktop', 'rq-type': 'client', 'x-requested-with': 'XMLHttpRequest' };
  const setStock = db.prepare('UPDATE assortments SET missing_item = ? WHERE id = ?');
  for (const [mockId, quantity] of lines) {
    const id = upstreamId.get(mockId);
    setStock.run(0, id);
    const put = await shop.app.inject({ method: 'PUT', url: `/api/v1/Cart/put/?assortmentId=${id}&quantity=${quantity}`, headers });
    expect(put.statusCode, `upstream takes ${mockId} × ${quantity}`).toBe(200);
  }
  // A line that became unavailable after it was put in the cart, as the mock's is.
  for (const [mockId] of lines) setStock.run(findItem(mockId)?.isNotAvailable ? 1 : 0, upstreamId.get(mockId));
  if (delivery === 'pickup') {
    const payload = { orderingData: JSON.stringify({ deliveryType: 3, pointId: upstreamPointId }) };
    const update = await shop.app.inject({ method: 'POST', url: '/cart/updateOrderingData/', headers, payload });
    expect(update.statusCode).toBe(200);
  }
  const { rqStatus: _status, ...cart } = (await shop.app.inject({ method: 'GET', url: '/cart/getCartData/', headers })).json();
  return cartSchema.parse(cart).cartPageData.total;
}

async function mockTotal(lines: readonly Line[], delivery: Delivery): Promise<CartTotal> {
  // The mock cart refuses unavailable goods, so a case with one is the mock's own starting cart.
  const startingCart = lines.some(([mockId]) => findItem(mockId)?.isNotAvailable);
  resetMockState({ empty: !startingCart });
  resetOrderingState();
  for (const [assortmentId, quantity] of startingCart ? [] : lines) {
    const added = await callMock('POST', '/api/cart/items', { assortmentId, quantity });
    expect(added.status, `mocks take ${assortmentId} × ${quantity}`).toBe(200);
  }
  if (delivery === 'pickup') {
    const update = await callMock('PUT', '/api/ordering/data', { orderingData: { deliveryType: 3, pointId: pickupPointsFixture[0]?.id } });
    expect(update.status).toBe(200);
  }
  return cartSchema.parse((await callMock('GET', '/api/cart')).envelope.data).cartPageData.total;
}

const FIELDS: ReadonlyArray<keyof CartTotal> = [
  'total', 'totalWithoutShipment', 'totalWithShipment', 'items', 'positions', 'productWord', 'mass', 'amountDiscount',
  'shipmentPrice', 'priceLabel', 'nds', 'express', 'isProfPrice', 'deliveryToDoor', 'empty', 'deliveryType', 'paymentType',
];

describe('cart totals of the demo upstream and the mocks', () => {
  it('compare every field the contract has', () => {
    expect([...FIELDS].sort()).toEqual(Object.keys(cartSchema.shape.cartPageData.shape.total.shape).sort());
  });

  for (const { name, lines } of CASES) {
    for (const delivery of ['courier', 'pickup'] as const) {
      it(`agree field by field: ${name}, ${delivery}`, async () => {
        const upstream = await upstreamTotal(lines, delivery);
        const mocks = await mockTotal(lines, delivery);
        const differences = FIELDS.filter((field) => JSON.stringify(upstream[field]) !== JSON.stringify(mocks[field])).map(
          (field) => `${field}: upstream ${JSON.stringify(upstream[field])}, mocks ${JSON.stringify(mocks[field])}`,
        );
        expect(differences).toEqual([]);
        if (delivery === 'pickup') expect(upstream).toMatchObject({ shipmentPrice: 0, deliveryType: 3, priceLabel: null });
      });
    }
  }

  it('cover the rule’s branches: courier price, free from 10 000 ₽, free-shipping goods, express for all-express carts', async () => {
    const totals: CartTotal[] = [];
    for (const { lines } of CASES.slice(0, 4)) totals.push(await mockTotal(lines, 'courier'));
    const [heavy, under, allExpress, freeShipping] = totals;
    expect(heavy).toMatchObject({ shipmentPrice: 0, express: { enabled: false } });
    expect(heavy?.mass).toBeGreaterThan(50);
    expect(heavy?.amountDiscount).toBeGreaterThan(0);
    expect(under).toMatchObject({ shipmentPrice: 390, express: { enabled: false } });
    expect(allExpress).toMatchObject({ shipmentPrice: 390, express: { enabled: true } });
    expect(freeShipping).toMatchObject({ shipmentPrice: 0, priceLabel: null });
  });
});
