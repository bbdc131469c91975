import type { PageData } from '@shop/contracts/page.ts';
import { siteVersionSchema } from '@shop/contracts/enums.ts';
import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { PAGE_NOT_FOUND, listingPage, mainPage, page, redirects, seo, staticPages } from '../fixtures/page.ts';
import { confirmationPage, history, orderPage } from '../checkout-state.ts';
import { favoriteIds } from '../state.ts';

const ORDER_PATH = /^\/o\/([A-Za-z0-9]{1,64})\/$/;
const CONFIRMATION_PATH = /^\/confirmation\/(?:([A-Za-z0-9]{1,64})\/)?$/;

/** The order page, the order history and the confirmation, from the mock shop's orders; null when not found. */
function checkoutPage(path: string): PageData | null | undefined {
  const [, code = null] = ORDER_PATH.exec(path) ?? CONFIRMATION_PATH.exec(path) ?? [];
  if (ORDER_PATH.test(path)) {
    const data = orderPage(code ?? '');
    return data.ok ? page('order', seo(data.value.title), code, data.value) : null;
  }
  if (path === '/order/history/') return page('orderHistory', seo('История заказов'), null, history());
  if (!CONFIRMATION_PATH.test(path)) return undefined;
  const data = confirmationPage(code);
  return data ? page('confirmation', seo(data.title), code, data) : null;
}

export const pageHandlers = [
  handle(contract.page.getPage, ({ query, request }) => {
    const siteVersion = siteVersionSchema.catch('desktop').parse(request.headers.get('site-version'));
    const redirect = redirects[query.path.split('?')[0] ?? query.path];
    const path = redirect ? redirect.url.replace('{host}', '') : query.path;
    const target = path.split('?')[0] ?? path;
    const checkout = checkoutPage(target);
    // An order that is not the shopper's is a page that does not exist, as the upstream answers it.
    const found =
      checkout !== undefined
        ? checkout
        : ((target === '/' ? mainPage(siteVersion) : undefined) ??
          staticPages[target] ??
          listingPage(path, { siteVersion, favorites: favoriteIds() }));
    if (!found) return failure(404, PAGE_NOT_FOUND, 'pagenotfound');
    return ok({ ...found, siteVersion }, [], redirect);
  }),
];
