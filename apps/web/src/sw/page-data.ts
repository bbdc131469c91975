import type { Envelope } from '@shop/contracts/envelope.ts';

/** The address of the page whose data `/api/page?path=…` asks for; null for a path of another origin. */
export function pageAddressOf(dataUrl: string): string | null {
  const url = new URL(dataUrl);
  const path = url.searchParams.get('path');
  if (!path?.startsWith('/') || path.startsWith('//')) return null;
  return `${url.origin}${path}`;
}

/** The boot data's element in a page rendered on the server (app/boot.ts BOOT_ELEMENT_ID). */
const BOOT = /<script id="shop-boot" type="application\/json">([^<]*)<\/script>/;

/**
 * The reply `/api/page` gives for a page, taken from that page rendered on the server: its boot data
 * carries the same page data (app/boot.ts), in JSON that holds no '<'. Null when the document has none
 * (the cart's, the bare shell).
 */
export function pageDataReplyOf(html: string): string | null {
  const json = BOOT.exec(html)?.[1];
  if (json === undefined) return null;
  try {
    const page = (JSON.parse(json) as { page?: unknown } | null)?.page;
    if (typeof page !== 'object' || page === null) return null;
    const reply: Envelope<unknown> = { status: 'OK', data: page, messages: [] };
    return JSON.stringify(reply);
  } catch {
    return null;
  }
}
