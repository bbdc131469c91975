import { describe, expect, it } from 'vitest';
import { pageDataSchema } from '@shop/contracts/page.ts';
import { productPageSchema, type ProductPage } from '@shop/contracts/product.ts';
import { pageWidgetsSchema } from '@shop/contracts/widgets.ts';
import { useDemoShop } from '../testing/use-demo-shop.ts';

/** The product page, its comments and the widgets through the BFF against the real demo upstream. */

const demo = useDemoShop();
let product: ProductPage;
let tiles: Array<{ url: string }>;

const page = async (path: string) => {
  const response = await demo.shopper.call({ url: `/api/page?path=${encodeURIComponent(path)}` });
  return { response, data: pageDataSchema.parse(response.json().data) };
};

/** Signs the BFF demo.shopper's session in on the upstream's own path, as the sign-in screen would. */
async function signUp(email: string, username: string) {
  const response = await fetch(`${demo.shop.upstream.url}/api/v1/Auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: demo.shopper.cookie },
    body: JSON.stringify({ email, password: 'secret-password-1', username }),
  });
  expect(response.status).toBe(200);
  // Signing in renews the session id (against session fixation).
  demo.shopper.adopt(response);
}

describe('the product page through the BFF', () => {
  it('lists the main page widgets with product tiles to follow', async () => {
    const { data } = await page('/');
    const widgets = pageWidgetsSchema.parse(data.widgets);
    const sale = widgets.find((entry) => entry.widgetKey === 'main_palisade_sale')?.widgetData;
    if (sale?.widgetTypeName !== 'palisade') throw new Error('the sale palisade is missing');
    tiles = sale.defaultProducts;
    expect(tiles.length).toBeGreaterThan(2);
  });

  it('answers a product path with the product page sections', async () => {
    const { response, data } = await page(tiles[0]?.url ?? '/');
    expect(response.statusCode).toBe(200);
    expect(data.route).toBe('assortment');
    product = productPageSchema.parse(data.sections);
    expect(product.productUrl).toBe(tiles[0]?.url);
    expect(product.priceBlock.oldPrice).not.toBeNull();
  });

  it('answers a selector choice with the new address and the page of the variety', async () => {
    const response = await demo.shopper.call({
      url: `/api/products/selector?path=${encodeURIComponent(product.productUrl)}&sourceAssId=${product.assortment.id}`,
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.url).toBe(product.productUrl);
    expect(productPageSchema.parse(data.product).assortment.id).toBe(product.assortment.id);
    const missing = await demo.shopper.call({ url: '/api/products/selector?path=%2Fno-such-product%2F' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers the price block, the comment lists and the strips', async () => {
    const id = product.product.id;
    const price = await demo.shopper.call({
      url: `/api/products/${id}/price-block?assortmentId=${product.assortment.id}&units=${product.currentMultism.id}`,
    });
    expect(price.json()).toMatchObject({ status: 'OK', data: { assortmentId: product.assortment.id, priceBlock: product.priceBlock } });
    for (const list of ['forum', 'reviews', 'short-reviews']) {
      expect((await demo.shopper.call({ url: `/api/products/${id}/${list}` })).statusCode).toBe(200);
    }
    const analogs = await demo.shopper.call({
      url: `/api/products/${id}/widgets/product_page_analogs?assortmentId=${product.assortment.id}`,
    });
    expect(analogs.json().data.widgetData.widget_key).toBe('product_page_analogs');
    expect((await demo.shopper.call({ url: '/api/products/999999/reviews' })).statusCode).toBe(404);
  });

  it('serves the documents and the gallery views', async () => {
    for (const tile of tiles) {
      const sections = productPageSchema.parse((await page(tile.url)).data.sections);
      const doc = sections.characteristics.docs[0];
      if (!doc) continue;
      const file = await demo.shopper.call({ url: `/api${doc.url}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(doc.ico === 'pdf' ? /^application\/pdf/ : /^text\/html/);
      const picture = await demo.shopper.call({ url: `/api${sections.assortment.MainImage.productThumbnail}` });
      expect(picture.headers['content-type']).toBe('image/png');
      return;
    }
    throw new Error('none of the sale goods has documents');
  });
});

describe('comments through the BFF', () => {
  it('asks a guest to sign in', async () => {
    const response = await demo.shopper.call({
      method: 'POST',
      url: '/api/comments',
      payload: { productId: product.product.id, type: 'comment', text: 'Вопрос' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Войдите, чтобы оставить отзыв');
  });

  it('lets a signed-in demo.shopper review, refuses rating it himself, and deletes it', async () => {
    await signUp('reviewer@example.ru', 'Рецензент');
    const written = await demo.shopper.call({
      method: 'POST',
      url: '/api/comments',
      payload: { productId: product.product.id, type: 'review', text: 'Отличная вещь', vote: 5 },
    });
    expect(written.statusCode).toBe(200);
    const { comment } = written.json().data;
    expect(comment).toMatchObject({ author: 'Рецензент', vote: 5, editable: true });

    const reviews = (await demo.shopper.call({ url: `/api/products/${product.product.id}/reviews` })).json().data;
    expect(reviews.comments.some((entry: { id: number }) => entry.id === comment.id)).toBe(true);
    expect(reviews.votes.total).toBe(product.votes.total + 1);

    const own = await demo.shopper.call({ method: 'POST', url: `/api/comments/${comment.id}/rating`, payload: { rate: 1 } });
    expect(own.statusCode).toBe(409);
    const deleted = await demo.shopper.call({ method: 'DELETE', url: `/api/comments/${comment.id}` });
    expect(deleted.json().data.deleted).toEqual([comment.id]);
  });
});

describe('notifications, discount requests, tooltips and widgets through the BFF', () => {
  it('subscribes to the price and asks for a discount', async () => {
    const subscribed = await demo.shopper.call({
      method: 'POST',
      url: '/api/notifications/price-change',
      payload: { assortmentId: product.assortment.id, email: 'buyer@example.ru' },
    });
    expect(subscribed.json()).toMatchObject({
      status: 'OK',
      messages: [{ kind: 'success', text: 'Мы сообщим об изменении цены на buyer@example.ru' }],
    });
    const request = await demo.shopper.call({
      method: 'POST',
      url: '/api/discount-requests',
      payload: {
        assortmentId: product.assortment.id,
        quantity: 10,
        multismId: product.currentMultism.id,
        price: 100,
        email: 'buyer@example.ru',
        phone: '+7 912 345-67-89',
      },
    });
    expect(request.json()).toMatchObject({ status: 'OK', data: { requestId: expect.any(Number) } });
  });

  it('reads a tooltip', async () => {
    const response = await demo.shopper.call({ url: '/api/tooltips/express' });
    expect(response.json().data.tooltipData).toContain('Экспресс, 4 часа');
  });

  it('revalidates a widget by its hash and shows the goods viewed', async () => {
    const first = (await demo.shopper.call({ url: '/api/widgets/popfullCHK' })).json().data;
    expect(first.notModified).toBe(false);
    const again = (await demo.shopper.call({ url: `/api/widgets/popfullCHK?hash=${first.widgetHash}` })).json().data;
    expect(again).toEqual({ widgetKey: 'popfullCHK', widgetHash: first.widgetHash, notModified: true });
    const history = (await demo.shopper.call({ url: '/api/widgets/defined/product_history' })).json().data;
    expect(history.widgetData.defaultProducts.map((tile: { url: string }) => tile.url)).toContain(product.productUrl);
    const cart = await demo.shopper.call({ url: '/api/cart/widget?key=cart_page_relates' });
    expect(cart.json()).toMatchObject({ status: 'OK', data: { widgetKey: 'cart_page_relates' } });
  });
});
