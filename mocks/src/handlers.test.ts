import { describe, expect, it } from 'vitest';
import { cartSchema } from '@shop/contracts/cart.ts';
import { allRoutes } from '@shop/contracts/routes.ts';
import { pageDataSchema } from '@shop/contracts/page.ts';
import { handledRoutes } from './contract-handler.ts';
import { cartFixture, emptyCartFixture } from './fixtures/cart.ts';
import type { z } from 'zod';
import { cataloguePageSectionsSchema, fullListSectionsSchema } from '@shop/contracts/catalogue.ts';
import { confirmationPageSchema, orderHistorySchema, orderPageDataSchema } from '@shop/contracts/orders.ts';
import { productPageSchema } from '@shop/contracts/product.ts';
import { MESSAGE_PATH, pages } from './fixtures/page.ts';
import { PAST_ORDER_CODE } from './checkout-state.ts';
import { useMockShop } from './testing/use-mock-shop.ts';
import { callMock as call } from './testing/call.ts';

useMockShop();

describe('coverage of the contract', () => {
  it('has a handler for every BFF route', () => {
    const missing = allRoutes.filter((route) => !handledRoutes.has(route)).map((r) => `${r.method} ${r.path}`);
    expect(missing).toEqual([]);
  });

  it('serves fixtures that parse against the contracts', () => {
    expect(() => cartSchema.parse(cartFixture)).not.toThrow();
    expect(() => cartSchema.parse(emptyCartFixture)).not.toThrow();
    for (const page of Object.values(pages)) expect(() => pageDataSchema.parse(page)).not.toThrow();
  });

  it('starts with every kind of cart line', () => {
    const products = cartFixture.cartPageData.products;
    expect(products.some((p) => p.isNotAvailable)).toBe(true);
    expect(products.some((p) => p.assortment.assval1 === 'sale' && p.discount)).toBe(true);
    expect(products.some((p) => p.multism.mult / p.multism.coef < 1)).toBe(true);
    expect(products.some((p) => p.multism.mult / p.multism.coef > 1)).toBe(true);
    expect(emptyCartFixture.cartPageData.empty).toBe(true);
  });
});

describe('cart handlers', () => {
  it('answer GET /api/cart with the envelope', async () => {
    const { status, envelope } = await call('GET', '/api/cart');
    expect(status).toBe(200);
    expect(envelope.status).toBe('OK');
    expect(envelope.data.countpos).toBe(cartFixture.countpos);
  });

  it('keep a quantity change for the next read', async () => {
    const updated = await call('PATCH', '/api/cart/items/101', { quantity: 3, multism: 1 });
    expect(updated.envelope.data.data.quantity).toBe(3);
    const { envelope } = await call('GET', '/api/cart');
    const drill = envelope.data.cartPageData.products.find((p: { id: number }) => p.id === 101);
    expect(drill.quantity).toBe(3);
    expect(drill.subtotal).toBe(22470);
  });

  it('remove a line and clear the cart', async () => {
    const removed = await call('DELETE', '/api/cart/items/102');
    expect(removed.envelope.data.removedId).toBe(102);
    expect(removed.envelope.data.countpos).toBe(cartFixture.countpos - 1);
    await call('DELETE', '/api/cart');
    const { envelope } = await call('GET', '/api/cart');
    expect(envelope.data.cartPageData.empty).toBe(true);
  });

  it('refuse bad input with a 400 envelope and a Russian message, leaving the cart alone', async () => {
    const { status, envelope } = await call('PATCH', '/api/cart/items/101', { quantity: 10000, multism: 1 });
    expect(status).toBe(400);
    expect(envelope.status).toBe('FAIL');
    expect(envelope.messages[0].text).toBe('Количество должно быть не больше 9999');
    const after = await call('GET', '/api/cart');
    expect(after.envelope.data.cartPageData.products[0].quantity).toBe(1);
  });

  it('refuse a one-click order with a short phone, then accept a full one', async () => {
    const short = await call('POST', '/api/cart/one-click-order', { phone: '12345' });
    expect(short.status).toBe(400);
    const placed = await call('POST', '/api/cart/one-click-order', { phone: '+7 (912) 345-67-89' });
    expect(placed.envelope.data.orderCode).toMatch(/^MOCK\d{6}$/);
    expect(placed.envelope.data.invoiceNumber).toMatch(/^ИМ-\d+$/);
    const again = await call('POST', '/api/cart/one-click-order', { phone: '9123456789' });
    expect(again.envelope.error.message).toBe('Корзина пуста');
  });
});

const contentPaths = ['/legal/', '/legal/agreement/', '/legal/personal/', '/legal/offer/', '/discount/', '/pickup/', '/delivery/'];
/** Every screen of the shop, by the path that leads to it, with the route type the page data names. */
const SCREENS: ReadonlyArray<readonly [path: string, route: string]> = [
  ['/', 'main'],
  ['/instrumenty/', 'catalog'],
  ['/dreli/f1:1,2/price:100,9000/', 'catalog'],
  ['/brands/granit/', 'catalog'],
  [`/search/${encodeURIComponent('дрель')}/`, 'catalog'],
  ...['/favorites/', '/sale/', '/popular/', '/new/', '/history/'].map((path) => [path, 'catalog'] as const),
  ['/drel-akkumulyatornaya-sibir-18v/', 'assortment'],
  ['/categories/', 'page'],
  ['/brands/', 'page'],
  ...contentPaths.map((path) => [path, 'page'] as const),
  [MESSAGE_PATH, 'message'],
  ['/confirmation/', 'confirmation'],
  [`/o/${PAST_ORDER_CODE}/`, 'order'],
  ['/order/history/', 'orderHistory'],
  ['/cart/', 'cart'],
];

/** The contract schema of each route type's sections, where the contracts name one. */
const SECTIONS: Partial<Record<string, z.ZodType>> = {
  catalog: cataloguePageSectionsSchema,
  assortment: productPageSchema,
  order: orderPageDataSchema,
  orderHistory: orderHistorySchema,
  confirmation: confirmationPageSchema,
};

describe('page fixtures', () => {
  it.each(SCREENS)('reach %s (route %s) with page data that parses against the contract', async (path, route) => {
    const { status, envelope } = await call('GET', `/api/page?path=${encodeURIComponent(path)}`);
    expect(status).toBe(200);
    const page = pageDataSchema.parse(envelope.data);
    expect(page.route).toBe(route);
    SECTIONS[route]?.parse(page.sections);
  });

  it('give the full lists, content and message pages the shapes the shop gives them', async () => {
    const sectionsOf = async (path: string) => (await call('GET', `/api/page?path=${encodeURIComponent(path)}`)).envelope.data.sections;
    expect(fullListSectionsSchema.parse(await sectionsOf('/categories/')).kind).toBe('categories');
    expect(fullListSectionsSchema.parse(await sectionsOf('/brands/')).tabs.map((tab) => tab.id)).toEqual(['ru', 'en']);
    for (const path of contentPaths)
      expect(await sectionsOf(path)).toMatchObject({ kind: 'content', title: expect.any(String), html: expect.stringContaining('<p>') });
    expect(await sectionsOf('/delivery/')).toMatchObject({ html: expect.stringContaining('390') });
    expect(await sectionsOf(MESSAGE_PATH)).toMatchObject({
      title: expect.any(String),
      text: expect.any(String),
      button: { label: 'Вернуться к товару' },
    });
    expect(await sectionsOf('/')).toEqual({
      categories: [
        { id: 12, name: 'Инструменты', path: '/instrumenty/' },
        { id: 20, name: 'Электрика', path: '/elektrika/' },
      ],
    });
  });

  it('answer a listing page by page, sort and site version as the shop does', async () => {
    const page2 = await call('GET', `/api/page?path=${encodeURIComponent('/instrumenty/page-2/?sort_field=price')}`, undefined, {
      'site-version': 'mobile',
    });
    const sections = cataloguePageSectionsSchema.parse(page2.envelope.data.sections);
    expect(sections.pagination).toMatchObject({ page: 2, prevPageUrl: '/instrumenty/?sort_field=price&sort_dir=asc' });
    expect(sections.productsParams).toMatchObject({ sortName: 'price', sortDir: 'asc', onPage: 20 });
    const count = await call('GET', `/api/page?path=${encodeURIComponent('/instrumenty/f1:1/?countAssorts=1')}`);
    expect(count.envelope.data.sections).toMatchObject({ contentTitleLabel: expect.stringMatching(/^\d+ товар(а|ов)?$/) });
  });

  it('answer an unknown order code and an unknown path with the not-found envelope', async () => {
    for (const path of ['/o/NOSUCHCODE/', '/confirmation/NOSUCHCODE/', '/no-such-page/', '/dreli/f99:1/']) {
      const { status, envelope } = await call('GET', `/api/page?path=${encodeURIComponent(path)}`);
      expect(status, path).toBe(404);
      expect(envelope.error).toMatchObject({ statusCode: 404, route: 'pagenotfound' });
    }
  });
});

describe('documents', () => {
  it('serve a product’s PDF and HTML documents with their content types, and 404 the rest', async () => {
    const pdf = await call('GET', '/api/files/docs/1101/1.pdf');
    expect(pdf).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(pdf.text.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf.text.trimEnd().endsWith('%%EOF')).toBe(true);
    const html = await call('GET', '/api/files/docs/1101/2.html');
    expect(html.type).toMatch(/^text\/html/);
    expect(html.text).toContain('Схема монтажа');
    const missing = await call('GET', '/api/files/docs/9999/1.pdf');
    expect(missing.status).toBe(404);
    expect(missing.envelope.status).toBe('FAIL');
  });
});

describe('page handler', () => {
  it('answers known paths, redirects renamed ones and 404s the rest', async () => {
    expect((await call('GET', '/api/page?path=%2Fcart%2F')).envelope.data.route).toBe('cart');
    const moved = await call('GET', '/api/page?path=%2Felektroinstrument%2F');
    expect(moved.envelope.redirect).toEqual({ url: '/instrumenty/', external: false });
    const missing = await call('GET', '/api/page?path=%2Fno-such-page%2F');
    expect(missing.status).toBe(404);
    expect(missing.envelope.error).toMatchObject({ statusCode: 404, route: 'pagenotfound' });
  });
});

describe('update reply', () => {
  it('lists only the changed line, as the upstream does with onlyOne', async () => {
    const { envelope } = await call('PATCH', '/api/cart/items/103', { quantity: 2.5, multism: 3 });
    expect(envelope.data.products.map((p: { id: number }) => p.id)).toEqual([103]);
    expect(envelope.data.total.positions).toBe(4);
  });
});
