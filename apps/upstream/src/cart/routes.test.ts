import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addToCartReplySchema,
  cartSchema,
  clearCartReplySchema,
  oneClickOrderReplySchema,
  removeFromCartReplySchema,
  updateCartReplySchema,
} from '@shop/contracts/cart.ts';
import { createTestShop, sessionCookie } from '../testing/test-app.ts';
import type { TestShop } from '../testing/test-app.ts';

type Row = { id: number; price: number; old_price: number | null; discount_percent: number; url: string };

let shop: TestShop;
let cookie: string;

const AVAILABLE = 'missing_item = 0 AND price > 0';
const pick = (where: string) =>
  shop.query<Row>(`SELECT id, price, old_price, discount_percent, url FROM assortments a WHERE ${where} ORDER BY id LIMIT 1`);

const piece = () => pick(`${AVAILABLE} AND assval1 = '' AND default_multism_id = 1 AND price < 3000`);
const metre = () => pick(`${AVAILABLE} AND default_multism_id = 3`);

async function call(method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) {
  return shop.app.inject({
    method,
    url,
    headers: { cookie, 'site-version': 'desktop', 'rq-type': 'client', 'x-requested-with': 'XMLHttpRequest' },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

async function getCart() {
  const response = await call('GET', '/cart/getCartData/');
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body.rqStatus).toBe('OK');
  const { rqStatus: _status, ...payload } = body;
  return cartSchema.parse(payload);
}

const put = (assortmentId: number, quantity?: number | string, colorId?: number) =>
  call(
    'PUT',
    `/api/v1/Cart/put/?assortmentId=${assortmentId}${quantity === undefined ? '' : `&quantity=${quantity}`}${colorId ? `&colorId=${colorId}` : ''}`,
  );

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});
beforeEach(async () => {
  const first = await shop.app.inject({ method: 'GET', url: '/cart/getCartData/' });
  cookie = sessionCookie(first);
});

describe('session', () => {
  it('issues an HttpOnly, SameSite=Lax sid cookie for the whole site to a request without one', async () => {
    const response = await shop.app.inject({ method: 'GET', url: '/cart/getCartData/' });
    const sid = response.cookies.find((entry) => entry.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps the cart of the session the cookie names and gives a forged cookie a new one', async () => {
    await put(piece().id, 2);
    const again = await call('GET', '/cart/getCartData/');
    expect(again.cookies).toHaveLength(0);
    expect(again.json().countpos).toBe(1);

    const forged = await shop.app.inject({ method: 'GET', url: '/cart/getCartData/', headers: { cookie: 'sid=forged' } });
    expect(forged.json().countpos).toBe(0);
    expect(sessionCookie(forged)).not.toBe('sid=forged');
  });
});

describe('GET /cart/getCartData/', () => {
  it('answers an empty cart in the rqStatus shape', async () => {
    const cart = await getCart();
    expect(cart).toMatchObject({ countpos: 0, positionsIds: [], cartPageData: { empty: true, products: [] } });
    expect(cart.cartPageData.total).toMatchObject({ total: 0, shipmentPrice: 0, empty: true, productWord: 'товаров' });
    expect(cart.cartPageData.paymentMethods.map((method) => method.type)).toEqual([1, 4]);
  });

  it('describes each line as the cart page shows it', async () => {
    const item = piece();
    await put(item.id, 3);
    const [product] = (await getCart()).cartPageData.products;
    expect(product).toMatchObject({
      id: item.id,
      path: `/${item.url}/`,
      MainImage: `/img/p/${item.id}.png`,
      price: item.price,
      quantity: 3,
      subtotal: Math.round(item.price * 300) / 100,
      discount: null,
      isNotAvailable: false,
      urlAnalogs: null,
      multism: { id: 1, unit: 'шт', mult: 1, coef: 1 },
    });
    expect(product?.delivery).toMatch(/^Доставка /);
  });

  it('gives sale lines the discount and old-price figures', async () => {
    const sale = pick(`${AVAILABLE} AND assval1 = 'sale' AND default_multism_id = 1`);
    await put(sale.id, 2);
    const cart = await getCart();
    const product = cart.cartPageData.products[0];
    expect(product?.assortment).toMatchObject({ assval1: 'sale', assval3: String(sale.discount_percent) });
    expect(product?.discount).toEqual({
      discount: sale.discount_percent,
      maxPrice: sale.old_price,
      maxSubtotal: (sale.old_price ?? 0) * 2,
      maxDiscount: Math.round(((sale.old_price ?? 0) - sale.price) * 200) / 100,
    });
    expect(cart.cartPageData.total.amountDiscount).toBe(Math.round(((sale.old_price ?? 0) - sale.price) * 200) / 100);
  });
});

describe('totals', () => {
  it('charges the courier below 10 000 ₽ and shows VAT as a share of the goods', async () => {
    const item = piece();
    const reply = addToCartReplySchema.parse((await put(item.id, 1)).json().result);
    expect(reply.total).toMatchObject({
      total: item.price,
      totalWithShipment: item.price + 390,
      shipmentPrice: 390,
      positions: 1,
      items: 1,
      productWord: 'товар',
      nds: { percent: 20, withoutShipment: Math.round((item.price * 20 * 100) / 120) / 100 },
      deliveryType: 0,
      paymentType: null,
      empty: false,
    });
  });

  it('delivers free from 10 000 ₽ of goods', async () => {
    const item = piece();
    const quantity = Math.ceil(10_000 / item.price);
    const reply = addToCartReplySchema.parse((await put(item.id, quantity)).json().result);
    expect(reply.total.total).toBeGreaterThanOrEqual(10_000);
    expect(reply.total.shipmentPrice).toBe(0);
    expect(reply.total.priceLabel).toBeNull();
  });

  it('declines the product word by the number of positions', async () => {
    const rows = [0, 1].map((offset) =>
      shop.query<{ id: number }>(
        `SELECT id FROM assortments WHERE ${AVAILABLE} AND default_multism_id = 1 ORDER BY id LIMIT 1 OFFSET ?`,
        offset,
      ),
    );
    for (const row of rows) await put(row.id, 1);
    expect((await getCart()).cartPageData.total.productWord).toBe('товара');
  });
});

describe('PUT /api/v1/Cart/put/', () => {
  it('adds to an existing line and answers in the result shape', async () => {
    const item = piece();
    await put(item.id, 2);
    const response = await put(item.id, 3);
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toEqual({ status: 'OK' });
    const reply = addToCartReplySchema.parse(response.json().result);
    expect(reply.data).toMatchObject({ assortmentId: item.id, quantity: 5, colorId: null });
    expect(reply).toMatchObject({ countpos: 1, positionsIds: [String(item.id)] });
  });

  it('adds one when no quantity is given', async () => {
    const reply = addToCartReplySchema.parse((await put(piece().id)).json().result);
    expect(reply.data.quantity).toBe(1);
  });

  it('keeps colours of one assortment on separate lines', async () => {
    const colored = shop.query<{ id: number; a: number; b: number }>(
      `SELECT a.id, min(ac.color_id) AS a, max(ac.color_id) AS b FROM assortments a
       JOIN assortment_colors ac ON ac.assortment_id = a.id WHERE a.missing_item = 0 AND a.default_multism_id = 1
       GROUP BY a.id ORDER BY a.id LIMIT 1`,
    );
    await put(colored.id, 1, colored.a);
    const reply = addToCartReplySchema.parse((await put(colored.id, 1, colored.b)).json().result);
    expect(reply.positionsIds).toEqual([`${colored.id}:${colored.a}`, `${colored.id}:${colored.b}`]);
    const product = (await getCart()).cartPageData.products[0];
    expect(product?.color).toMatchObject({ id: colored.a, url: `/img/c/${colored.a}.svg` });
    expect(product?.color?.code).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('refuses a colour the assortment is not sold in', async () => {
    const plain = pick(`${AVAILABLE} AND NOT EXISTS (SELECT 1 FROM assortment_colors c WHERE c.assortment_id = a.id)`);
    const response = await put(plain.id, 1, 1);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ result: null, response: { status: 'FAIL' }, error: 'Товар не продаётся в этом цвете' });
  });

  it('answers 200 FAIL for a product that is not in stock and leaves the cart alone', async () => {
    const missing = pick('missing_item > 0');
    const response = await put(missing.id, 1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: null, response: { status: 'FAIL' }, statusCode: 409, error: 'Товара нет в наличии' });
    expect((await getCart()).countpos).toBe(0);
  });

  it('answers 404 for an unknown assortment', async () => {
    const response = await put(987_654, 1);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ result: null, response: { status: 'FAIL' }, error: 'Товар не найден' });
  });

  it.each([
    ['0', 'Количество должно быть не меньше 0,01'],
    ['-2', 'Количество должно быть не меньше 0,01'],
    ['10000', 'Количество должно быть не больше 9999'],
    ['abc', 'Количество должно быть числом'],
    ['1.5', 'Количество должно быть кратно 1 шт'],
  ])('refuses quantity %s with 400 and a Russian reason', async (quantity, error) => {
    const response = await put(piece().id, quantity);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ result: null, response: { status: 'FAIL' }, error });
  });

  it('refuses an id that is not a positive integer', async () => {
    for (const id of ['-1', '1.5', 'x']) {
      const response = await call('PUT', `/api/v1/Cart/put/?assortmentId=${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/^Идентификатор/);
    }
  });

  it('takes metres in steps of 0.1 and refuses anything finer', async () => {
    const cable = metre();
    const ok = addToCartReplySchema.parse((await put(cable.id, 2.3)).json().result);
    expect(ok.data).toMatchObject({ quantity: 2.3, multism: { unit: 'м', mult: 1, coef: 10 } });
    const bad = await put(cable.id, 0.35);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Количество должно быть кратно 0,1 м');
  });

  it('refuses an addition that takes the line over 9999', async () => {
    const item = piece();
    await put(item.id, 9999);
    const response = await put(item.id, 1);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Количество должно быть не больше 9999');
  });
});

describe('PUT /cart/update/{assortmentId}/', () => {
  const packed = () =>
    shop.query<{ id: number }>(
      `SELECT a.id FROM assortments a JOIN assortment_multisms am ON am.assortment_id = a.id
       WHERE a.missing_item = 0 AND am.multism_id = 2 ORDER BY a.id LIMIT 1`,
    );

  it('sets the quantity and unit and answers in the status shape', async () => {
    const item = packed();
    const other = piece();
    await put(item.id, 1);
    await put(other.id, 1);
    const response = await call('PUT', `/cart/update/${item.id}/?quantity=20&multism=2&onlyOne=true`);
    expect(response.statusCode).toBe(200);
    const { status, ...payload } = response.json();
    expect(status).toBe('OK');
    const reply = updateCartReplySchema.parse(payload);
    expect(reply.data).toMatchObject({ assortmentId: item.id, quantity: 20, multism: { id: 2, unit: 'упак', mult: 10 } });
    expect(reply.products.map((product) => product.id)).toEqual([item.id]);
    expect(reply.products[0]).toMatchObject({ showIsmSelect: true, quantity: 20 });
    expect(reply.countpos).toBe(2);
  });

  it('lists every line without onlyOne', async () => {
    const item = packed();
    await put(item.id, 1);
    await put(piece().id, 1);
    const response = await call('PUT', `/cart/update/${item.id}/?quantity=3&multism=1`);
    expect(updateCartReplySchema.parse(response.json()).products).toHaveLength(2);
  });

  it('refuses a quantity that is not a whole number of packs', async () => {
    const item = packed();
    await put(item.id, 1);
    const response = await call('PUT', `/cart/update/${item.id}/?quantity=15&multism=2&onlyOne=true`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 'FAIL', error: 'Количество должно быть кратно 10 упак' });
  });

  it('refuses a unit the assortment is not sold in', async () => {
    const item = piece();
    await put(item.id, 1);
    const response = await call('PUT', `/cart/update/${item.id}/?quantity=1&multism=3&onlyOne=true`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Товар не продаётся в этой единице измерения');
  });

  it('answers 404 for a line that is not in the cart', async () => {
    const response = await call('PUT', `/cart/update/${piece().id}/?quantity=1&multism=1&onlyOne=true`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 'FAIL', error: 'Товара нет в корзине' });
  });
});

describe('DELETE /api/v1/Cart/remove/', () => {
  it('removes the line and answers the new totals', async () => {
    const item = piece();
    const other = metre();
    await put(item.id, 1);
    await put(other.id, 1);
    const response = await call('DELETE', '/api/v1/Cart/remove/', { assortmentId: item.id });
    const reply = removeFromCartReplySchema.parse(response.json().result);
    expect(reply).toMatchObject({ removedId: item.id, countpos: 1, positionsIds: [String(other.id)] });
    expect(reply.total.total).toBe(other.price);
  });

  it('answers 404 for a line that is not there and 400 without an id', async () => {
    const missing = await call('DELETE', '/api/v1/Cart/remove/', { assortmentId: piece().id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ result: null, response: { status: 'FAIL' }, error: 'Товара нет в корзине' });
    const bad = await call('DELETE', '/api/v1/Cart/remove/', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().response).toEqual({ status: 'FAIL' });
  });
});

describe('DELETE /api/v1/Cart/clearBasket/', () => {
  it('empties the cart', async () => {
    await put(piece().id, 1);
    const response = await call('DELETE', '/api/v1/Cart/clearBasket/');
    const { status, ...payload } = response.json();
    expect(status).toBe('OK');
    expect(clearCartReplySchema.parse(payload)).toEqual({ countpos: 0 });
    expect((await getCart()).cartPageData.empty).toBe(true);
  });
});

describe('PUT /api/v1/Cart/createOneClickOrder/', () => {
  it('orders the cart by phone and empties it', async () => {
    await put(piece().id, 2);
    await put(metre().id, 1.5);
    const response = await call('PUT', `/api/v1/Cart/createOneClickOrder/?phone=${encodeURIComponent('+7 (912) 345-67-89')}`);
    expect(response.statusCode).toBe(200);
    const reply = oneClickOrderReplySchema.parse(response.json().result);
    expect(reply.orderCode).toMatch(/^[A-Za-z0-9]{10}$/);
    expect((await getCart()).countpos).toBe(0);
    const order = shop.query<{ phone: string; invoice_number: string; lines: number }>(
      `SELECT phone, invoice_number, (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines
       FROM orders o WHERE order_code = ?`,
      reply.orderCode,
    );
    expect(order).toMatchObject({ phone: '79123456789', lines: 2 });
    expect(order.invoice_number).toMatch(/^ИМ-\d{6}$/);
  });

  it('refuses an empty cart', async () => {
    const response = await call('PUT', '/api/v1/Cart/createOneClickOrder/?phone=9123456789');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: null, response: { status: 'FAIL' }, statusCode: 409, message: 'Корзина пуста' });
  });

  it('refuses a phone with fewer than 10 digits', async () => {
    await put(piece().id, 1);
    const response = await call('PUT', '/api/v1/Cart/createOneClickOrder/?phone=912-34');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Телефон должен содержать не меньше 10 цифр');
    expect((await getCart()).countpos).toBe(1);
  });
});
