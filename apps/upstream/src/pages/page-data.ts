import { pageDataOf } from '@shop/contracts/page.ts';
import type { PageCommon, PageData, PageRoute, PageSectionsOf, PageUser, Seo } from '@shop/contracts/page.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { CategoryRow } from '../catalogue/store.ts';
import type { Store } from '../db/store.ts';
import { mainPageWidgets, resolveProductPage } from './product-page.ts';
import { cataloguePage } from './catalogue-page.ts';
import { checkoutPage } from './order-page.ts';
import { contentPage, unsubscribePage } from './content-page.ts';
import { authorPage } from './author-page.ts';

export const PAGE_NOT_FOUND = 'This page could not be found';
const SHOP_TITLE = 'Интернет-магазин инструментов и товаров для дома';

export interface PageContext {
  siteVersion: SiteVersion;
  user: PageUser;
  /** Whose pages: orders belong to the session or user that placed them. */
  sessionId?: string;
}

/** The page a FAIL reply carries: not bound to the contract's sections (the BFF reads only the error). */
export type FailPage = PageCommon & { route: PageRoute; sections: object };

export type PageAnswer = { found: true; page: PageData; forceRedirectUrl?: string } | { found: false; page: FailPage };

const seo = (title: string, description = '', keys = '', canonical = ''): Seo => ({
  seo_title: title,
  seo_desc: description,
  seo_keys: keys,
  seo_canonical: canonical,
});

const categoryPath = (category: CategoryRow) => `/${category.slug}/`;
const categoryLink = (category: CategoryRow) => ({ id: category.id, name: category.name, path: categoryPath(category) });

/**
 * Page data for a site path (product-widgets-monitoring.md §2 catch-all): content pages (page),
 * a cancelled price subscription (message), main, cart, category (catalog), product (assortment),
 * renamed sections (forceRedirectUrl), or pagenotfound.
 */
export function resolvePage(store: Store, rawPath: string, context: PageContext): PageAnswer {
  const path = rawPath.split('?')[0] ?? '/';
  const page = <R extends PageRoute>(route: R, ident: PageData['ident'], pageSeo: Seo, sections: PageSectionsOf<R>) =>
    pageDataOf(route, sections, {
      ident,
      seo: pageSeo,
      siteVersion: context.siteVersion,
      widgets: route === 'main' ? mainPageWidgets(store, context) : [],
      user: context.user,
    });

  const direct = (target: string): PageData | null => {
    const catalogue = cataloguePage(store, target, rawPath, context);
    if (catalogue) return catalogue;
    if (target === '/') {
      const categories = store.catalogue.topCategories().map(categoryLink);
      return page(
        'main',
        null,
        seo(SHOP_TITLE, 'Инструменты, электрика, сантехника, стройматериалы и товары для сада с доставкой.', '', '/'),
        { categories },
      );
    }
    if (target === '/cart/') return page('cart', null, seo('Корзина'), {});
    // Categories and products are answered above (cataloguePage, resolveProductPage) in the shapes
    // the contract names for routes 'catalog' and 'assortment'.
    return null;
  };

  const content = contentPage(store, path, context) ?? unsubscribePage(store, path, context) ?? authorPage(store, path, context);
  if (content) return content;

  const checkout = checkoutPage(store, path, context);
  if (checkout) return checkout;

  const product = resolveProductPage(store, rawPath, context, page);
  if (product) return product;

  const found = direct(path);
  if (found) return { found: true, page: found };

  const redirect = store.catalogue.redirectFor(path);
  if (redirect) {
    // A redirect out of the shop describes no page of ours: the BFF hands the browser the redirect only.
    const landing = direct(redirect.replace('{host}', '')) ?? page('pagenotfound', null, seo(SHOP_TITLE), {});
    return { found: true, page: landing, forceRedirectUrl: redirect };
  }

  return { found: false, page: page('pagenotfound', null, seo('Страница не найдена'), {}) };
}
