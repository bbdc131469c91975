import { z } from 'zod';
import { defineRoutes, routeTable } from './browser/route.ts';
import {
  cataloguePageSectionsSchema,
  catalogueProductsSchema,
  categoryLinkSchema,
  countReplySchema,
  fullListSectionsSchema,
  listLinkSchema,
  marksGroupSchema,
  menuSectionSchema,
} from './catalogue.ts';
import { productPageSchema } from './product.ts';
import { confirmationPageSchema, orderHistorySchema, orderPageDataSchema } from './orders.ts';
import { htmlSchema } from './widgets.ts';
import { pageCommonSchema, siteAddressSchema } from './page-meta.ts';

export { pageUserSchema, seoSchema, sitePathSchema } from './page-meta.ts';
export type { PageUser, Seo } from './page-meta.ts';

/**
 * Page data by route type (product-widgets-monitoring.md §2, catch-all): each route type has its
 * own `sections`. The BFF checks every page reply against this union, so the web narrows on
 * `route` with types alone.
 */

/** Error route types: the server names which error page to show; their sections say nothing more. */
export const ERROR_PAGE_ROUTES = ['pagenotfound', 'exception', 'unknownErrorPage', '404page'] as const;
export type ErrorPageRoute = (typeof ERROR_PAGE_ROUTES)[number];

/** Route 'main': the top categories (the widgets are the page's `widgets`). */
export const mainPageSectionsSchema = z.object({ categories: z.array(categoryLinkSchema) });
export type MainPageSections = z.infer<typeof mainPageSectionsSchema>;

/**
 * Route 'catalog': the whole listing; with `?onlyOnePage=1` or `?scenario=catalogOnlyProds` only
 * its products and pagination; with `?countAssorts=1` only the count (catalogue.md §7).
 */
export const catalogueRouteSectionsSchema = z.union([cataloguePageSectionsSchema, catalogueProductsSchema, countReplySchema]);
export type CatalogueRouteSections = z.infer<typeof catalogueRouteSectionsSchema>;

/** Route 'page', a content page (/legal/, /delivery/ ...): a title and server HTML. */
export const contentPageSectionsSchema = z.object({ kind: z.literal('content'), title: z.string(), html: htmlSchema });
export type ContentPageSections = z.infer<typeof contentPageSectionsSchema>;

/** Route 'page', the legacy marks and categories pages: a name and the two column layouts. */
export const linkListPageSectionsSchema = z.object({
  name: z.string(),
  /** Desktop: brands by letter, or category sections with their groups and leaves. */
  pageval4: z.union([z.array(marksGroupSchema), z.array(menuSectionSchema)]),
  /** Mobile: one list. */
  pageval4_mobile: z.array(listLinkSchema),
});
export type LinkListPageSections = z.infer<typeof linkListPageSectionsSchema>;

/** Route 'page': full lists (/categories/, /brands/), a content page, or a marks/categories page. */
export const contentRouteSectionsSchema = z.union([fullListSectionsSchema, contentPageSectionsSchema, linkListPageSectionsSchema]);
export type ContentRouteSections = z.infer<typeof contentRouteSectionsSchema>;

/** What the message page's button does when it has no url. */
export const messageActionSchema = z.enum(['back', 'reload']);
export type MessageAction = z.infer<typeof messageActionSchema>;

/** Route 'message': a notice with a button (payment results, unsubscribe, confirmations by link). */
export const messagePageSectionsSchema = z.object({
  title: z.string(),
  text: htmlSchema,
  button: z.union([z.object({ label: z.string(), url: z.string() }), z.object({ label: z.string(), action: messageActionSchema })]),
  footer: htmlSchema.optional(),
  /** Shown as a preformatted block under the text, for support. */
  errorTrace: z.string().optional(),
});
export type MessagePageSections = z.infer<typeof messagePageSectionsSchema>;

/** Route types whose screen takes all it needs from its own endpoints. */
const noSectionsSchema = z.object({});

const pageOf = <R extends string, S extends z.ZodType>(route: R, sections: S) =>
  pageCommonSchema.extend({ route: z.literal(route), sections });

export const pageDataSchema = z.discriminatedUnion('route', [
  pageOf('main', mainPageSectionsSchema),
  pageOf('catalog', catalogueRouteSectionsSchema),
  pageOf('assortment', productPageSchema),
  pageOf('page', contentRouteSectionsSchema),
  pageOf('message', messagePageSectionsSchema),
  pageOf('cart', noSectionsSchema),
  pageOf('order', orderPageDataSchema),
  pageOf('orderHistory', orderHistorySchema),
  pageOf('confirmation', confirmationPageSchema),
  pageOf('pagenotfound', noSectionsSchema),
  pageOf('exception', noSectionsSchema),
  pageOf('unknownErrorPage', noSectionsSchema),
  pageOf('404page', noSectionsSchema),
]);
export type PageData = z.infer<typeof pageDataSchema>;
export type PageRoute = PageData['route'];
/** The page data of one route type. */
export type PageDataOf<R extends PageRoute> = Extract<PageData, { route: R }>;
export type PageSectionsOf<R extends PageRoute> = PageDataOf<R>['sections'];

export const pageRouteSchema = z.enum([
  'main',
  'catalog',
  'assortment',
  'page',
  'message',
  'cart',
  'order',
  'orderHistory',
  'confirmation',
  ...ERROR_PAGE_ROUTES,
]);

export const pageRoutes = defineRoutes(routeTable.page, 'page', {
  getPage: {
    summary: 'Page data for any site path: route type, seo, sections by route type, widgets, redirects',
    description:
      "A page fetch reads only a page: a path ending with `/`, without dot segments, that is none of the legacy calls and files however it is spelt (letter case, percent-encoding): `/api/…`, `/cart/…` but `/cart/`, `/order/…` but `/order/history/`, `/ordering/`, `/product/{id}/get…`, `/catalog/setViewMode/`, `/s/…`, `/shortSearchUrl/`, `/img/…`, `/files/…`, the demo's `/dev/…` and `/health`. Any other well-formed address is 404 'Такой страницы нет' (route `pagenotfound`) without the upstream; a malformed one (`//host/`, a space) is 400",
    // A well-formed address that is no page (a call, a file, an API path) is a 404, not bad input.
    query: z.object({ path: siteAddressSchema }),
    reply: pageDataSchema,
    failures: [404],
  },
});

export type PageCommon = Omit<PageData, 'route' | 'sections'>;

/** Page data of one route type, built so that the route and its sections agree (upstream, mocks, tests). */
export function pageDataOf<R extends PageRoute>(route: R, sections: PageSectionsOf<R>, common: PageCommon): PageDataOf<R> {
  return { ...common, route, sections } as PageDataOf<R>;
}
