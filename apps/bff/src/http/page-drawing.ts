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
import { mayBeListing, readablePath } from '@shop/contracts/rules/listing-url.ts';
import { GUEST_USERNAME } from '@shop/contracts/sign-in-limits.ts';
import { SITE_VERSION_COOKIE, SITE_VERSION_HEADER } from '@shop/contracts/site-version.ts';
import { inSpan } from '../tracing/spans.ts';
import type { FirstVisitCache, FirstVisitTimes, KeptPage } from '../scale/first-visits.ts';
import { addVary } from './cache-instructions.ts';
import { sameOriginPath } from './forms.ts';
import { createKeptEncodings, keptEncodingFor } from './kept-encodings.ts';
import { isPagePath } from './page-paths.ts';
import { shopOriginOf } from './shop-origin.ts';
import { hasSession } from './session.ts';
import { texts } from './texts.ts';
import { UNAVAILABLE_RELOAD_S, unavailablePage } from './unavailable-page.ts';

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

/** The browser asks to save data (Save-Data: on): the page is rendered with smaller pictures and still slides. */
export function savesData(request: FastifyRequest): boolean {
  return (
    String(request.headers['save-data'] ?? '')
      .trim()
      .toLowerCase() === 'on'
  );
}

/** What drawing a page came to: the reply is sent, or the shell goes out with this status for the browser to draw. */
export type DrawOutcome = { sent: true } | { sent: false; status: 200 | 404; late?: true };

const SHELL_OK: DrawOutcome = { sent: false, status: 200 };

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
 * What drawing a page address came to. A document is `shareable` when nothing in it is any
 * shopper's own: drawn without a session, from page data for the guest, with no user or cart.
 */
export type Drawing =
  | { kind: 'document'; status: 200 | 404; html: string; shareable: boolean }
  | { kind: 'redirect'; location: string }
  /**
   * `late`: the data or the drawing did not come within the budget, though the upstream has
   * answered lately: asked again in a moment, the page is likely drawn.
   */
  | { kind: 'shell'; status: 200 | 404; late?: true }
  /** The upstream failed (5xx) or did not answer within the drawing budget. */
  | { kind: 'unavailable' };

/** Whether a boot holds nothing of any shopper's: the page as a guest sees it, no user, no cart. */
export const isGuestBoot = (boot: Boot) =>
  boot.user === undefined && boot.cart === undefined && boot.page !== null && boot.page.user.id === false;

const isServerFailure = (envelope: Envelope<unknown> | null) =>
  envelope === null || (envelope.status === 'FAIL' && (envelope.error?.statusCode ?? 500) >= 500);

const SHELL: Drawing = { kind: 'shell', status: 200 };
const UNAVAILABLE: Drawing = { kind: 'unavailable' };
const LATE: Drawing = { kind: 'shell', status: 200, late: true };

/**
 * How long the upstream may give no page data at all before a page that runs out of the drawing
 * budget says the shop is unavailable. One slow answer on a busy machine is no outage: its page goes
 * out as the shell, which the browser draws from the data it fetches itself, as before the budget.
 */
export const UPSTREAM_SILENCE_MS = 10_000;

/** How a first visit's document may be kept by a cache in front (a CDN), in the cache's own times. */
export function sharedCacheControl(times: FirstVisitTimes): string {
  const seconds = (ms: number) => Math.round(ms / 1000);
  return `public, s-maxage=${seconds(times.freshMs)}, stale-while-revalidate=${seconds(times.staleWhileRevalidateMs)}, stale-if-error=${seconds(times.staleIfErrorMs)}`;
}

/** What a rendered page varies by besides the session: the data saver's pictures and slides. */
const DRAWN_VARY = ['Cookie', 'Save-Data'];
/** What a first visit's document varies by besides the address: the session, the data saver and the layout's signals. */
const FIRST_VISIT_VARY = [...DRAWN_VARY, 'Sec-CH-UA-Mobile', 'User-Agent'];

/**
 * Draws a page address on the server: its data through the BFF's own routes (validated, with the
 * shopper's session, so a page GET upstream happens once per visit as before), then the web app's
 * HTML of it. An unknown page (the page fetch's 404, a path that is no page) is drawn as the app's
 * error page with status 404, unless it is a listing with unreadable segments: that redirects to the
 * listing without them. When the upstream fails or does not answer within the drawing budget, a
 * page that says the shop is briefly unavailable goes out (unavailable-page.ts). Anything else it
 * cannot draw (an unknown layout, the user or cart missing) is left to the shell, which the browser
 * draws as it always could. HEAD draws as GET does, so that it answers the same status and headers.
 *
 * With a session the shopper's own data the app's first render reads (the user in the header, the
 * cart in its count and the cards' quantities) is fetched beside the page and drawn in, so the app
 * takes the page over as drawn; such a document is the shopper's alone, and never kept. A first
 * visit (no session) makes the page call only, and is answered from the first visit cache
 * (scale/first-visits.ts) when there is one: the same document for every first visit to the address
 * in the layout, fresh for a few seconds, then stale while one drawing refreshes it, and stale
 * while the upstream fails.
 */
export function createPageDrawing(
  app: FastifyInstance,
  renderer: PageRenderer,
  { upstreamSilenceMs = UPSTREAM_SILENCE_MS, publicUrl }: { upstreamSilenceMs?: number | undefined; publicUrl?: string | undefined } = {},
) {
  const encoded = createKeptEncodings();
  // Since when page data has been asked of the upstream with none given: unset once an answer of
  // any kind comes. A shop that nobody asked anything for a while has an upstream that is quiet, not away.
  let unansweredSince: number | undefined;
  let originWarned = false;

  /**
   * The origin a rendered page names (shop-origin.ts). Without PUBLIC_URL a shop on a public host does
   * not know its own address: its pages are marked not to be indexed, so that a copy (staging)
   * never competes with the real shop, and it says so once.
   */
  function originOf(request: FastifyRequest): string | null {
    const origin = shopOriginOf(request, publicUrl) ?? null;
    if (origin === null && !originWarned) {
      originWarned = true;
      app.log.warn('PUBLIC_URL is unset: pages reached by a public host name are marked noindex and name no canonical address');
    }
    return origin;
  }

  /** A page's server-side rendering, its data fetched included: one span, with the render's own inside. */
  function draw(
    request: FastifyRequest,
    sitePath: string,
    siteVersion: SiteVersion,
    origin: string | null,
  ): Promise<{ drawing: Drawing; setCookie: string[] }> {
    return inSpan('ssr page', { 'url.path': sitePath.split('?')[0], 'shop.site_version': siteVersion }, async (span) => {
      const drawn = await drawUntraced(request, sitePath, siteVersion, origin);
      span?.setAttribute('shop.ssr.outcome', drawn.drawing.kind);
      return drawn;
    });
  }

  async function drawUntraced(
    request: FastifyRequest,
    sitePath: string,
    siteVersion: SiteVersion,
    origin: string | null,
  ): Promise<{ drawing: Drawing; setCookie: string[] }> {
    const pathname = sitePath.split('?')[0] ?? '';
    const cart = pathname === CART_PATH;
    const signal = AbortSignal.timeout(PAGE_DRAWING_BUDGET_MS);
    const session = hasSession(request.headers.cookie);
    // Only a data saver's page says so: every other boot stays as it was.
    const drawnFor = savesData(request) ? { saveData: true } : {};
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
    let setCookie: string[] = [];
    let dataHad = false;
    const answer = (drawing: Drawing) => ({ drawing, setCookie });
    unansweredSince ??= performance.now();
    try {
      // In parallel: the page (none for the cart), and the shopper's own data when there is a session.
      // The cart is the cart page's data, so it is fetched for a first visit there too.
      const [page, user, cartData] = await Promise.all([
        cart ? null : fetchData<PageData>(`/api/page?path=${encodeURIComponent(sitePath)}`),
        session ? fetchData<{ user: User }>('/api/user') : null,
        session || cart ? fetchData<Cart>('/api/cart') : null,
      ]);
      dataHad = true;
      unansweredSince = undefined;
      // The session these calls began is the shopper's, whatever is drawn.
      setCookie = [page, user, cartData].flatMap((fetched) => fetched?.setCookie ?? []);

      let boot: Boot;
      let status: 200 | 404 = 200;
      if (page === null) {
        if (isServerFailure(cartData?.envelope ?? null)) return answer(UNAVAILABLE);
        boot = { path: sitePath, page: null, siteVersion, origin, messages: [], ...drawnFor };
      } else {
        const envelope = page.envelope;
        if (isServerFailure(envelope)) return answer(UNAVAILABLE);
        if (envelope?.status === 'FAIL' && envelope.error?.statusCode === 404) {
          // A listing with a segment it cannot read goes to what can be read of it, as the app
          // goes there itself: a load without the app lands on the listing too.
          // A path that is no page (a call, a file, the demo's outbox) is not a listing either.
          const readable =
            isPagePath(pathname) && mayBeListing(envelope.error.route)
              ? sameOriginPath(readablePath(pathname, sitePath.slice(pathname.length)))
              : undefined;
          if (readable !== undefined) return answer({ kind: 'redirect', location: readable });
          // The page route shows a failed page as the error page, without its text as a toast.
          status = 404;
          boot = { path: sitePath, page: unknownPage(siteVersion), siteVersion, origin, messages: [], ...drawnFor };
        } else {
          if (envelope?.status !== 'OK') return answer(SHELL);
          if (envelope.redirect?.external) {
            // '{host}/path' is this shop's own address loaded in full: a relative Location says so
            // without trusting the request's Host header, and one that would leave the shop is not followed.
            const location = sameOriginPath(envelope.redirect.url.replaceAll('{host}', ''));
            return answer(location === undefined ? SHELL : { kind: 'redirect', location });
          }
          // An address the server moves: the target's page is drawn, and the app corrects the address.
          if (envelope.data === null) return answer(SHELL);
          if (NOT_FOUND_ROUTES.has(envelope.data.route)) status = 404;
          boot = {
            path: envelope.redirect?.url ?? sitePath,
            page: envelope.data,
            siteVersion,
            origin,
            messages: [...envelope.messages],
            ...drawnFor,
          };
        }
      }
      const shell: Drawing = { kind: 'shell', status };
      // What the first render reads must be had, or the app would find it different and draw the
      // page again: without it the browser draws the page. Their messages are toasts, as when the
      // app fetches them itself.
      if (user) {
        if (user.envelope?.status !== 'OK' || !user.envelope.data) return answer(shell);
        boot.user = user.envelope.data.user;
        boot.messages.push(...user.envelope.messages);
      }
      if (cartData) {
        if (cartData.envelope?.status !== 'OK' || !cartData.envelope.data) return answer(shell);
        boot.cart = cartData.envelope.data;
        boot.messages.push(...cartData.envelope.messages);
      }

      const html = await inSpan('ssr render', {}, () => renderer.render(boot, signal));
      if (html === null) return answer(shell);
      return answer({ kind: 'document', status, html, shareable: !session && isGuestBoot(boot) });
    } catch (error) {
      request.log.warn({ err: error, path: sitePath }, 'page not drawn on the server');
      // The data did not come within the budget, and none has come for a while or the upstream is
      // known to be away (upstream/outage.ts): the app's own calls would fail as well. A slow answer
      // among others, or rendering that threw or ran out of time: the browser can draw the page from
      // the data it fetches itself.
      const silent = unansweredSince !== undefined && performance.now() - unansweredSince >= upstreamSilenceMs;
      if (!dataHad && signal.aborted) return answer(silent || app.upstream.away() ? UNAVAILABLE : LATE);
      return answer(signal.aborted ? LATE : SHELL);
    }
  }

  /** A page drawn for one request: the shopper's own, with the session its calls began. */
  async function sendOwn(request: FastifyRequest, reply: FastifyReply, sitePath: string, siteVersion: SiteVersion): Promise<DrawOutcome> {
    const { drawing, setCookie } = await draw(request, sitePath, siteVersion, originOf(request));
    if (setCookie.length > 0) reply.header('set-cookie', setCookie);
    return send(reply, drawing);
  }

  /** A first visit: the kept document when there is one, else one drawing for every first visit waiting on it. */
  async function sendFirstVisit(
    request: FastifyRequest,
    reply: FastifyReply,
    sitePath: string,
    siteVersion: SiteVersion,
    cache: FirstVisitCache,
  ): Promise<DrawOutcome> {
    // The origin is part of the page (its canonical and previews): one rendered for one Host is never another's.
    const origin = originOf(request);
    // A data saver's page has other pictures: cached apart from the same address rendered without it.
    const variant = savesData(request) ? `${siteVersion}+save-data` : siteVersion;
    const read = await cache.read(`${variant}|${origin ?? ''}|${sitePath}`, async () => {
      // The session the page fetch may begin is not handed on: the document is every first visit's,
      // and a cache in front keeps no Set-Cookie. The shopper's session begins with the app's first call.
      const { drawing } = await draw(request, sitePath, siteVersion, origin);
      const keep = keptPageOf(drawing);
      // Every first visit waiting on this drawing gets its value: one that may not be kept goes to none of them as drawn.
      const value: Drawing = drawing.kind === 'document' && !keep ? { kind: 'shell', status: drawing.status } : drawing;
      // Late data fails the refresh as an error does, so that a kept copy stands in; with none kept it is the shell.
      return { value, keep, failed: drawing.kind === 'unavailable' || (drawing.kind === 'shell' && drawing.late === true) };
    });
    app.metrics.cache('page', read.source);
    if (read.page) {
      addVary(reply, ...FIRST_VISIT_VARY);
      reply.header('cache-control', sharedCacheControl(cache.times)).header('age', String(Math.floor(read.page.ageMs / 1000)));
      if (read.page.location !== undefined) {
        await reply.redirect(read.page.location, read.page.status as 302);
        return SENT;
      }
      addVary(reply, 'Accept-Encoding');
      const encoding = keptEncodingFor(request);
      if (encoding === undefined) {
        await reply.code(read.page.status).header('content-type', HTML).send(read.page.bytes);
        return SENT;
      }
      // Sent as compressed once for every first visit; the compression plugin leaves an encoded reply as it is.
      const body = await encoded(read.page.bytes, encoding);
      await reply
        .code(read.page.status)
        .header('content-type', HTML)
        .header('content-encoding', encoding)
        .header('content-length', String(body.length))
        .send(body);
      return SENT;
    }
    return send(reply, (read.source === 'loaded' ? read.value : undefined) ?? UNAVAILABLE);
  }

  /** A drawing for this request alone: kept by no cache but the browser's, and not even there when it is someone's own. */
  async function send(reply: FastifyReply, drawing: Drawing): Promise<DrawOutcome> {
    switch (drawing.kind) {
      case 'shell':
        return drawing.late ? { sent: false, status: drawing.status, late: true } : { sent: false, status: drawing.status };
      case 'redirect':
        await reply.redirect(drawing.location, 302);
        return SENT;
      case 'unavailable':
        addVary(reply, 'Cookie');
        await reply
          .code(503)
          .header('content-type', HTML)
          .header('cache-control', 'private, no-store')
          .header('retry-after', String(UNAVAILABLE_RETRY_S))
          .send(unavailablePage(reply.request.url));
        return SENT;
      case 'document':
        addVary(reply, ...DRAWN_VARY);
        await reply
          .code(drawing.status)
          .header('content-type', HTML)
          // Drawn from this shopper's data: no shared cache keeps it; with their session, nothing does.
          .header('cache-control', drawing.shareable ? 'private, no-cache' : 'private, no-store')
          .send(drawing.html);
        return SENT;
    }
  }

  return async function drawPage(request: FastifyRequest, reply: FastifyReply): Promise<DrawOutcome> {
    const sitePath = request.url;
    const pathname = sitePath.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !pathname.endsWith('/')) return SHELL_OK;
    if (pathname !== CART_PATH && !renderer.drawsPath(pathname)) return SHELL_OK;
    const siteVersion = siteVersionFor(request);
    const cache = app.firstVisits;
    // Only a first visit is ever answered from the cache or written to it; the cart is always someone's.
    if (cache && pathname !== CART_PATH && !hasSession(request.headers.cookie))
      return sendFirstVisit(request, reply, sitePath, siteVersion, cache);
    return sendOwn(request, reply, sitePath, siteVersion);
  };
}

const HTML = 'text/html; charset=utf-8';
const SENT: DrawOutcome = { sent: true };
/** How soon the unavailable page asks to be loaded again (Retry-After), as it reloads itself. */
const UNAVAILABLE_RETRY_S = UNAVAILABLE_RELOAD_S;

/** What a cache may keep of a drawing: a document nothing personal entered, or a redirect. */
export function keptPageOf(drawing: Drawing): KeptPage | undefined {
  if (drawing.kind === 'document') return drawing.shareable ? { status: drawing.status, body: drawing.html } : undefined;
  if (drawing.kind === 'redirect') return { status: 302, location: drawing.location, body: '' };
  return undefined;
}
