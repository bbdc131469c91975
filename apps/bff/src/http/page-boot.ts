import type { Boot } from '@shop/contracts/boot.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { Envelope } from '@shop/contracts/envelope.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { mayBeListing, readablePath } from '@shop/contracts/rules/listing-url.ts';
import { GUEST_USERNAME } from '@shop/contracts/browser/account.ts';
import { sameOriginPath } from './forms.ts';
import type { Fetched, PageDataFetch } from './page-data.ts';
import { isPagePath } from './page-paths.ts';
import { texts } from './texts.ts';

/**
 * The boot data of a page's document and the status it goes out with, or what the page comes to
 * without a render: a redirect, the shell for the browser to render, or the unavailable page.
 */
export type PageBoot =
  | { kind: 'boot'; boot: Boot; status: 200 | 404 }
  | { kind: 'redirect'; location: string }
  | { kind: 'shell'; status: 200 | 404 }
  | { kind: 'unavailable' };

/** What the boot data says of the request besides the data. */
export interface BootContext {
  sitePath: string;
  siteVersion: SiteVersion;
  origin: string | null;
  saveData: boolean;
}

/** Error route types that say the page is not there (the others are the server's own failures). */
const NOT_FOUND_ROUTES: ReadonlySet<string> = new Set(['pagenotfound', '404page']);

const SHELL: PageBoot = { kind: 'shell', status: 200 };
const UNAVAILABLE: PageBoot = { kind: 'unavailable' };

const isServerFailure = (envelope: Envelope<unknown> | null) =>
  envelope === null || (envelope.status === 'FAIL' && (envelope.error?.statusCode ?? 500) >= 500);

/**
 * The page data of an unknown page, which the app's page route renders as its error page
 * ('Что-то не так', product-widgets-monitoring.md §2): the same page in the browser's first render,
 * which the boot data seeds under the page's key.
 */
export function unknownPage(siteVersion: SiteVersion): PageData {
  return {
    route: 'pagenotfound',
    ident: null,
    seo: { seo_title: texts.pageNotFound, seo_desc: '', seo_keys: '', seo_canonical: '' },
    siteVersion,
    sections: {},
    widgets: [],
    user: { id: false, username: GUEST_USERNAME, favoriteCount: 0 },
  };
}

/** Whether a boot holds nothing of any shopper's: the page as a guest sees it, no user, no cart. */
export const isGuestBoot = (boot: Boot) =>
  boot.user === undefined && boot.cart === undefined && boot.page !== null && boot.page.user.id === false;

/** The boot data from the fetched page data: the page's own, then the shopper's user and cart. */
export function bootOf(data: PageDataFetch, context: BootContext): PageBoot {
  const booted = data.page === null ? cartPageBoot(data.cart, context) : pageBoot(data.page, context);
  return booted.kind === 'boot' ? withShopperData(booted, data) : booted;
}

/** Only a data saver's page says so: every other boot stays as it was. */
const bootOfRequest = ({ sitePath, siteVersion, origin, saveData }: BootContext, page: PageData | null, path = sitePath): Boot => ({
  path,
  page,
  siteVersion,
  origin,
  messages: [],
  ...(saveData ? { saveData: true } : {}),
});

/** The cart page has no page data: its screen reads the cart. */
function cartPageBoot(cart: PageDataFetch['cart'], context: BootContext): PageBoot {
  if (isServerFailure(cart?.envelope ?? null)) return UNAVAILABLE;
  return { kind: 'boot', boot: bootOfRequest(context, null), status: 200 };
}

/**
 * An unknown page (the page fetch's 404) is rendered as the app's error page with status 404,
 * unless it is a listing with unreadable segments: that redirects to the listing without them.
 */
function pageBoot(page: Fetched<PageData>, context: BootContext): PageBoot {
  const { sitePath, siteVersion } = context;
  const envelope = page.envelope;
  if (isServerFailure(envelope)) return UNAVAILABLE;
  if (envelope?.status === 'FAIL' && envelope.error?.statusCode === 404) {
    const pathname = sitePath.split('?')[0] ?? '';
    // A listing with a segment it cannot read goes to what can be read of it, as the app
    // goes there itself: a load without the app lands on the listing too.
    // A path that is no page (a call, a file, the demo's outbox) is not a listing either.
    const readable =
      isPagePath(pathname) && mayBeListing(envelope.error.route)
        ? sameOriginPath(readablePath(pathname, sitePath.slice(pathname.length)))
        : undefined;
    if (readable !== undefined) return { kind: 'redirect', location: readable };
    // The page route shows a failed page as the error page, without its text as a toast.
    return { kind: 'boot', boot: bootOfRequest(context, unknownPage(siteVersion)), status: 404 };
  }
  if (envelope?.status !== 'OK') return SHELL;
  if (envelope.redirect?.external) {
    // '{host}/path' is this shop's own address loaded in full: a relative Location says so
    // without trusting the request's Host header, and one that would leave the shop is not followed.
    const location = sameOriginPath(envelope.redirect.url.replaceAll('{host}', ''));
    return location === undefined ? SHELL : { kind: 'redirect', location };
  }
  // An address the server moves: the target's page is rendered, and the app corrects the address.
  if (envelope.data === null) return SHELL;
  const boot = bootOfRequest(context, envelope.data, envelope.redirect?.url ?? sitePath);
  boot.messages.push(...envelope.messages);
  return { kind: 'boot', boot, status: NOT_FOUND_ROUTES.has(envelope.data.route) ? 404 : 200 };
}

/**
 * What the first render reads must be had, or the app would find it different and render the page
 * again: without it the browser renders the page. Their messages are toasts, as when the app
 * fetches them itself.
 */
function withShopperData(booted: Extract<PageBoot, { kind: 'boot' }>, { user, cart }: PageDataFetch): PageBoot {
  const { boot, status } = booted;
  if (user) {
    if (user.envelope?.status !== 'OK' || !user.envelope.data) return { kind: 'shell', status };
    boot.user = user.envelope.data.user;
    boot.messages.push(...user.envelope.messages);
  }
  if (cart) {
    if (cart.envelope?.status !== 'OK' || !cart.envelope.data) return { kind: 'shell', status };
    boot.cart = cart.envelope.data;
    boot.messages.push(...cart.envelope.messages);
  }
  return booted;
}
