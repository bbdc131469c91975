import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { browserSession } from '../testing/demo-shop.ts';
import { useDemoShop } from '../testing/use-demo-shop.ts';

/** Checkout to payment and the sales board, through the BFF against the real demo demo.shop. */

const demo = useDemoShop();

const call = (...args: Parameters<ReturnType<typeof browserSession>['call']>) => demo.shopper.call(...args);
const KEY = 'demo-monitoring-key';

async function addFirstAvailable() {
  for (let assortmentId = 1; assortmentId <= 50; assortmentId += 1) {
    const response = await call({ method: 'POST', url: '/api/cart/items', payload: { assortmentId, quantity: 1 } });
    if (response.statusCode === 200) return assortmentId;
  }
  throw new Error('no available assortment among the first 50');
}

describe('checkout through the BFF', () => {
  let orderCode = '';
  let invoiceNumber = '';

  it('reads the checkout of the cart and recomputes it for courier and pickup', async () => {
    await addFirstAvailable();
    const page = await call({ url: '/api/ordering' });
    expect(page.statusCode).toBe(200);
    const { data } = page.json();
    expect(data.cartPageData.products).toHaveLength(1);
    expect(data.cartPageData.datesInfo.dates).toHaveLength(14);
    const point = data.mapData.points[0];
    expect(point).toBeDefined();

    const courier = await call({
      method: 'PUT',
      url: '/api/ordering/data',
      payload: { orderingData: { deliveryType: 0, phone: '+7 912 345-67-89' } },
    });
    expect(courier.json().data.totals).toMatchObject({ deliveryType: 0, deliveryLabel: 'Курьером' });

    const pickup = await call({
      method: 'PUT',
      url: '/api/ordering/data',
      payload: { orderingData: { deliveryType: 3, pointId: point.id, paymentType: 1 } },
    });
    expect(pickup.statusCode).toBe(200);
    expect(pickup.json().data).toMatchObject({
      bodyData: { deliveryType: 3, pointId: point.id, phone: '79123456789' },
      totals: { shipmentPrice: 0, deliveryLabel: 'Самовывоз', timeWindow: '9:00−21:00' },
    });
  });

  it('refuses an INN of the wrong length before the demo shop and keeps the data', async () => {
    const response = await call({ method: 'PUT', url: '/api/ordering/data', payload: { orderingData: { innIp: '77070838' } } });
    expect(response.statusCode).toBe(400);
    expect((await call({ url: '/api/ordering' })).json().data.orderingData.innIp).toBe('');
  });

  it('keeps an INN whose checksum is wrong: the lookup says not found, the rest of the update stands', async () => {
    const response = await call({
      method: 'PUT',
      url: '/api/ordering/data',
      payload: { orderingData: { personType: 1, innIp: '7707083894', contact: 'Позвонить' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.bodyData).toMatchObject({ personType: 1, innIp: '7707083894', contact: 'Позвонить' });
    const lookup = await call({ url: '/api/companies/7707083894' });
    expect(lookup.json().data.resultInfo.status).toBe('NOT_FOUND');
    await call({ method: 'PUT', url: '/api/ordering/data', payload: { orderingData: { personType: 0, contact: '' } } });
  });

  it('places one order for a key sent twice', async () => {
    const key = randomUUID();
    const send = () => call({ method: 'POST', url: '/api/orders', headers: { 'idempotency-key': key }, payload: {} });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    ({ orderCode, invoiceNumber } = first.json().data);
    expect(first.json().data).toMatchObject({ isCardProviderPay: true, resetCart: true });
    const history = (await call({ url: '/api/orders/history' })).json().data.orders;
    expect(history.filter((order: { order_code: string }) => order.order_code === orderCode)).toHaveLength(1);
    expect((await call({ url: '/api/cart' })).json().data.countpos).toBe(0);

    const empty = await call({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { paymentType: 4 },
    });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.message).toBe('Корзина пуста');
  });

  it('pays on the demo payment page and shows the paid order', async () => {
    const start = await call({
      method: 'POST',
      url: `/api/orders/${encodeURIComponent(invoiceNumber)}/card-payment`,
      payload: { referrer: 'http://localhost:3000/cart/' },
    });
    const payUrl = new URL(start.json().data.payUrl as string);
    payUrl.host = new URL(demo.shop.upstream.url).host;
    const page = await fetch(payUrl);
    expect(await page.text()).toContain('Оплатить');
    const paid = await fetch(new URL('pay', payUrl), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/o/${orderCode}/`);

    const order = await call({ url: `/api/orders/${orderCode}` });
    expect(order.json().data).toMatchObject({
      paid: true,
      orderData: { showBtn: false, order_code: orderCode },
      title: `Заказ ${invoiceNumber}`,
    });
  });

  it('serves the invoice of an invoice order and hides orders from other shoppers', async () => {
    await addFirstAvailable();
    const point = (await call({ url: '/api/ordering' })).json().data.mapData.points[0];
    const sent = await call({
      method: 'POST',
      url: '/api/orders',
      headers: { 'idempotency-key': randomUUID() },
      payload: { phone: '9123456789', deliveryType: 3, pointId: point.id, paymentType: 4 },
    });
    const code = sent.json().data.orderCode as string;
    const order = (await call({ url: `/api/orders/${code}` })).json().data;
    expect(order.invoiceUrl).toMatch(new RegExp(`^/api/orders/${code}/invoice\\?token=`));
    const invoice = await demo.shop.app.inject({ url: order.invoiceUrl });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(invoice.body).toContain(`Счёт на оплату № ${order.orderData.invoice_number}`);

    const stranger = browserSession(demo.shop.app);
    expect((await stranger.call({ url: `/api/orders/${code}` })).statusCode).toBe(404);
    expect((await stranger.call({ url: `/api/orders/${code}/invoice` })).statusCode).toBe(404);
  });

  it('signals the sales board once after an order, and only with the key', async () => {
    expect((await call({ url: '/api/monitoring/updates' })).statusCode).toBe(401);
    expect((await call({ url: '/api/monitoring/updates?key=wrong' })).statusCode).toBe(401);
    const first = (await call({ url: `/api/monitoring/updates?key=${KEY}` })).json().data.updated;
    const second = (await call({ url: `/api/monitoring/updates?key=${KEY}` })).json().data.updated;
    expect([first, second]).toEqual([true, false]);
    const board = (await call({ url: `/api/monitoring/sales?key=${KEY}` })).json().data;
    expect(board.sales_values).toHaveLength(5);
    expect(board.orders_values[0].param1).toMatch(/^ИМ-\d{6} — /);
    const portrait = await call({ url: `/api${board.sales_values[0].img}` });
    expect(portrait.headers['content-type']).toContain('image/svg+xml');
  });
});
