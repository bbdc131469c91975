import type { QueryClient } from '@tanstack/react-query';
import type { Boot } from '@shop/contracts/boot.ts';
import { cartQueryKey } from '@/entities/cart/api/cart-cache.ts';
import { pageQueryKey } from '@/entities/page/api/get-page.ts';
import { userQueryKey } from '@/entities/user/api/get-user.ts';

export type { Boot };
export { scriptSafeJson } from '@/lib/script-safe-json.ts';

export const BOOT_ELEMENT_ID = 'shop-boot';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/** The boot data of the document, if the server rendered it; anything unreadable counts as none. */
export function readBoot(document: Document): Boot | null {
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as Partial<Boot> | null;
    if (!boot || typeof boot.path !== 'string' || !Array.isArray(boot.messages)) return null;
    if (boot.siteVersion !== 'mobile' && boot.siteVersion !== 'desktop') return null;
    if (boot.user !== undefined && !isObject(boot.user)) return null;
    if (boot.cart !== undefined && !isObject(boot.cart)) return null;
    // A page, or the cart rendered from its data.
    if (boot.page === null ? boot.cart === undefined : !isObject(boot.page)) return null;
    return boot as Boot;
  } catch {
    return null;
  }
}

/**
 * Puts the boot data where the app's queries read it, on the server before rendering and in the
 * browser before hydrating the server-rendered page: the same keys, so both first renders are the same.
 */
export function seedBootQueries(queryClient: QueryClient, boot: Boot): void {
  if (boot.page) queryClient.setQueryData(pageQueryKey(boot.path), boot.page);
  if (boot.user) queryClient.setQueryData(userQueryKey, boot.user);
  if (boot.cart) queryClient.setQueryData(cartQueryKey, boot.cart);
}
