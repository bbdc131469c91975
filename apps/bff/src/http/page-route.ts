import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { fail } from '@shop/contracts/envelope.ts';
import { addVary } from './cache-instructions.ts';
import { sendEnvelope } from './contract-route.ts';
import { sameOriginPath } from './forms.ts';
import { isApiPath } from './not-found-handler.ts';
import { createPageRendering, type PageRenderer } from './page-rendering.ts';
import { shopOriginOf } from './shop-origin.ts';
import { WEB_APP_NOT_BUILT, texts } from './texts.ts';

export interface PageRouteOptions {
  /** apps/web/dist holds the app's index.html (the shell), served by @fastify/static. */
  webAppBuilt: boolean;
  /** apps/web/dist, where the shell is read from to send it with a note for browsers without JavaScript. */
  webDist: string;
  /** Renders page addresses on the server (the web app's server bundle); the bare shell without one. */
  renderer?: PageRenderer | null | undefined;
  /** page-rendering.ts, UPSTREAM_SILENCE_MS. */
  upstreamSilenceMs?: number | undefined;
  /** The shop's public origin (PUBLIC_URL): what rendered pages name as their address. */
  publicUrl?: string | undefined;
}

/** The forms a request may name HTML by: text/html, or XHTML, which a browser reads the same. */
const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

/**
 * Whether the request takes HTML, by its Accept header read as RFC 9110 says: `text/html`, `text/*`,
 * `*\/*` or XHTML at a quality above 0, in any letter case; a request without Accept, or with an
 * empty one, takes anything. Only one that leaves HTML out (JSON alone, say) does not.
 */
export function acceptsHtml(request: FastifyRequest): boolean {
  if (!request.headers.accept?.trim()) return true;
  return new Negotiator(request.raw).mediaTypes(HTML_TYPES).length > 0;
}

/** A last path segment with a file's extension (`/assets/x.js`, `/favicon.ico`): a file, not a page (robots.txt and the sitemap have routes of their own). */
const FILE_NAME = /\/[^/]*\.[a-z0-9]{1,8}$/i;

const SHELL = 'index.html';
const HTML_TYPE = 'text/html; charset=utf-8';
/** How soon a browser without JavaScript asks again for a page that was not rendered in time. */
export const LATE_PAGE_RETRY_S = 3;

/**
 * The shop's page addresses, GET and HEAD (one handler, so HEAD answers the GET's status and
 * headers): the page rendered on the server (page-rendering.ts), or the app's
 * shell for the browser to render, for every request that takes HTML. An API path and a missing file
 * go to the not-found handler; a request for a page that does not take HTML gets the 404 envelope.
 */
export function registerPageRoute(app: FastifyInstance, options: PageRouteOptions) {
  const render = options.renderer
    ? createPageRendering(app, options.renderer, { upstreamSilenceMs: options.upstreamSilenceMs, publicUrl: options.publicUrl })
    : undefined;
  const sendLateShell = lateShellSender(options.webDist);

  async function page(request: FastifyRequest, reply: FastifyReply) {
    const [pathname = '/', query] = splitUrl(request.url);
    if (isApiPath(request.url) || FILE_NAME.test(pathname)) return reply.callNotFound();
    // The same address is HTML for a browser and the envelope for a script asking for JSON.
    addVary(reply, 'Accept');
    // A shop that does not know its public origin is a copy (staging): none of its pages is to be
    // indexed, the bare shell included, whose app cannot tell.
    if (shopOriginOf(request, options.publicUrl) === undefined) reply.header('x-robots-tag', 'noindex');
    if (!acceptsHtml(request)) {
      return sendEnvelope(reply, fail({ message: texts.pageNotFound, statusCode: 404 }, [{ kind: 'error', text: texts.pageNotFound }]));
    }
    if (!options.webAppBuilt) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(WEB_APP_NOT_BUILT);
    }
    if (!pathname.endsWith('/')) {
      // Page addresses end with a slash (product-widgets-monitoring.md §2, "trailing slash strict").
      const location = sameOriginPath(`${pathname}/${query === undefined ? '' : `?${query}`}`);
      // An empty body said as such, so that HEAD (where Fastify leaves the length out) says it too.
      if (location !== undefined) return reply.code(301).header('location', location).header('content-length', '0').send();
      return sendShell(reply, 404);
    }
    const outcome = render ? await render(request, reply) : { sent: false as const, status: 200 as const };
    if (outcome.sent) return reply;
    if ('late' in outcome) return sendLateShell(reply);
    return sendShell(reply, outcome.status);
  }

  // HEAD is declared rather than derived from GET: Fastify's derived HEAD drops the body before the
  // compression hook runs, so it would announce the uncompressed length and no encoding. Declared,
  // it goes through every hook as the GET does, and Node sends a HEAD reply without its body.
  for (const url of ['/', '/*']) app.route({ method: ['GET', 'HEAD'], url, handler: page });
}

function splitUrl(url: string): [string, string | undefined] {
  const mark = url.indexOf('?');
  return mark === -1 ? [url, undefined] : [url.slice(0, mark), url.slice(mark + 1)];
}

/** The app's shell, for the browser to render the page itself; a page the server knows to be unknown keeps its 404. */
function sendShell(reply: FastifyReply, status: 200 | 404) {
  return reply.code(status).header('cache-control', 'no-cache').sendFile(SHELL);
}

/**
 * The shell for a page that ran out of the SSR budget on a busy server, made from the shell
 * when first needed. The app renders the page from the data it fetches itself; a browser without
 * JavaScript, which cannot, asks for the page again in a few seconds instead of staying on an
 * empty page.
 */
function lateShellSender(webDist: string) {
  let html: string | undefined;
  return (reply: FastifyReply) => {
    html ??= readFileSync(path.join(webDist, SHELL), 'utf8')
      .replace('</head>', `<noscript><meta http-equiv="refresh" content="${LATE_PAGE_RETRY_S}"></noscript></head>`)
      .replace(/(<noscript><p class="no-script-note">)[^<]*/, (_, start: string) => `${start}${texts.pageStillRendering}`);
    return reply.code(200).header('cache-control', 'private, no-store').type(HTML_TYPE).send(html);
  };
}
