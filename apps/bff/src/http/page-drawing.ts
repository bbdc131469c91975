import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '@shop/contracts/account.ts';
import type { Cart } from '@shop/contracts/cart.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { Envelope } from '@shop/contracts/envelope.ts';
import type { PageData } from '@shop/contracts/page.ts';
import type { Boot } from '@shop/contracts/boot.ts';
import { readablePath } from '@shop/contracts/rules/listing-url.ts';
import { GUEST_USERNAME } from '@shop/contracts/sign-in-limits.ts';
import { SITE_VERSION_COOKIE, SITE_VERSION_HEADER } from '@shop/contracts/wire.ts';
import { addVary } from './cache-instructions.ts';
import { isPagePath } from './page-paths.ts';
import { hasSession } from './session.ts';
import { texts } from './texts.ts';

/** The drawing's input, the same type the web app's server entry takes. */
export type { Boot };

export interface PageRenderer {
  /** Whether the app's page route draws the path (not the cart, an order, monitoring). */
  drawsPath(pathname: string): boolean;
  /** The whole document of the page, or null when the app would not draw it from this data. */
  render(boot: Boot, signal: AbortSignal): Promise<string | null>;
}

/** The server bundle of the web build, beside its client build: apps/web/dist-server. */
export const serverEntryOf = (webDist: string) => path.join(webDist, '..', 'dist-server', 'entry-server.js');

/** The web app's page renderer, when its server bundle is built; otherwise pages go out as the bare shell. */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | null> {
  const entry = serverEntryOf(webDist);
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as {
    createPageRenderer(webDist: string): PageRenderer['render'];
    drawsPath: PageRenderer['drawsPath'];
  };
  return { render: module.createPageRenderer(webDist), drawsPath: module.drawsPath };
}

/** The page fetch and the drawing together: past this the shell goes out and the browser draws. */
export const PAGE_DRAWING_BUDGET_MS = 2_000;

const MOBILE_AGENT = /Mobi|Android|iPhone|iPod/;
const KEPT_VERSION = new RegExp(`(?:^|;\\s*)${SITE_VERSION_COOKIE}=(mobile|desktop)(?:;|$)`);

/**
 * The layout to draw: the shopper's kept choice (the app writes it as a cookie), else a phone's
 * own word (Sec-CH-UA-Mobile) or its user agent. The app redraws if it decides otherwise.
 */
export function siteVersionFor(request: FastifyRequest): SiteVersion {
  const kept = KEPT_VERSION.exec(request.headers.cookie ?? '')?.[1];
  if (kept === 'mobile' || kept === 'desktop') return kept;
  if (request.headers['sec-ch-ua-mobile'] === '?1') return 'mobile';
  return MOBILE_AGENT.test(request.headers['user-agent'] ?? '') ? 'mobile' : 'desktop';
}

/** What drawing a page came to: the reply is sent, or the shell goes out with this status for the browser to draw. */
export type DrawOutcome = { sent: true } | { sent: false; status: 200 | 404 };

const SHELL_OK: DrawOutcome = { sent: false, status: 200 };
const SHELL_NOT_FOUND: DrawOutcome = { sent: false, status: 404 };

/** Error route types that say the page is not there (the others are the server's own failures). */
const NOT_FOUND_ROUTES: ReadonlySet<string> = new Set(['pagenotfound', '404page']);

/**
 * The page data of an unknown page, which the app's page route draws as its error page
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

/** The cart's address: the app draws it from the shopper's cart, fetched with their session. */
export const CART_PATH = '/cart/';

const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === 'object' && body !== null && 'status' in body && Array.isArray((body as { messages?: unknown }).messages);

type Fetched<T> = { envelope: Envelope<T> | null; setCookie: string[] };

/**
 * Draws a page address on the server: its data through the BFF's own routes (validated, with the
 * shopper's session, so a page GET upstream happens once per visit as before), then the web app's
 * HTML of it. An unknown page (the page fetch's 404, a path that is no page) is drawn as the app's
 * error page with status 404, unless it is a listing with unreadable segments: that redirects to the
 * listing without them. Anything else it cannot draw (a failed page, an unknown layout, a
 * slow upstream) is left to the shell, which the browser draws as it always could. HEAD draws as
 * GET does, so that it answers the same status and headers.
 *
 * With a session the shopper's own data the app's first render reads (the user in the header, the
 * cart in its count and the cards' quantities) is fetched beside the page and drawn in, so the app
 * takes the page over as drawn; such a document is the shopper's alone. A first visit (no session)
 * makes the page call only.
 */
export function createPageDrawing(app: FastifyInstance, renderer: PageRenderer) {
  return async function drawPage(request: FastifyRequest, reply: FastifyReply): Promise<DrawOutcome> {
    const sitePath = request.url;
    const pathname = sitePath.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !pathname.endsWith('/')) return SHELL_OK;
    const cart = pathname === CART_PATH;
    if (!cart && !renderer.drawsPath(pathname)) return SHELL_OK;
    const siteVersion = siteVersionFor(request);
    const signal = AbortSignal.timeout(PAGE_DRAWING_BUDGET_MS);
    const session = hasSession(request.headers.cookie);
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
    try {
      // In parallel: the page (none for the cart), and the shopper's own data when there is a session.
      // The cart is the cart page's data, so it is fetched for a first visit there too.
      const [page, user, cartData] = await Promise.all([
        cart ? null : fetchData<PageData>(`/api/page?path=${encodeURIComponent(sitePath)}`),
        session ? fetchData<{ user: User }>('/api/user') : null,
        session || cart ? fetchData<Cart>('/api/cart') : null,
      ]);
      // The session these calls began is the shopper's, whatever is drawn.
      const setCookie = [page, user, cartData].flatMap((fetched) => fetched?.setCookie ?? []);
      if (setCookie.length > 0) reply.header('set-cookie', setCookie);

      let boot: Boot;
      let status: 200 | 404 = 200;
      if (page === null) {
        boot = { path: sitePath, page: null, siteVersion, messages: [] };
      } else {
        const envelope = page.envelope;
        if (envelope?.status === 'FAIL' && envelope.error?.statusCode === 404) {
          // A listing with a segment it cannot read goes to what can be read of it, as the app
          // goes there itself: a load without the app lands on the listing too.
          // A path that is no page (a call, a file, the demo's outbox) is not a listing either.
          const readable = isPagePath(pathname) ? readablePath(pathname, sitePath.slice(pathname.length)) : null;
          if (readable !== null) {
            await reply.redirect(readable, 302);
            return { sent: true };
          }
          // The page route shows a failed page as the error page, without its text as a toast.
          status = 404;
          boot = { path: sitePath, page: unknownPage(siteVersion), siteVersion, messages: [] };
        } else {
          if (envelope?.status !== 'OK') return SHELL_OK;
          if (envelope.redirect?.external) {
            // '{host}/path' is this shop's own address loaded in full: a relative Location says so
            // without trusting the request's Host header.
            await reply.redirect(envelope.redirect.url.replaceAll('{host}', ''), 302);
            return { sent: true };
          }
          // An address the server moves: the target's page is drawn, and the app corrects the address.
          if (envelope.data === null) return SHELL_OK;
          if (NOT_FOUND_ROUTES.has(envelope.data.route)) status = 404;
          boot = { path: envelope.redirect?.url ?? sitePath, page: envelope.data, siteVersion, messages: [...envelope.messages] };
        }
      }
      const shell = status === 404 ? SHELL_NOT_FOUND : SHELL_OK;
      // What the first render reads must be had, or the app would find it different and draw the
      // page again: without it the browser draws the page. Their messages are toasts, as when the
      // app fetches them itself.
      if (user) {
        if (user.envelope?.status !== 'OK' || !user.envelope.data) return shell;
        boot.user = user.envelope.data.user;
        boot.messages.push(...user.envelope.messages);
      }
      if (cartData) {
        if (cartData.envelope?.status !== 'OK' || !cartData.envelope.data) return shell;
        boot.cart = cartData.envelope.data;
        boot.messages.push(...cartData.envelope.messages);
      }

      const document = await renderer.render(boot, signal);
      if (document === null) return shell;
      const personal = boot.user !== undefined || boot.cart !== undefined;
      addVary(reply, 'Cookie');
      await reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        // Drawn from this shopper's data: no shared cache keeps it; with their session, nothing does.
        .header('cache-control', personal ? 'private, no-store' : 'private, no-cache')
        .send(document);
      return { sent: true };
    } catch (error) {
      request.log.warn({ err: error, path: sitePath }, 'page not drawn on the server; the browser draws it');
      return SHELL_OK;
    }
  };
}
