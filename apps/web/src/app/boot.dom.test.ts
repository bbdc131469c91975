import { afterEach, describe, expect, it } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { buyerUserFixture } from '@shop/mocks/fixtures/account.ts';
import { cartFixture } from '@shop/mocks/fixtures/cart.ts';
import { mainPage } from '@shop/mocks/fixtures/page.ts';
import { getCartQueryOptions } from '@/entities/cart/api/get-cart.ts';
import { getPageQueryOptions } from '@/entities/page/api/get-page.ts';
import { currentUserQueryOptions } from '@/entities/user/api/get-user.ts';
import { makeAppServices } from './app-services.ts';
import { BOOT_ELEMENT_ID, readBoot, scriptSafeJson, seedBootQueries, type Boot } from './boot.ts';
import { makeStore } from '@/lib/store.ts';

const pageBoot: Boot = {
  path: '/?utm=mail',
  page: mainPage('desktop'),
  siteVersion: 'desktop',
  origin: 'http://localhost:3000',
  messages: [],
};
const signedIn: Boot = { ...pageBoot, user: buyerUserFixture, cart: cartFixture };
const cartBoot: Boot = {
  path: '/cart/',
  page: null,
  siteVersion: 'mobile',
  origin: null,
  messages: [],
  user: buyerUserFixture,
  cart: cartFixture,
};

/** A document as the server sends it, with `json` in its boot element. */
function documentWith(json: string): Document {
  const page = document.implementation.createHTMLDocument('');
  page.body.innerHTML = `<div id="root"></div><script id="${BOOT_ELEMENT_ID}" type="application/json">${json}</script>`;
  return page;
}

describe('reading the boot data', () => {
  it.each([
    ['a guest page', pageBoot],
    ['a page rendered with the shopper and their cart', signedIn],
    ['the cart, rendered from the cart alone', cartBoot],
  ])('reads %s as it was written', (_, boot) => {
    expect(readBoot(documentWith(scriptSafeJson(boot)))).toEqual(boot);
  });

  it.each([
    ['no page and no cart', { ...pageBoot, page: null }],
    ['a user that is not an object', { ...signedIn, user: 'Демо' }],
    ['a cart that is not an object', { ...signedIn, cart: 7 }],
    ['no layout', { ...pageBoot, siteVersion: 'tablet' }],
  ])('takes boot data with %s for none: the app renders the page itself', (_, boot) => {
    expect(readBoot(documentWith(JSON.stringify(boot)))).toBeNull();
  });

  it('takes unreadable boot data for none', () => {
    expect(readBoot(documentWith('{"path":'))).toBeNull();
  });
});

describe('seeding the queries from the boot data', () => {
  const asked: string[] = [];
  afterEach(() => {
    server.events.removeAllListeners();
    asked.length = 0;
  });

  function services() {
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    return makeAppServices(makeStore(), { navigate: () => {}, assign: () => {}, retry: false });
  }

  it("puts the page, the shopper and the cart under the keys the app's queries read, fresh: nothing is asked again", async () => {
    const { queryClient } = services();
    seedBootQueries(queryClient, signedIn);
    expect(await queryClient.fetchQuery(getPageQueryOptions('/?utm=mail'))).toEqual(signedIn.page);
    expect(await queryClient.fetchQuery(currentUserQueryOptions())).toEqual(buyerUserFixture);
    expect(await queryClient.fetchQuery(getCartQueryOptions())).toEqual(cartFixture);
    expect(asked).toEqual([]);
  });

  it('leaves the shopper and the cart to their queries when the page was rendered without a session', async () => {
    const { queryClient } = services();
    seedBootQueries(queryClient, pageBoot);
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(getCartQueryOptions().queryKey)).toBeUndefined();
  });

  it('seeds no page for the cart', () => {
    const { queryClient } = services();
    seedBootQueries(queryClient, cartBoot);
    expect(queryClient.getQueryCache().findAll({ queryKey: ['page'] })).toEqual([]);
    expect(queryClient.getQueryData(getCartQueryOptions().queryKey)).toEqual(cartFixture);
  });
});
