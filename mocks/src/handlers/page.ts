import type { PageData } from '@shop/contracts/page.ts';
import { siteVersionSchema } from '@shop/contracts/enums.ts';
import * as catalog from '../catalog-state.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { PAGE_NOT_FOUND, listingPage, mainPage, page, redirects, staticPages } from '../fixtures/page.ts';
import { confirmationPage, history, orderPage } from '../ordering-state.ts';
import { contract } from '@shop/contracts/routes.ts';

const ORDER_PATH = /^\/o\/([A-Za-z0-9]{1,64})\/$/;
const CONFIRMATION_PATH = /^\/confirmation\/(?:([A-Za-z0-9]{1,64})\/)?$/;
const HISTORY_PATH = '/order/history/';

const seoOf = (title: string) => ({ seo_title: title, seo_desc: '', seo_keys: '', seo_canonical: '' });

type Answer = { found: true; page: PageData } | { found: false } | null;

/** The order page, the order history and the confirmation, from the mock shop's orders. */
function orderingPage(path: string): Answer {
  const order = ORDER_PATH.exec(path);
  if (order) {
    const code = order[1] ?? '';
    const data = orderPage(code);
    return data.ok ? { found: true, page: page('order', seoOf(data.value.title), code, data.value) } : { found: false };
  }
  if (path === HISTORY_PATH) return { found: true, page: page('orderHistory', seoOf('История заказов'), null, history()) };
  const confirmation = CONFIRMATION_PATH.exec(path);
  if (confirmation) {
    const code = confirmation[1] ?? null;
    const data = confirmationPage(code);
    return data.ok ? { found: true, page: page('confirmation', seoOf(data.value.title), code, data.value) } : { found: false };
  }
  return null;
}

export const pageHandlers = [
  handle(contract.page.getPage, ({ query, request }) => {
    const siteVersion = siteVersionSchema.catch('desktop').parse(request.headers.get('site-version'));
    const pathname = query.path.split('?')[0] ?? query.path;
    const redirect = redirects[pathname];
    const path = redirect ? redirect.url.replace('{host}', '') : query.path;
    const target = path.split('?')[0] ?? path;
    const ordering = orderingPage(target);
    // An order that is not the shopper's is a page that does not exist, as the upstream answers it.
    if (ordering && !ordering.found) return failure(404, PAGE_NOT_FOUND, 'pagenotfound');
    const found =
      ordering?.page ??
      (target === '/' ? mainPage(siteVersion) : undefined) ??
      staticPages[target] ??
      listingPage(path, {
        siteVersion,
        favorites: catalog.favoriteIds(),
        favoriteCategories: catalog.favoriteCategoryIds(),
        viewMode: catalog.currentView(),
      });
    if (!found) return failure(404, PAGE_NOT_FOUND, 'pagenotfound');
    return ok({ ...found, siteVersion }, [], redirect);
  }),
];
