import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { Boot } from '@shop/contracts/boot.ts';
import { SITE_VERSION_COOKIE } from '@shop/contracts/browser/site.ts';
import { inSpan } from '../tracing/spans.ts';
import type { GuestPageCache, CachedPage, LoadedPage } from '../shared-state/guest-pages.ts';
import { createCachedEncodings } from './cached-encodings.ts';
import { bootOf, isGuestBoot, type PageBoot } from './page-boot.ts';
import { fetchPageData, setCookieOf } from './page-data.ts';
import { type RenderOutcome, type Rendering, sendCachedPage, sendRendering } from './page-replies.ts';
import { shopOriginOf } from './shop-origin.ts';
import { hasSession } from './session.ts';

/** The rendering's input, the same type the web app's server entry takes. */
export type { Boot };

export interface PageRenderer {
  /** Whether the app's page route renders the path (not the cart, an order, monitoring). */
  rendersPath(pathname: string): boolean;
  /** The whole document of the page, or null when the app would not render it from this data. */
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
    rendersPath: PageRenderer['rendersPath'];
  };
  return { render: module.createPageRenderer(webDist), rendersPath: module.rendersPath };
}

/** The page fetch and the server-side render together: past this the shell goes out and the browser renders. */
export const SSR_BUDGET_MS = 2_000;

const MOBILE_AGENT = /Mobi|Android|iPhone|iPod/;
const CHOSEN_VERSION = new RegExp(`(?:^|;\\s*)${SITE_VERSION_COOKIE}=(mobile|desktop)(?:;|$)`);

/**
 * The layout to render: the shopper's chosen one (the app writes it as a cookie), else a phone's
 * own word (Sec-CH-UA-Mobile) or its user agent. The app renders again if it decides otherwise.
 */
export function siteVersionFor(request: FastifyRequest): SiteVersion {
  const chosen = CHOSEN_VERSION.exec(request.headers.cookie ?? '')?.[1];
  if (chosen === 'mobile' || chosen === 'desktop') return chosen;
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

const SHELL_OK: RenderOutcome = { sent: false, status: 200 };

/** The cart's address: the app renders it from the shopper's cart, fetched with their session. */
export const CART_PATH = '/cart/';

const SHELL: Rendering = { kind: 'shell', status: 200 };
const UNAVAILABLE: Rendering = { kind: 'unavailable' };
const LATE: Rendering = { kind: 'shell', status: 200, late: true };

/**
 * How long the upstream may give no page data at all before a page that runs out of the SSR
 * budget says the shop is unavailable. One slow answer on a busy machine is no outage: its page goes
 * out as the shell, which the browser renders from the data it fetches itself, as before the budget.
 */
export const UPSTREAM_SILENCE_MS = 10_000;

/** A page's server-side rendering with the cookies its data calls set. */
type Rendered = { rendering: Rendering; setCookie: string[] };

/**
 * Renders a page address on the server: its data (page-data.ts), the boot data of its document
 * (page-boot.ts), then the web app's HTML of it, sent as the reply (page-replies.ts). An unknown
 * page (the page fetch's 404, a path that is no page) is rendered as the app's error page with
 * status 404, unless it is a listing with unreadable segments: that redirects to the listing
 * without them. When the upstream fails or does not answer within the rendering budget, a page that
 * says the shop is briefly unavailable goes out (unavailable-page.ts). Anything else it cannot
 * render (an unknown layout, the user or cart missing) is left to the shell, which the browser
 * renders as it always could. HEAD renders as GET does, so that it answers the same status and headers.
 *
 * With a session the shopper's own data the app's first render reads (the user in the header, the
 * cart in its count and the cards' quantities) is fetched beside the page and rendered in, so the
 * app hydrates the page as rendered; such a document is the shopper's alone, and never cached. A
 * guest request (no session) makes the page call only, and is answered from the shared cache
 * (shared-state/guest-pages.ts) when there is one: the same document for every guest request to the
 * address in the layout, fresh for a few seconds, then stale while one rendering refreshes it
 * (stale-while-revalidate), and stale while the upstream fails (stale-if-error).
 */
export function createPageRendering(
  app: FastifyInstance,
  renderer: PageRenderer,
  { upstreamSilenceMs = UPSTREAM_SILENCE_MS, publicUrl }: { upstreamSilenceMs?: number | undefined; publicUrl?: string | undefined } = {},
) {
  const encoded = createCachedEncodings();
  const silence = upstreamSilence(upstreamSilenceMs);
  const originOf = originReader(app.log, publicUrl);

  /** A page's server-side rendering, its data fetched included: one span, with the render's own inside. */
  function renderPage(request: FastifyRequest, sitePath: string, siteVersion: SiteVersion, origin: string | null): Promise<Rendered> {
    return inSpan('ssr page', { 'url.path': sitePath.split('?')[0], 'shop.site_version': siteVersion }, async (span) => {
      const rendered = await renderPageUntraced(request, sitePath, siteVersion, origin);
      span?.setAttribute('shop.ssr.outcome', rendered.rendering.kind);
      return rendered;
    });
  }

  async function renderPageUntraced(
    request: FastifyRequest,
    sitePath: string,
    siteVersion: SiteVersion,
    origin: string | null,
  ): Promise<Rendered> {
    const signal = AbortSignal.timeout(SSR_BUDGET_MS);
    const session = hasSession(request.headers.cookie);
    const cartPage = (sitePath.split('?')[0] ?? '') === CART_PATH;
    let setCookie: string[] = [];
    let dataHad = false;
    silence.asked();
    try {
      const data = await fetchPageData(app, request, { sitePath, siteVersion, cartPage, session, signal });
      dataHad = true;
      silence.answered();
      setCookie = setCookieOf(data);
      const booted = bootOf(data, { sitePath, siteVersion, origin, saveData: savesData(request) });
      const rendering = booted.kind === 'boot' ? await renderDocument(renderer, booted, session, signal) : booted;
      return { rendering, setCookie };
    } catch (error) {
      request.log.warn({ err: error, path: sitePath }, 'page not rendered on the server');
      const rendering = failedRendering({ dataHad, aborted: signal.aborted, silent: silence.long(), away: () => app.upstream.away() });
      return { rendering, setCookie };
    }
  }

  /** A page rendered for one request: the shopper's own, with the session its calls began. */
  async function sendOwn(request: FastifyRequest, reply: FastifyReply, sitePath: string, siteVersion: SiteVersion): Promise<RenderOutcome> {
    const { rendering, setCookie } = await renderPage(request, sitePath, siteVersion, originOf(request));
    if (setCookie.length > 0) reply.header('set-cookie', setCookie);
    return sendRendering(reply, rendering);
  }

  /** A guest request: the cached document when there is one, else one rendering for every guest request waiting on it. */
  async function sendGuestPage(
    request: FastifyRequest,
    reply: FastifyReply,
    sitePath: string,
    siteVersion: SiteVersion,
    cache: GuestPageCache,
  ): Promise<RenderOutcome> {
    // The origin is part of the page (its canonical and previews): one rendered for one Host is never another's.
    const origin = originOf(request);
    const read = await cache.read(guestCacheKey(request, siteVersion, origin, sitePath), async () => {
      // The session the page fetch may begin is not handed on: the document is every guest's,
      // and a cache in front stores no Set-Cookie. The shopper's session begins with the app's first call.
      const { rendering } = await renderPage(request, sitePath, siteVersion, origin);
      return cacheLoadOf(rendering);
    });
    app.metrics.cache('page', read.source);
    if (read.page) return sendCachedPage(request, reply, read.page, cache.times, encoded);
    return sendRendering(reply, (read.source === 'loaded' ? read.value : undefined) ?? UNAVAILABLE);
  }

  return async function render(request: FastifyRequest, reply: FastifyReply): Promise<RenderOutcome> {
    const sitePath = request.url;
    const pathname = sitePath.split('?')[0] ?? '';
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !pathname.endsWith('/')) return SHELL_OK;
    if (pathname !== CART_PATH && !renderer.rendersPath(pathname)) return SHELL_OK;
    const siteVersion = siteVersionFor(request);
    const cache = app.guestPages;
    // Only a guest request is ever answered from the cache or written to it; the cart is always someone's.
    if (cache && pathname !== CART_PATH && !hasSession(request.headers.cookie))
      return sendGuestPage(request, reply, sitePath, siteVersion, cache);
    return sendOwn(request, reply, sitePath, siteVersion);
  };
}

/**
 * Since when page data has been asked of the upstream with none given: unset once an answer of
 * any kind comes. A shop that nobody asked anything for a while has an upstream that is quiet, not away.
 */
function upstreamSilence(silenceMs: number) {
  let unansweredSince: number | undefined;
  return {
    asked: () => {
      unansweredSince ??= performance.now();
    },
    answered: () => {
      unansweredSince = undefined;
    },
    /** Whether page data has been asked for and none given for `silenceMs`. */
    long: () => unansweredSince !== undefined && performance.now() - unansweredSince >= silenceMs,
  };
}

/**
 * The origin a rendered page names (shop-origin.ts). Without PUBLIC_URL a shop on a public host does
 * not know its own address: its pages are marked not to be indexed, so that a copy (staging)
 * never competes with the real shop, and it says so once.
 */
function originReader(log: FastifyBaseLogger, publicUrl: string | undefined) {
  let warned = false;
  return (request: FastifyRequest): string | null => {
    const origin = shopOriginOf(request, publicUrl) ?? null;
    if (origin === null && !warned) {
      warned = true;
      log.warn('PUBLIC_URL is unset: pages reached by a public host name are marked noindex and name no canonical address');
    }
    return origin;
  };
}

/** The render of a page's boot data: the document, or the shell when the app would not render it from this data. */
async function renderDocument(
  renderer: PageRenderer,
  { boot, status }: Extract<PageBoot, { kind: 'boot' }>,
  session: boolean,
  signal: AbortSignal,
): Promise<Rendering> {
  const html = await inSpan('ssr render', {}, () => renderer.render(boot, signal));
  if (html === null) return { kind: 'shell', status };
  return { kind: 'document', status, html, shareable: !session && isGuestBoot(boot) };
}

/**
 * What a rendering that threw comes to. The data did not come within the budget, and none has come
 * for a while or the upstream is known to be away (upstream-client/outage.ts): the app's own calls would
 * fail as well. A slow answer among others, or rendering that threw or ran out of time: the browser
 * can render the page from the data it fetches itself.
 */
function failedRendering(failure: { dataHad: boolean; aborted: boolean; silent: boolean; away: () => boolean }): Rendering {
  if (!failure.dataHad && failure.aborted) return failure.silent || failure.away() ? UNAVAILABLE : LATE;
  return failure.aborted ? LATE : SHELL;
}

/** A guest request's key in the shared cache: a data saver's page has other pictures, cached apart from the same address rendered without it. */
function guestCacheKey(request: FastifyRequest, siteVersion: SiteVersion, origin: string | null, sitePath: string): string {
  const variant = savesData(request) ? `${siteVersion}+save-data` : siteVersion;
  return `${variant}|${origin ?? ''}|${sitePath}`;
}

/**
 * What one rendering gives the shared cache: every guest request waiting on it gets its value, and
 * one that may not be cached goes to none of them as rendered. Late data fails the refresh as an
 * error does, so that a cached copy stands in (stale-if-error); with none cached it is the shell.
 */
function cacheLoadOf(rendering: Rendering): LoadedPage<Rendering> {
  const keep = cachedPageOf(rendering);
  const value: Rendering = rendering.kind === 'document' && !keep ? { kind: 'shell', status: rendering.status } : rendering;
  return { value, keep, failed: rendering.kind === 'unavailable' || (rendering.kind === 'shell' && rendering.late === true) };
}

/** What a cache may keep of a rendering: a document nothing personal entered, or a redirect. */
export function cachedPageOf(rendering: Rendering): CachedPage | undefined {
  if (rendering.kind === 'document') return rendering.shareable ? { status: rendering.status, body: rendering.html } : undefined;
  if (rendering.kind === 'redirect') return { status: 302, location: rendering.location, body: '' };
  return undefined;
}
