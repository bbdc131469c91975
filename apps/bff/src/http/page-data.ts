import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '@shop/contracts/account.ts';
import type { Cart } from '@shop/contracts/cart.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { Envelope } from '@shop/contracts/envelope.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { SITE_VERSION_HEADER } from '@shop/contracts/browser/site.ts';

/** One call's reply: its envelope (null when the body is none), and the cookies it set. */
export type Fetched<T> = { envelope: Envelope<T> | null; setCookie: string[] };

/** What a page's server-side rendering reads; null for a call it does not make. */
export interface PageDataFetch {
  page: Fetched<PageData> | null;
  user: Fetched<{ user: User }> | null;
  cart: Fetched<Cart> | null;
}

export interface PageDataRequest {
  sitePath: string;
  siteVersion: SiteVersion;
  /** The address is the cart's: its data is the cart, and there is no page call. */
  cartPage: boolean;
  /** The request carries a session: the shopper's user and cart are fetched beside the page. */
  session: boolean;
  signal: AbortSignal;
}

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'status' in body && Array.isArray((body as { messages?: unknown }).messages);

/**
 * A page's data through the BFF's own routes (validated, with the shopper's session, so a page GET
 * upstream happens once per request as before), all calls at once. A guest request makes the page
 * call only, or the cart call for the cart page.
 */
export async function fetchPageData(app: FastifyInstance, request: FastifyRequest, wanted: PageDataRequest): Promise<PageDataFetch> {
  const { sitePath, siteVersion, signal } = wanted;
  const headers: Record<string, string> = {
    accept: 'application/json',
    [SITE_VERSION_HEADER]: siteVersion,
    'x-request-id': request.id,
    ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
  };
  const fetchData = async <T>(url: string): Promise<Fetched<T>> => {
    const response = await app.inject({ method: 'GET', url, headers, signal });
    const setCookie = response.headers['set-cookie'];
    const body: unknown = response.json();
    return {
      envelope: isEnvelope(body) ? (body as Envelope<T>) : null,
      setCookie: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
    };
  };
  const [page, user, cart] = await Promise.all([
    wanted.cartPage ? null : fetchData<PageData>(`/api/page?path=${encodeURIComponent(sitePath)}`),
    wanted.session ? fetchData<{ user: User }>('/api/user') : null,
    wanted.session || wanted.cartPage ? fetchData<Cart>('/api/cart') : null,
  ]);
  return { page, user, cart };
}

/** The cookies the calls set: the session they began is the shopper's, whatever the page comes to. */
export const setCookieOf = (data: PageDataFetch): string[] =>
  [data.page, data.user, data.cart].flatMap((fetched) => fetched?.setCookie ?? []);
