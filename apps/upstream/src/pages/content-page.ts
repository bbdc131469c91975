import type { PageData, PageSectionsOf, Seo } from '@shop/contracts/page.ts';
import { pageDataOf } from '@shop/contracts/page.ts';
import { escapeHtml } from '@shop/contracts/rules/html.ts';
import type { Store } from '../db/store.ts';
import type { PageAnswer, PageContext } from './page-data.ts';
import { fillTemplate } from '@shop/contracts/rules/text-template.ts';

/** What a shopper reads on the message pages of this file. */
export const MESSAGE_TEXT = {
  unsubscribedTitle: 'Вы отписались от уведомлений о цене',
  alreadyUnsubscribedTitle: 'Вы уже отписались от уведомлений о цене',
  unsubscribedText: (email: string, productLink: string) =>
    `<p>Мы больше не будем писать на <b>${email}</b> об изменении цены товара ${productLink}.</p>` +
    '<p>Передумаете — подпишитесь снова на странице товара.</p>',
  backToProduct: 'Вернуться к товару',
} as const;

/** Where a price-change letter's cancel link leads: `/unsubscribe/{token}/`. */
export const UNSUBSCRIBE_PATH = /^\/unsubscribe\/([0-9a-f]{48})\/$/;
export const unsubscribePath = (token: string) => `/unsubscribe/${token}/`;

const seo = (title: string, description: string, canonical: string): Seo => ({
  seo_title: title,
  seo_desc: description,
  seo_keys: '',
  seo_canonical: canonical,
});

const pageOf = <R extends PageData['route']>(context: PageContext, route: R, pageSeo: Seo, sections: PageSectionsOf<R>): PageData =>
  pageDataOf(route, sections, { ident: null, seo: pageSeo, siteVersion: context.siteVersion, widgets: [], user: context.user });

/** A content page of `content_pages` (route `page`), its figures counted now. */
export function contentPage(store: Store, path: string, context: PageContext): PageAnswer | null {
  const row = store.content.page(path);
  if (!row) return null;
  const figures = store.content.pickupFigures();
  const html = fillTemplate(row.html, { pickupPoints: figures.points, pickupCities: figures.cities });
  return {
    found: true,
    page: pageOf(context, 'page', seo(row.title, row.seo_desc, row.path), { kind: 'content', title: row.title, html }),
  };
}

/**
 * The finished action of a price-change letter's link (route `message`): the subscription is
 * cancelled the first time the link is opened; later opens say so again (mail clients and people
 * open links twice). An unknown token is a page that does not exist.
 */
export function unsubscribePage(store: Store, path: string, context: PageContext, now = new Date()): PageAnswer | null {
  const token = UNSUBSCRIBE_PATH.exec(path)?.[1];
  if (!token) return null;
  const subscription = store.content.subscriptionByToken(token);
  if (!subscription) return null;
  const cancelled = store.content.unsubscribe(subscription.id, now);
  const assortment = store.catalogue.assortment(subscription.assortment_id);
  const productUrl = assortment ? `/${assortment.url}/` : '/';
  const productLink = assortment ? `<a href="${escapeHtml(productUrl)}">${escapeHtml(assortment.name)}</a>` : '';
  const title = cancelled ? MESSAGE_TEXT.unsubscribedTitle : MESSAGE_TEXT.alreadyUnsubscribedTitle;
  return {
    found: true,
    page: pageOf(context, 'message', seo(title, '', ''), {
      title,
      text: MESSAGE_TEXT.unsubscribedText(escapeHtml(subscription.email), productLink),
      // No footer or errorTrace (both optional): the page keeps the shop's own footer.
      button: { label: MESSAGE_TEXT.backToProduct, url: productUrl },
    }),
  };
}
