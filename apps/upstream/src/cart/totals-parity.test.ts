import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartSchema } from '@shop/contracts/cart.ts';
import type { CartTotal } from '@shop/contracts/cart.ts';
import { checkoutPageSchema } from '@shop/contracts/checkout.ts';
import type { CheckoutTotal } from '@shop/contracts/checkout.ts';
import { DEFAULT_DELIVERY_CHOICE, cartTotals, checkoutTotals } from '@shop/contracts/rules/cart-totals.ts';
import type { TotalsLine } from '@shop/contracts/rules/cart-totals.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';
import { DATABASE_FILE } from '../db/database.ts';
import { createTestShop, sessionCookie } from '../testing/test-app.ts';
import type { TestShop } from '../testing/test-app.ts';

/**
 * The shop's totals are one rule (@shop/contracts/rules/cart-totals.ts) that the demo upstream
 * feeds from its database and the mocks from their fixtures. Goods of known price, weight, sale,
 * express, free-shipping and stock go into the upstream's cart; what it answers must be what the
 * rule gives for the same lines, field by field.
 */

interface Goods {
  price: number;
  /** The price before the sale, for goods on sale. */
  saleBefore?: number;
  massKg: number;
  express?: boolean;
  freeShipping?: boolean;
  available?: boolean;
  /** The unit it is sold in, a multism id of the upstream's catalogue (tree.json); the piece (1) when not given. */
  multismId?: number;
}

const GOODS = {
  drill: { price: 7490, massKg: 1.6, express: true },
  screws: { price: 349, massKg: 0.5, multismId: 2 },
  cable: { price: 96.5, massKg: 0.12, multismId: 3 },
  hammer: { price: 12_990, saleBefore: 15_282, massKg: 2.9 },
  level: { price: 1250, massKg: 0.4, available: false },
  ladder: { price: 4890, massKg: 6.8, express: true, freeShipping: true },
  mixer: { price: 18_990, massKg: 54 },
  bits: { price: 290, massKg: 0.05, express: true },
} satisfies Record<string, Goods>;
type Name = keyof typeof GOODS;
const goodsOf = (name: Name): Goods => GOODS[name];
type Line = readonly [name: Name, quantity: number];

const CASES: ReadonlyArray<{ name: string; lines: readonly Line[] }> = [
  {
    name: 'heavy, express and non-express, sale, over 10 000 ₽',
    lines: [
      ['mixer', 1],
      ['drill', 1],
      ['screws', 20],
      ['hammer', 1],
    ],
  },
  {
    name: 'under 10 000 ₽, express and non-express, fractional unit',
    lines: [
      ['drill', 1],
      ['cable', 12.5],
    ],
  },
  {
    name: 'every line express, under 10 000 ₽',
    lines: [
      ['drill', 1],
      ['bits', 3],
    ],
  },
  {
    name: 'a free-shipping product, under 10 000 ₽',
    lines: [
      ['ladder', 1],
      ['bits', 2],
    ],
  },
  {
    name: 'sale, packs, metres and a line no longer available',
    lines: [
      ['drill', 1],
      ['screws', 20],
      ['cable', 12.5],
      ['hammer', 1],
      ['level', 2],
    ],
  },
  { name: 'an empty cart', lines: [] },
];

const totalsLine = ([name, quantity]: Line): TotalsLine => {
  const goods = goodsOf(name);
  return {
    price: goods.price,
    quantity,
    available: goods.available ?? true,
    salePriceBefore: goods.saleBefore ?? null,
    massKg: goods.massKg,
    express: goods.express ?? false,
    mainPriceFreeShipping: goods.freeShipping ?? false,
  };
};

let shop: TestShop;
let db: BetterSqlite3.Database;
let pointId: number;
const assortmentOf = new Map<Name, number>();

beforeAll(async () => {
  shop = await createTestShop();
  db = new BetterSqlite3(join(shop.dataDir, DATABASE_FILE));
  const ids = db.prepare('SELECT id FROM assortments ORDER BY id LIMIT ?').all(Object.keys(GOODS).length) as Array<{ id: number }>;
  for (const [index, [name, goods]] of (Object.entries(GOODS) as Array<[Name, Goods]>).entries()) {
    const id = ids[index]?.id;
    if (id === undefined) throw new Error('The test shop has too few assortments');
    assortmentOf.set(name, id);
    const multismId = goods.multismId ?? 1;
    db.prepare('INSERT OR IGNORE INTO assortment_multisms (assortment_id, multism_id, position) VALUES (?, ?, 0)').run(id, multismId);
    db.prepare(
      `UPDATE assortments SET price = @price, old_price = @oldPrice, assval1 = @assval1, discount_percent = @discount, express = @express,
         mass = @mass, main_price_free_shipping = @free, missing_item = 0, default_multism_id = @multismId WHERE id = @id`,
    ).run({
      id,
      price: goods.price,
      oldPrice: goods.saleBefore ?? null,
      assval1: goods.saleBefore === undefined ? '' : 'sale',
      discount: goods.saleBefore === undefined ? 0 : 15,
      express: goods.express ? 1 : 0,
      mass: goods.massKg,
      free: goods.freeShipping ? 1 : 0,
      multismId,
    });
  }
  pointId = (db.prepare('SELECT id FROM pickup_points ORDER BY id LIMIT 1').get() as { id: number }).id;
});

afterAll(async () => {
  db.close();
  await shop.close();
});

/** A new shopper's session with these lines in the cart; goods no longer available are put in first. */
async function shopperWith(lines: readonly Line[]) {
  const first = await shop.app.inject({ method: 'GET', url: '/cart/getCartData/' });
  const headers = { cookie: sessionCookie(first), 'site-version': 'desktop', 'rq-type': 'client', 'x-requested-with': 'XMLHttpRequest' };
  const setStock = db.prepare('UPDATE assortments SET missing_item = ? WHERE id = ?');
  for (const [name, quantity] of lines) {
    setStock.run(0, assortmentOf.get(name));
    const put = await shop.app.inject({
      method: 'PUT',
      url: `/api/v1/Cart/put/?assortmentId=${assortmentOf.get(name)}&quantity=${quantity}`,
      headers,
    });
    expect(put.statusCode, `upstream takes ${name} × ${quantity}`).toBe(200);
  }
  for (const [name] of lines) setStock.run(goodsOf(name).available === false ? 1 : 0, assortmentOf.get(name));
  const choose = async (orderingData: object) => {
    const update = await shop.app.inject({
      method: 'POST',
      url: '/cart/updateOrderingData/',
      headers,
      payload: { orderingData: JSON.stringify(orderingData) },
    });
    expect(update.statusCode).toBe(200);
  };
  const cartTotal = async (): Promise<CartTotal> => {
    const { rqStatus: _status, ...cart } = (await shop.app.inject({ method: 'GET', url: '/cart/getCartData/', headers })).json();
    return cartSchema.parse(cart).cartPageData.total;
  };
  const checkoutTotal = async (): Promise<CheckoutTotal> => {
    const { status: _status, ...page } = (await shop.app.inject({ method: 'GET', url: '/ordering/', headers })).json();
    return checkoutPageSchema.parse(page).total;
  };
  return { choose, cartTotal, checkoutTotal };
}

const differences = <T extends object>(upstream: T, rule: T) =>
  (Object.keys(rule) as Array<keyof T>)
    .filter((field) => JSON.stringify(upstream[field]) !== JSON.stringify(rule[field]))
    .map((field) => `${String(field)}: upstream ${JSON.stringify(upstream[field])}, rule ${JSON.stringify(rule[field])}`);

describe('totals of the demo upstream and of the shared rule', () => {
  for (const { name, lines } of CASES) {
    it(`agree field by field for courier and pickup: ${name}`, async () => {
      const shopper = await shopperWith(lines);
      const rule = cartTotals(lines.map(totalsLine), DEFAULT_DELIVERY_CHOICE);
      expect(Object.keys(rule).sort()).toEqual(Object.keys(cartSchema.shape.cartPageData.shape.total.shape).sort());
      expect(differences(await shopper.cartTotal(), rule)).toEqual([]);

      await shopper.choose({ deliveryType: DeliveryType.pickup, pointId });
      const pickup = { ...DEFAULT_DELIVERY_CHOICE, deliveryType: DeliveryType.pickup };
      expect(differences(await shopper.cartTotal(), cartTotals(lines.map(totalsLine), pickup))).toEqual([]);
    });
  }

  it('agree on checkout’s totals with express chosen where every line may go express, and without it where not', async () => {
    for (const { lines } of CASES.slice(0, 3)) {
      const shopper = await shopperWith(lines);
      await shopper.choose({ deliveryType: DeliveryType.courier, deliveryExpress: true });
      const rule = checkoutTotals(lines.map(totalsLine), { ...DEFAULT_DELIVERY_CHOICE, deliveryExpress: true });
      expect(differences(await shopper.checkoutTotal(), rule)).toEqual([]);
    }
  });

  it('cover the rule’s branches: courier price, free from 10 000 ₽, free-shipping goods, express for all-express carts', () => {
    const [heavy, under, allExpress, freeShipping] = CASES.slice(0, 4).map(({ lines }) => cartTotals(lines.map(totalsLine)));
    expect(heavy).toMatchObject({ shipmentPrice: 0, express: { enabled: false } });
    expect(heavy?.mass).toBeGreaterThan(50);
    expect(heavy?.amountDiscount).toBeGreaterThan(0);
    expect(under).toMatchObject({ shipmentPrice: 390, express: { enabled: false } });
    expect(allExpress).toMatchObject({ shipmentPrice: 390, express: { enabled: true } });
    expect(freeShipping).toMatchObject({ shipmentPrice: 0, priceLabel: null });
    const express = checkoutTotals(CASES[2]?.lines.map(totalsLine) ?? [], { ...DEFAULT_DELIVERY_CHOICE, deliveryExpress: true });
    expect(express).toMatchObject({ shipmentPrice: 990, express: { selected: true } });
  });
});
