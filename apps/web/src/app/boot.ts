import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { Message } from '@shop/contracts/envelope.ts';
import type { PageData } from '@shop/contracts/page.ts';

/**
 * What the server hands the app with a page it has drawn: the page data the drawing used and the
 * layout it drew. The app starts from these, so its first render matches the server's HTML and
 * the page is not fetched a second time (a page GET has effects upstream).
 */
export type Boot = {
  /** The site path with its query, the page query's key. */
  path: string;
  page: PageData;
  siteVersion: SiteVersion;
  /** The page reply's messages: toasts from the first render on, as a fetched page shows them. */
  messages: Message[];
};

export const BOOT_ELEMENT_ID = 'shop-boot';

/** The boot data of the document, if the server drew it; anything unreadable counts as none. */
export function readBoot(document: Document): Boot | null {
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as Partial<Boot> | null;
    return boot && typeof boot.path === 'string' && boot.page && Array.isArray(boot.messages) && (boot.siteVersion === 'mobile' || boot.siteVersion === 'desktop')
      ? (boot as Boot)
      : null;
  } catch {
    return null;
  }
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
