import { pageDataOf } from '@shop/contracts/page.ts';
import type { PageCommon, PageData, PageRoute, PageSectionsOf } from '@shop/contracts/page.ts';
import { ORDER_NOT_FOUND } from '@shop/contracts/orders.ts';
import type { OrderOwner } from '../checkout/store.ts';
import type { Store } from '../db/store.ts';
import { confirmationPage, historyItem, orderPageData } from '../checkout/order-view.ts';
import type { PageAnswer, PageContext } from './page-data.ts';

const ORDER_PATH = /^\/o\/([A-Za-z0-9]{1,64})\/$/;
const CONFIRMATION_PATH = /^\/confirmation\/(?:([A-Za-z0-9]{1,64})\/)?$/;
const HISTORY_PATH = '/order/history/';

function ownerOf(context: PageContext): OrderOwner | null {
  if (!context.sessionId) return null;
  return { userId: context.user.id === false ? null : context.user.id, sessionId: context.sessionId };
}

/**
 * Page data of the order page (/o/{orderCode}/), the order history (/order/history/) and the
 * confirmation (/confirmation/, /confirmation/{orderCode}/); null for any other path. Orders
 * belong to the session or user that placed them: another shopper's code is not found.
 */
export function checkoutPage(store: Store, path: string, context: PageContext): PageAnswer | null {
  const common = (ident: PageData['ident'], title: string): PageCommon => ({
    ident,
    seo: { seo_title: title, seo_desc: '', seo_keys: '', seo_canonical: '' },
    siteVersion: context.siteVersion,
    widgets: [],
    user: context.user,
  });
  const page = <R extends PageRoute>(route: R, ident: PageData['ident'], title: string, sections: PageSectionsOf<R>) =>
    pageDataOf(route, sections, common(ident, title));
  const owner = ownerOf(context);

  const orderMatch = ORDER_PATH.exec(path);
  if (orderMatch) {
    const code = orderMatch[1] ?? '';
    const order = owner ? store.checkout.ownedByCode(owner, code) : undefined;
    if (!order) return { found: false, page: { ...common(code, ORDER_NOT_FOUND), route: 'order', sections: { title: ORDER_NOT_FOUND } } };
    const data = orderPageData(order, store.checkout.lines(order.id), new Date());
    return { found: true, page: page('order', code, data.title, data) };
  }

  if (path === HISTORY_PATH) {
    const orders = owner ? store.checkout.history(owner).map(historyItem) : [];
    return { found: true, page: page('orderHistory', null, 'История заказов', { orders }) };
  }

  const confirmationMatch = CONFIRMATION_PATH.exec(path);
  if (confirmationMatch) {
    const code = confirmationMatch[1];
    const order = owner ? (code ? store.checkout.ownedByCode(owner, code) : store.checkout.latest(owner)) : undefined;
    if (code && !order) return { found: false, page: page('confirmation', code, ORDER_NOT_FOUND, confirmationPage(undefined)) };
    const data = confirmationPage(order);
    return { found: true, page: page('confirmation', code ?? null, data.title, data) };
  }
  return null;
}
