import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isValidInn } from '@shop/contracts/inn.ts';
import { checkoutPageSchema, checkoutUpdateReplySchema } from '@shop/contracts/checkout.ts';
import { confirmationPageSchema, orderHistorySchema, orderPageDataSchema } from '@shop/contracts/orders.ts';
import { sessionCookie, useTestShop } from '../testing/test-app.ts';

const shop = useTestShop();

const newKey = () => randomUUID();

/** A browser: its own session cookie on every request. */
async function shopper() {
  const first = await shop.app.inject({ method: 'GET', url: '/cart/getCartData/' });
  const cookie = sessionCookie(first);
  const call = (options: InjectOptions) => shop.app.inject({ ...options, headers: { ...options.headers, cookie } });
  return {
    cookie,
    call,
    put: (assortmentId: number, quantity = 1) =>
      call({ method: 'PUT', url: `/api/v1/Cart/put/?assortmentId=${assortmentId}&quantity=${quantity}` }),
    update: (data: unknown) => call({ method: 'POST', url: '/cart/updateOrderingData/', payload: { orderingData: JSON.stringify(data) } }),
    send: (data: unknown = {}, key?: string) =>
      call({ method: 'POST', url: '/cart/send/', payload: data as object, headers: key ? { 'idempotency-key': key } : {} }),
    checkout: async () => {
      const { status, ...payload } = (await call({ method: 'GET', url: '/ordering/' })).json();
      expect(status).toBe('OK');
      return checkoutPageSchema.parse(payload);
    },
    page: async (path: string) => call({ method: 'GET', url: path, headers: { 'without-menu': '1' } }),
  };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const AVAILABLE = 'missing_item = 0 AND price > 0 AND default_multism_id = 1';
const cheap = () =>
  shop.query<{ id: number; price: number }>(
    `SELECT id, price FROM assortments WHERE ${AVAILABLE} AND express = 0 AND price BETWEEN 100 AND 3000 ORDER BY id LIMIT 1`,
  );
const expressItem = () =>
  shop.query<{ id: number; price: number }>(
    `SELECT id, price FROM assortments WHERE ${AVAILABLE} AND express = 1 AND price < 3000 ORDER BY id LIMIT 1`,
  );
const firstPoint = () => shop.query<{ id: number; city_id: number }>('SELECT id, city_id FROM pickup_points ORDER BY id LIMIT 1');
const orderCount = () => shop.query<{ count: number }>('SELECT count(*) AS count FROM orders').count;

/** A courier address the shop recognises, saved through the account's path as the map window does. */
async function saveCourierAddress(who: Shopper, door = false) {
  const city = shop.query<{ id: number; sys_city_id: number; street: string }>(
    `SELECT c.id, c.sys_city_id, s.name AS street FROM cities c JOIN streets s ON s.city_id = c.id ORDER BY c.population DESC, s.id LIMIT 1`,
  );
  const suggest = await who.call({
    method: 'POST',
    url: '/api/v1/Dadata/suggest/',
    payload: { address: `${city.street} 1`, sysCityId: city.sys_city_id },
  });
  const value = suggest.json().result.auto[0].value as string;
  const saved = await who.call({
    method: 'POST',
    url: '/api/v1/UserPrefs/setAddress',
    payload: { address: value, cityId: city.id, deliveryType: 0, deliveryToDoor: false },
  });
  expect(saved.json().status).toBe('OK');
  const address = (saved.json().addresses as Array<{ id: number; showDeliveryToDoor: boolean; address: string }>)[0];
  if (!address) throw new Error('no address saved');
  return { ...address, cityId: city.id, door };
}

async function savePickupAddress(who: Shopper) {
  const point = firstPoint();
  const saved = await who.call({
    method: 'POST',
    url: '/api/v1/UserPrefs/setAddress',
    payload: { cityId: point.city_id, deliveryType: 3, pointId: point.id },
  });
  expect(saved.json().status).toBe('OK');
  return { id: saved.json().id as number, pointId: point.id };
}

describe('GET /ordering/', () => {
  it('answers a new session’s checkout: defaults, the cart, 14 delivery days and the pickup points of its city', async () => {
    const who = await shopper();
    const page = await who.checkout();
    expect(page.orderingData).toMatchObject({
      phone: '',
      deliveryType: 0,
      deliveryToDoorFloor: 1,
      paymentType: null,
      personType: 0,
      addresses: [],
      showDeliveryToDoor: false,
    });
    expect(page.cartPageData.empty).toBe(true);
    expect(page.cartPageData.datesInfo.dates).toHaveLength(14);
    expect(page.cartPageData.datesInfo.delivery).toMatchObject({ courierTime: '9:00−18:00', pickupTime: '9:00−21:00' });
    expect(page.mapData.points.length).toBeGreaterThan(0);
    expect(page.pageData.title).toBe('Оформление заказа');
    expect(page.orderingDataHash).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('POST /cart/updateOrderingData/', () => {
  it('saves the data for the session and charges the courier below 10 000 ₽, pickup nothing', async () => {
    const who = await shopper();
    const item = cheap();
    await who.put(item.id, 1);
    const address = await saveCourierAddress(who);

    const courier = await who.update({ phone: '+7 (912) 345-67-89', currentAddressId: address.id, paymentType: 1 });
    expect(courier.statusCode).toBe(200);
    const { rqStatus, ...payload } = courier.json();
    expect(rqStatus).toBe('OK');
    const reply = checkoutUpdateReplySchema.parse(payload);
    expect(reply.bodyData).toMatchObject({ phone: '79123456789', currentAddressId: address.id, deliveryType: 0, cityId: address.cityId });
    expect(reply.totals).toMatchObject({
      shipmentPrice: 390,
      totalWithShipment: item.price + 390,
      deliveryLabel: 'Курьером',
      timeWindow: '9:00−18:00',
    });
    expect(reply.deliveryDate).toBe(reply.datesInfo.earlyDeliveryDate);

    const pickup = await savePickupAddress(who);
    const picked = checkoutUpdateReplySchema.parse((await who.update({ currentAddressId: pickup.id })).json());
    expect(picked.bodyData).toMatchObject({ deliveryType: 3, pointId: pickup.pointId, phone: '79123456789', paymentType: 1 });
    expect(picked.totals).toMatchObject({
      shipmentPrice: 0,
      totalWithShipment: item.price,
      deliveryLabel: 'Самовывоз',
      timeWindow: '9:00−21:00',
    });
    expect(picked.deliveryDate).toBe(picked.datesInfo.pickupDate);

    const again = await who.checkout();
    expect(again.orderingData).toMatchObject({ deliveryType: 3, pointId: pickup.pointId });
    expect(again.orderingDataHash).toBe(picked.orderingDataHash);
    expect(again.orderingData.addresses.map((entry) => entry.id)).toEqual(expect.arrayContaining([address.id, pickup.id]));
  });

  it('replaces a date that cannot be chosen by the earliest one', async () => {
    const who = await shopper();
    await who.put(cheap().id);
    const reply = checkoutUpdateReplySchema.parse((await who.update({ deliveryDate: '2020-01-01' })).json());
    expect(reply.deliveryDate).toBe(reply.datesInfo.earlyDeliveryDate);
    const later = reply.datesInfo.dates.filter((day) => !day.disabled).at(-1);
    const chosen = checkoutUpdateReplySchema.parse((await who.update({ deliveryDate: later?.id })).json());
    expect(chosen.deliveryDate).toBe(later?.id);
  });

  it('charges 990 ₽ for express when every line can go express, and refuses it otherwise with a notice', async () => {
    const fast = await shopper();
    const item = expressItem();
    await fast.put(item.id);
    const express = checkoutUpdateReplySchema.parse((await fast.update({ deliveryExpress: true })).json());
    expect(express.totals.express).toEqual({ enabled: true, selected: true, price: 990, label: 'Экспресс, 4 часа' });
    expect(express.totals).toMatchObject({ shipmentPrice: 990, totalWithShipment: item.price + 990, deliveryLabel: 'Экспресс, 4 часа' });

    const slow = await shopper();
    await slow.put(cheap().id);
    const refused = (await slow.update({ deliveryExpress: 1 })).json();
    expect(refused).toMatchObject({ rqStatus: 'OK', error: 'Экспресс-доставка за 4 часа недоступна для этих товаров' });
    expect(refused.bodyData.deliveryExpress).toBe(false);
    expect(refused.totals.shipmentPrice).toBe(390);
  });

  it('delivers free from 10 000 ₽ of goods', async () => {
    const who = await shopper();
    const item = cheap();
    await who.put(item.id, Math.ceil(10_000 / item.price));
    const reply = checkoutUpdateReplySchema.parse((await who.update({ deliveryType: 0 })).json());
    expect(reply.totals.shipmentPrice).toBe(0);
    expect(reply.totals.nds).toEqual({ percent: 20, withoutShipment: Math.round((reply.totals.total * 20 * 100) / 120) / 100 });
  });

  it.each([
    [{ phone: '912-34' }, 'Телефон должен содержать не меньше 10 цифр'],
    [{ innIp: '12345' }, 'Проверьте ИНН: 10 или 12 цифр'],
    [{ mailInput: 'buyer@example' }, 'Проверьте e-mail: он должен выглядеть как name@example.ru'],
    [{ deliveryToDoorFloor: 301 }, 'Этаж — целое число от 1 до 300'],
    [{ deliveryType: 1 }, 'Способ получения: 0 — доставка курьером, 3 — самовывоз'],
    [{ paymentType: 'card' }, 'Выберите способ оплаты'],
  ])('refuses %j with 400 and a Russian reason, saving nothing', async (data, error) => {
    const who = await shopper();
    const response = await who.update(data);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ rqStatus: 'FAIL', error });
    expect((await who.checkout()).orderingData.phone).toBe('');
  });

  it('keeps an INN with a wrong checksum with the rest of the update: the company lookup answers it as not found', async () => {
    const who = await shopper();
    const response = await who.update({ innIp: '7707083894', personType: 1, phone: '9123456789' });
    expect(response.statusCode).toBe(200);
    const reply = checkoutUpdateReplySchema.parse(response.json());
    expect(reply.bodyData).toMatchObject({ innIp: '7707083894', personType: 1, phone: '9123456789' });
  });

  it('refuses ordering data that is not JSON, a payment type the shop does not offer, and unknown places', async () => {
    const who = await shopper();
    const broken = await who.call({ method: 'POST', url: '/cart/updateOrderingData/', payload: { orderingData: '{phone:' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('Данные заказа не являются JSON');
    expect((await who.update({ paymentType: 7 })).json()).toEqual({ rqStatus: 'FAIL', error: 'Этот способ оплаты недоступен' });
    const unknownAddress = await who.update({ currentAddressId: 999_999 });
    expect(unknownAddress.statusCode).toBe(404);
    expect(unknownAddress.json().error).toBe('Адрес не найден');
    expect((await who.update({ deliveryType: 3, pointId: 999_999 })).json().error).toBe('Пункт выдачи не найден');
  });

  it('does not let a shopper use another shopper’s saved address', async () => {
    const owner = await shopper();
    const address = await saveCourierAddress(owner);
    const other = await shopper();
    const response = await other.update({ currentAddressId: address.id });
    expect(response.statusCode).toBe(404);
  });

  it('keeps a legal entity’s checked INN and clears it for an individual', async () => {
    const who = await shopper();
    expect(isValidInn('7707083893')).toBe(true);
    const legal = checkoutUpdateReplySchema.parse(
      (await who.update({ personType: 1, innIp: '7707083893', legalName: 'ООО «Ромашка»' })).json(),
    );
    expect(legal.bodyData).toMatchObject({ personType: 1, innIp: '7707083893', legalName: 'ООО «Ромашка»' });
    const person = checkoutUpdateReplySchema.parse((await who.update({ personType: 0 })).json());
    expect(person.bodyData).toMatchObject({ personType: 0, innIp: '', legalName: '' });
  });
});

describe('POST /cart/send/', () => {
  it('refuses an empty cart and missing fields with 200 FAIL 409, writing nothing', async () => {
    const who = await shopper();
    const before = orderCount();
    expect((await who.send({ phone: '9123456789', paymentType: 1 }, newKey())).json()).toEqual({
      result: null,
      response: { status: 'FAIL' },
      statusCode: 409,
      error: 'Корзина пуста',
    });
    await who.put(cheap().id);
    const missing = await who.send({}, newKey());
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({
      result: null,
      response: { status: 'FAIL' },
      statusCode: 409,
      error: 'Укажите телефон',
      messages: ['Укажите телефон', 'Укажите адрес доставки', 'Выберите способ оплаты'],
    });
    const noPoint = await who.send({ phone: '9123456789', deliveryType: 3, paymentType: 4 }, newKey());
    expect(noPoint.json().error).toBe('Выберите пункт выдачи');
    expect(orderCount()).toBe(before);
    expect((await who.checkout()).orderingData.phone).toBe('');
    expect((await who.call({ method: 'GET', url: '/cart/getCartData/' })).json().countpos).toBe(1);
  });

  it('places one order for a repeated key, and the same order for the same send right after it', async () => {
    const who = await shopper();
    const item = cheap();
    await who.put(item.id, 2);
    const pickup = await savePickupAddress(who);
    const data = { phone: '+7 912 345-67-89', currentAddressId: pickup.id, paymentType: 4, contact: 'Иван, позвонить заранее' };
    const key = newKey();
    const before = orderCount();

    const [first, second] = await Promise.all([who.send(data, key), who.send(data, key)]);
    expect(first?.json().response).toEqual({ status: 'OK' });
    expect(second?.json()).toEqual(first?.json());
    const placed = first?.json().result;
    expect(placed).toMatchObject({ isYookassaPay: false, resetCart: true });
    expect(placed.invoiceNumber).toMatch(/^ИМ-\d{6}$/);
    expect(placed.orderCode).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(orderCount()).toBe(before + 1);
    expect((await who.call({ method: 'GET', url: '/cart/getCartData/' })).json().countpos).toBe(0);

    const doubleClick = await who.send(data, newKey());
    expect(doubleClick.json().result).toEqual(placed);
    expect(orderCount()).toBe(before + 1);

    const stored = shop.query<{
      kind: string;
      delivery_type: number;
      payment_type: number;
      contact: string;
      address: string;
      total: number;
      manager_id: number;
    }>('SELECT kind, delivery_type, payment_type, contact, address, total, manager_id FROM orders WHERE order_code = ?', placed.orderCode);
    expect(stored).toMatchObject({
      kind: 'checkout',
      delivery_type: 3,
      payment_type: 4,
      contact: 'Иван, позвонить заранее',
      total: item.price * 2,
    });
    expect(stored.address).toMatch(/^Самовывоз: /);
    expect(stored.manager_id).toBeGreaterThan(0);

    // A new cart is a new order, whatever the shopper sends.
    await who.put(item.id, 1);
    const next = (await who.send(data, newKey())).json().result;
    expect(next.orderCode).not.toBe(placed.orderCode);
  });

  it('flags card payment for payment type 1', async () => {
    const who = await shopper();
    await who.put(cheap().id);
    const pickup = await savePickupAddress(who);
    const reply = (await who.send({ phone: '9123456789', currentAddressId: pickup.id, paymentType: 1 }, newKey())).json();
    expect(reply.result).toMatchObject({ isYookassaPay: true, resetCart: true });
  });

  it('never answers another shopper’s order for their key', async () => {
    const owner = await shopper();
    await owner.put(cheap().id);
    const pickup = await savePickupAddress(owner);
    const key = newKey();
    expect((await owner.send({ phone: '9123456789', currentAddressId: pickup.id, paymentType: 4 }, key)).json().response.status).toBe('OK');
    const other = await shopper();
    expect((await other.send({ phone: '9123456789' }, key)).json()).toMatchObject({ error: 'Корзина пуста', statusCode: 409 });
  });

  it('refuses a malformed idempotency key', async () => {
    const who = await shopper();
    const response = await who.send({}, 'bad key!');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Неверный ключ идемпотентности');
  });
});

async function placeOrder(who: Shopper, paymentType: number, extra: object = {}) {
  const item = cheap();
  await who.put(item.id, 3);
  const address = await saveCourierAddress(who);
  const result = (await who.send({ phone: '9123456789', currentAddressId: address.id, paymentType, ...extra }, newKey())).json().result;
  return { ...(result as { orderCode: string; invoiceNumber: string }), item, address };
}

describe('order page, confirmation and history', () => {
  it('answers the order page to its owner and 404 to anyone else', async () => {
    const who = await shopper();
    const { orderCode, invoiceNumber, item, address } = await placeOrder(who, 4);
    const response = await who.page(`/o/${orderCode}/?resetCart=1`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ status: 'OK', route: 'order', ident: orderCode, seo: { seo_title: `Заказ ${invoiceNumber}` } });
    const data = orderPageDataSchema.parse(page.sections);
    expect(data).toMatchObject({
      title: `Заказ ${invoiceNumber}`,
      orderData: { invoice_number: invoiceNumber, order_code: orderCode, delivery_type: 0, showBtn: true },
      total: {
        positions: 1,
        text: '1 товар',
        isShipment: true,
        shipmentPrice: 390,
        amountWithShipment: item.price * 3 + 390,
        ndsPercent: 20,
      },
      address: address.address,
      paid: false,
      payments: [{ type: 4 }],
    });
    expect(data.products[0]?.position).toMatchObject({ id: item.id, price: item.price, quantity: 3, measure: 'шт', isNotAvailable: false });
    expect(data.dateValue).toMatch(/^\d{1,2} [а-я]+, [а-я]+, 9:00−18:00$/);
    expect(data.invoiceUrl).toMatch(new RegExp(`^/order/invoice/${orderCode}/\\?token=[A-Za-z0-9_-]+$`));

    const stranger = await shopper();
    const hidden = await stranger.page(`/o/${orderCode}/`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({
      status: 'FAIL',
      route: 'order',
      seo: { seo_title: 'Заказ не найден' },
      sections: { title: 'Заказ не найден' },
    });
    expect((await who.page('/o/NOSUCHCODE/')).statusCode).toBe(404);
  });

  it('confirms the latest order of the shopper', async () => {
    const who = await shopper();
    const { orderCode, invoiceNumber } = await placeOrder(who, 4);
    const page = (await who.page('/confirmation/')).json();
    expect(page.route).toBe('confirmation');
    const data = confirmationPageSchema.parse(page.sections);
    expect(data.upperMsg).toBe(`Заказ ${invoiceNumber} принят`);
    expect(data.message).toContain(`href="/o/${orderCode}/"`);
  });

  it('lists checkout and one-click orders, removes one and keeps a comment', async () => {
    const who = await shopper();
    const checkout = await placeOrder(who, 4);
    await who.put(cheap().id);
    const oneClick = (await who.call({ method: 'PUT', url: '/api/v1/Cart/createOneClickOrder/?phone=9123456789' })).json().result.orderCode;

    const history = orderHistorySchema.parse((await who.page('/order/history/')).json().sections);
    expect(history.orders.map((order) => order.order_code)).toEqual([oneClick, checkout.orderCode]);
    expect(history.orders[0]?.address).toBe('Заказ в 1 клик: адрес уточнит менеджер');
    const [latest, earlier] = history.orders;
    if (!latest || !earlier) throw new Error('two orders expected');

    const comment = await who.call({
      method: 'POST',
      url: '/order/changeHistoryComment/',
      payload: { orderId: earlier.id, comment: 'Для дачи' },
    });
    expect(comment.json()).toMatchObject({
      status: 'OK',
      orderData: { id: earlier.id, comment: 'Для дачи', order_code: checkout.orderCode },
    });
    const tooLong = await who.call({
      method: 'POST',
      url: '/order/changeHistoryComment/',
      payload: { orderId: earlier.id, comment: 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toBe('Комментарий не может быть длиннее 1000 символов');

    const removed = await who.call({ method: 'DELETE', url: `/order/removeHistoryOrder/?orderId=${latest.id}` });
    expect(removed.json()).toEqual({ status: 'OK', id: latest.id });
    const after = orderHistorySchema.parse((await who.page('/order/history/')).json().sections);
    expect(after.orders).toEqual([expect.objectContaining({ id: earlier.id, comment: 'Для дачи' })]);
    expect((await who.call({ method: 'DELETE', url: `/order/removeHistoryOrder/?orderId=${latest.id}` })).statusCode).toBe(404);

    const stranger = await shopper();
    expect(orderHistorySchema.parse((await stranger.page('/order/history/')).json().sections).orders).toEqual([]);
    const foreign = await stranger.call({
      method: 'POST',
      url: '/order/changeHistoryComment/',
      payload: { orderId: earlier.id, comment: 'чужой' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ status: 'FAIL', error: 'Заказ не найден' });
  });
});

describe('card payment on the demo payment page', () => {
  it('pays the order on the page and returns the shopper to the order page of the shop', async () => {
    const who = await shopper();
    const { orderCode, invoiceNumber, item } = await placeOrder(who, 1);
    const start = await who.call({
      method: 'POST',
      url: '/api/v1/cart/cardPayment/',
      payload: { invoiceNumber, orderingPage: true, referrer: 'http://localhost:5173/cart/' },
    });
    const payUrl = new URL(start.json().result.payUrl as string);
    expect(payUrl.origin).toBe('http://127.0.0.1:4010');

    const page = await shop.app.inject({ method: 'GET', url: payUrl.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.cookies).toHaveLength(0);
    expect(page.body).toContain(`Оплата заказа ${invoiceNumber}`);
    expect(page.body).toContain(`${new Intl.NumberFormat('ru-RU').format(item.price * 3 + 390)} ₽`);
    expect(page.body).toContain('Оплатить');
    expect(page.body).toContain('Отменить');

    const cancel = await shop.app.inject({
      method: 'POST',
      url: `${payUrl.pathname}cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    expect(cancel.headers.location).toBe(`http://localhost:5173/o/${orderCode}/`);
    expect(orderPageDataSchema.parse((await who.page(`/o/${orderCode}/`)).json().sections).paid).toBe(false);

    // The browser holds the form's redirect back to the shop to form-action: the shop's origin is allowed there.
    const payPage = await shop.app.inject({ method: 'GET', url: payUrl.pathname });
    expect(payPage.headers['content-security-policy']).toContain("form-action 'self' http://localhost:5173;");
    const pay = await shop.app.inject({
      method: 'POST',
      url: `${payUrl.pathname}pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(`http://localhost:5173/o/${orderCode}/`);
    const paid = orderPageDataSchema.parse((await who.page(`/o/${orderCode}/`)).json().sections);
    expect(paid).toMatchObject({ paid: true, showConfirmModal: true, payments: [], orderData: { showBtn: false } });

    const again = await who.call({ method: 'POST', url: '/api/v1/cart/cardPayment/', payload: { invoiceNumber, orderingPage: true } });
    expect(again.json()).toMatchObject({ response: { status: 'FAIL' }, statusCode: 409, error: 'Заказ уже оплачен' });
  });

  it('returns to the configured shop, not to a site the referrer names', async () => {
    const who = await shopper();
    const { orderCode } = await placeOrder(who, 1);
    const url = await who.call({ method: 'GET', url: `/api/v1/yookassa/getPayUrlByOrder/?orderCode=${orderCode}&paymentType=1` });
    expect(url.json()).toMatchObject({
      status: 'OK',
      paymentUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4010\/demo-pay\/[A-Za-z0-9_-]+\/$/),
    });
    const { invoiceNumber } = shop.query<{ invoiceNumber: string }>(
      'SELECT invoice_number AS invoiceNumber FROM orders WHERE order_code = ?',
      orderCode,
    );
    await who.call({ method: 'POST', url: '/api/v1/cart/cardPayment/', payload: { invoiceNumber, referrer: 'https://evil.example/' } });
    const payPath = new URL(url.json().paymentUrl as string).pathname;
    const pay = await shop.app.inject({ method: 'POST', url: `${payPath}pay` });
    expect(pay.headers.location).toBe(`http://localhost:3000/o/${orderCode}/`);
  });

  it('refuses online payment of an invoice, unknown orders and unknown payment pages', async () => {
    const who = await shopper();
    const { orderCode } = await placeOrder(who, 4);
    const invoice = await who.call({ method: 'GET', url: `/api/v1/yookassa/getPayUrlByOrder/?orderCode=${orderCode}&paymentType=4` });
    expect(invoice.statusCode).toBe(400);
    const stranger = await shopper();
    const foreign = await stranger.call({ method: 'GET', url: `/api/v1/yookassa/getPayUrlByOrder/?orderCode=${orderCode}&paymentType=1` });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toBe('Заказ не найден');
    const missing = await shop.app.inject({ method: 'GET', url: '/demo-pay/aaaaaaaaaaaaaaaaaaaaaaaa/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Платёж не найден');
  });
});

describe('invoice', () => {
  it('is a printable HTML document for the link’s token or the owner, and nobody else', async () => {
    const who = await shopper();
    const { orderCode, invoiceNumber, item } = await placeOrder(who, 4, {
      personType: 1,
      innIp: '7707083893',
      legalName: 'ООО «Рога & <Копыта>»',
    });
    const data = orderPageDataSchema.parse((await who.page(`/o/${orderCode}/`)).json().sections);
    const byLink = await shop.app.inject({ method: 'GET', url: data.invoiceUrl });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.cookies).toHaveLength(0);
    expect(byLink.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(byLink.headers['content-security-policy']).toContain("default-src 'none'");
    const html = byLink.body;
    expect(html).toContain(`Счёт на оплату № ${invoiceNumber}`);
    expect(html).toContain('ООО «Рога &amp; &lt;Копыта&gt;», ИНН 7707083893');
    expect(html).not.toContain('<Копыта>');
    expect(html).not.toMatch(/<script/i);
    const total = item.price * 3 + 390;
    const amount = (value: number) => new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2 }).format(value);
    expect(html).toContain(amount(total));
    expect(html).toContain(`В том числе НДС (20%):</td><td>${amount(Math.round((total * 20 * 100) / 120) / 100)}`);
    expect(html).toContain('Доставка курьером');
    const sellerInn = /ИНН (\d{10}) {2}КПП/.exec(html)?.[1] ?? '';
    expect(isValidInn(sellerInn)).toBe(true);

    const byOwner = await who.call({ method: 'GET', url: `/order/invoice/${orderCode}/` });
    expect(byOwner.statusCode).toBe(200);
    const stranger = await shopper();
    expect((await stranger.call({ method: 'GET', url: `/order/invoice/${orderCode}/` })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `/order/invoice/${orderCode}/?token=wrong` })).statusCode).toBe(404);
  });
});

describe('persistence', () => {
  it('keeps the ordering data of a session across a restart', async () => {
    const who = await shopper();
    await who.update({ phone: '9161234567', contact: 'Пётр', deliveryToDoorFloor: 7 });
    await shop.reopen();
    const page = await who.checkout();
    expect(page.orderingData).toMatchObject({ phone: '9161234567', contact: 'Пётр', deliveryToDoorFloor: 7 });
  });
});
