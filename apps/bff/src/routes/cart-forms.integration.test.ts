import { describe, expect, it } from 'vitest';
import type { Cart } from '@shop/contracts/cart.ts';
import { useDemoShop } from '../testing/use-demo-shop.ts';

/** The cart's plain HTML forms and the search form, through the BFF against the real demo demo.shop. */

const demo = useDemoShop();

const HOST = 'localhost:3000';
const browser = {
  host: HOST,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-site': 'same-origin',
};

const submit = (url: string, fields: Record<string, string>) =>
  demo.shopper.call({
    method: 'POST',
    url,
    headers: { ...browser, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function cartLines() {
  const response = await demo.shopper.call({ url: '/api/cart' });
  expect(response.statusCode).toBe(200);
  const cart = response.json().data as Cart;
  return cart.cartPageData.products.map((product) => ({
    assortmentId: product.assortment.id,
    quantity: product.quantity,
    multism: product.multism.id,
  }));
}

describe('the cart without the app', () => {
  let assortmentId = 0;

  it("a guest's add by form starts the session and puts the line in the cart", async () => {
    expect(demo.shopper.cookie).toBe('');
    for (let id = 1; id <= 50 && assortmentId === 0; id += 1) {
      const response = await submit('/api/cart/items', { assortmentId: String(id), quantity: '2', colorId: '', back: '/instrumenty/' });
      if (response.statusCode === 303) {
        expect(response.headers.location).toBe('/instrumenty/');
        assortmentId = id;
      } else {
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      }
    }
    expect(assortmentId).toBeGreaterThan(0);
    expect(demo.shopper.cookie).toMatch(/^sid=/);
    expect(await cartLines()).toEqual([expect.objectContaining({ assortmentId, quantity: 2 })]);
  });

  it('sets the quantity and removes the line by form', async () => {
    const [line] = await cartLines();
    const set = await submit(`/api/cart/items/${assortmentId}`, {
      _method: 'PATCH',
      quantity: '3',
      multism: String(line?.multism),
      back: '/cart/',
    });
    expect(set.statusCode).toBe(303);
    expect(set.headers.location).toBe('/cart/');
    expect(await cartLines()).toEqual([expect.objectContaining({ assortmentId, quantity: 3 })]);

    const removed = await submit(`/api/cart/items/${assortmentId}`, { _method: 'DELETE', back: '/cart/' });
    expect(removed.statusCode).toBe(303);
    expect(await cartLines()).toEqual([]);
  });

  it('clears the cart by form', async () => {
    expect((await submit('/api/cart/items', { assortmentId: String(assortmentId), back: '/cart/' })).statusCode).toBe(303);
    const cleared = await submit('/api/cart', { _method: 'DELETE', back: '/cart/' });
    expect(cleared.statusCode).toBe(303);
    expect(await cartLines()).toEqual([]);
  });

  it('shows the upstream’s refusal as a page and changes nothing', async () => {
    const response = await submit('/api/cart/items', { assortmentId: '999999', back: '/cart/' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Не получилось</h1>');
    expect(await cartLines()).toEqual([]);
  });

  it('sends the search form on to the results page', async () => {
    const response = await demo.shopper.call({ url: `/api/search/short-url?q=${encodeURIComponent('дрель')}`, headers: browser });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toMatch(/^\/[^/]/);
    const json = await demo.shopper.call({
      url: `/api/search/short-url?q=${encodeURIComponent('дрель')}`,
      headers: { accept: 'application/json' },
    });
    expect(json.json().data.url).toBe(response.headers.location);
  });
});
