import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CataloguePageSections, ProductCard } from '@shop/contracts/catalogue.ts';
import type { Cart } from '@shop/contracts/cart.ts';
import type { OrderSendReply, OrderHistory } from '@shop/contracts/orders.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { DEFAULT_MONITORING_API_KEY } from '@shop/contracts/monitoring.ts';
import { HttpShopper } from './http-shopper.ts';
import { E2E_UPSTREAM_PORT } from './shop-address.ts';

const page = (path: string) => `/api/page?path=${encodeURIComponent(path)}`;
const monitoringKey = `key=${DEFAULT_MONITORING_API_KEY}`;

/**
 * The whole shop through the BFF alone, the way a new user would try it with curl: a category
 * with a filter and a sort, a product, the cart, sign-in by the code from the development outbox,
 * an order for pickup paid on the demo payment page, the history and the monitoring flag.
 */
describe('a shopper’s journey through the BFF', () => {
  const shopper = new HttpShopper();
  let chosen: ProductCard;
  let order: OrderSendReply;

  it('browses a category, narrows it by a brand and sorts it by price', async () => {
    const category = await shopper.data<PageData>('GET', page('/instrumenty/'));
    expect(category.route).toBe('catalog');
    const sections = category.sections as unknown as CataloguePageSections;
    const brand = sections.filters.find((filter) => filter.target === 'f1');
    if (!brand || brand.type === 'price') throw new Error('no brand filter in /instrumenty/');
    const value = brand.values.find((entry) => !entry.disabled && entry.count >= 2);
    if (!value) throw new Error('no brand with goods in /instrumenty/');

    const filteredPath = `/instrumenty/f1:${value.id}/`;
    const filtered = (await shopper.data<PageData>('GET', page(filteredPath))).sections as unknown as CataloguePageSections;
    expect(filtered.productsParams.total).toBeLessThan(sections.productsParams.total);
    expect(filtered.productsParams.total).toBeGreaterThan(0);

    const sorted = await shopper.data<{ products: ProductCard[] }>(
      'GET',
      `/api/catalog/sorted?path=${encodeURIComponent(filteredPath)}&sortField=price&sortDir=asc`,
    );
    const prices = sorted.products.map((card) => Number(card.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const available = sorted.products.find((card) => !card.outOrder && Number(card.price) > 0);
    if (!available) throw new Error('no available product in the filtered list');
    chosen = available;
  });

  it('opens the product and puts it in the cart', async () => {
    const product = await shopper.data<PageData>('GET', page(chosen.url));
    expect(product.route).toBe('assortment');
    const step = chosen.currentMultism?.mult ?? 1;
    await shopper.data('POST', '/api/cart/items', { assortmentId: chosen.assortmentId, quantity: step });
    const cart = await shopper.data<Cart>('GET', '/api/cart');
    expect(cart.cartPageData.products.map((line) => line.assortment.id)).toContain(chosen.assortmentId);
  });

  it('signs in with the one-time code from the development outbox and keeps the cart', async () => {
    const phone = '79125550123';
    await shopper.data('POST', '/api/auth/code', { phone: `+7 (912) 555-01-23`, email: null });
    const outbox = await (await fetch(`http://127.0.0.1:${E2E_UPSTREAM_PORT}/dev/outbox/`)).text();
    const code = new RegExp(`${phone}\\D+(\\d{6})`).exec(outbox)?.[1];
    if (!code) throw new Error('no code for the phone in the outbox');

    const wrong = await shopper.call('POST', '/api/auth/code/check', { code: code === '000000' ? '111111' : '000000', phone });
    expect(wrong.status).toBe(401);
    const signedIn = await shopper.data<{ user: { id: number | false } }>('POST', '/api/auth/code/check', { code, phone });
    expect(signedIn.user.id).not.toBe(false);

    const cart = await shopper.data<Cart>('GET', '/api/cart');
    expect(cart.cartPageData.products.map((line) => line.assortment.id)).toContain(chosen.assortmentId);
  });

  it('orders for pickup; a repeated submit is the same order', async () => {
    const points = await shopper.data<{ points: Array<{ id: number; cityId: number }> }>('GET', '/api/cities/1/points');
    const point = points.points[0];
    if (!point) throw new Error('Moscow has no pickup points');
    const saved = await shopper.data<{ id: number }>('POST', '/api/user/addresses', {
      cityId: point.cityId,
      pointId: point.id,
      deliveryType: 3,
    });
    await shopper.data('PUT', '/api/ordering/data', {
      orderingData: { phone: '+7 (912) 555-01-23', currentAddressId: saved.id, paymentType: 1 },
    });

    const idempotencyKey = { 'idempotency-key': randomUUID() };
    order = await shopper.data<OrderSendReply>('POST', '/api/orders', {}, idempotencyKey);
    const again = await shopper.data<OrderSendReply>('POST', '/api/orders', {}, idempotencyKey);
    expect(again.orderCode).toBe(order.orderCode);
    expect(order.isCardProviderPay).toBe(true);
    expect((await shopper.data<Cart>('GET', '/api/cart')).cartPageData.products).toEqual([]);
  });

  it('pays on the demo payment page and comes back to the paid order', async () => {
    const { payUrl } = await shopper.data<{ payUrl: string }>(
      'POST',
      `/api/orders/${encodeURIComponent(order.invoiceNumber)}/card-payment`,
      {},
    );
    const paymentPage = await fetch(payUrl);
    expect(await paymentPage.text()).toContain(order.invoiceNumber);
    const paid = await fetch(new URL('pay', payUrl), { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(new RegExp(`/o/${order.orderCode}/$`));

    const orderPage = await shopper.data<{ orderData: { showBtn: boolean } }>('GET', `/api/orders/${order.orderCode}`);
    expect(orderPage.orderData.showBtn).toBe(false);
  });

  it('sees the order in the history, and the monitoring display is told to refresh', async () => {
    const history = await shopper.data<OrderHistory>('GET', '/api/orders/history');
    expect(history.orders.map((entry) => entry.order_code)).toContain(order.orderCode);

    const refused = await shopper.call('GET', '/api/monitoring/updates');
    expect(refused.status).toBe(401);
    expect(refused.envelope.data).toBeNull();
    const updates = await shopper.data<{ updated: boolean }>('GET', `/api/monitoring/updates?${monitoringKey}`);
    expect(updates.updated).toBe(true);
  });
});
