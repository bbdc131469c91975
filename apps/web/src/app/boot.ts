import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@shop/contracts/account.ts';
import type { Cart } from '@shop/contracts/cart.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { Message } from '@shop/contracts/envelope.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { cartQueryKey } from '@/entities/cart/api/cart-cache.ts';
import { pageQueryKey } from '@/entities/page/api/get-page.ts';
import { userQueryKey } from '@/entities/user/api/get-user.ts';

/**
 * What the server hands the app with a page it has drawn: the data the drawing read and the
 * layout it drew. The app starts from these, so its first render matches the server's HTML and
 * nothing is fetched a second time (a page GET has effects upstream).
 */
export type Boot = {
  /** The site path with its query, the page query's key. */
  path: string;
  /** The page route's page data; null for the cart, whose screen reads `cart`. */
  page: PageData | null;
  siteVersion: SiteVersion;
  /** The replies' messages: toasts from the first render on, as fetched data shows them. */
  messages: Message[];
  /**
   * Drawn with the shopper's session: the shopper and their cart, as the header, the cards'
   * quantities and the screens read them from their queries. A first visit has neither.
   */
  user?: User;
  cart?: Cart;
};

export const BOOT_ELEMENT_ID = 'shop-boot';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The boot data of the document, if the server drew it; anything unreadable counts as none. */
export function readBoot(document: Document): Boot | null {
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as Partial<Boot> | null;
    if (!boot || typeof boot.path !== 'string' || !Array.isArray(boot.messages)) return null;
    if (boot.siteVersion !== 'mobile' && boot.siteVersion !== 'desktop') return null;
    if (boot.user !== undefined && !isObject(boot.user)) return null;
    if (boot.cart !== undefined && !isObject(boot.cart)) return null;
    // A page, or the cart drawn from its data.
    if (boot.page === null ? boot.cart === undefined : !isObject(boot.page)) return null;
    return boot as Boot;
  } catch {
    return null;
  }
}

/**
 * Puts the boot data where the app's queries read it, on the server before drawing and in the
 * browser before taking the drawn page over: the same keys, so both first renders are the same.
 */
export function seedBootQueries(queryClient: QueryClient, boot: Boot): void {
  if (boot.page) queryClient.setQueryData(pageQueryKey(boot.path), boot.page);
  if (boot.user) queryClient.setQueryData(userQueryKey, boot.user);
  if (boot.cart) queryClient.setQueryData(cartQueryKey, boot.cart);
}

/** JSON that cannot end the script element it sits in, nor a line in old parsers. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
