import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { Envelope, Message } from '@shop/contracts/envelope.ts';
import type { PageData } from '@shop/contracts/page.ts';
import { SITE_VERSION_COOKIE, SITE_VERSION_HEADER } from '@shop/contracts/wire.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx) hands the BFF. */
export type Boot = { path: string; page: PageData; siteVersion: SiteVersion; messages: Message[] };
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

const isPageEnvelope = (body: unknown): body is Envelope<PageData> =>
  typeof body === 'object' && body !== null && 'status' in body && Array.isArray((body as { messages?: unknown }).messages);

/**
 * Draws a page address on the server: its page data through the BFF's own /api/page (validated,
 * with the shopper's session, so a page GET upstream happens once per visit as before), then the
 * web app's HTML of it. Answers true when it has replied; false leaves the request to the shell,
 * which the browser draws as it always could (a failed page, an unknown layout, a slow upstream).
 */
export function createPageDrawing(app: FastifyInstance, renderer: PageRenderer) {
  return async function drawPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const sitePath = request.url;
    const pathname = sitePath.split('?')[0] ?? '';
    if (request.method !== 'GET' || !pathname.endsWith('/') || !renderer.drawsPath(pathname)) return false;
    const siteVersion = siteVersionFor(request);
    const signal = AbortSignal.timeout(PAGE_DRAWING_BUDGET_MS);
    try {
      const response = await app.inject({
        method: 'GET',
        url: `/api/page?path=${encodeURIComponent(sitePath)}`,
        headers: {
          accept: 'application/json',
          [SITE_VERSION_HEADER]: siteVersion,
          'x-request-id': request.id,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
        },
        signal,
      });
      // The session the page fetch began is the shopper's, whatever is drawn.
      const setCookie = response.headers['set-cookie'];
      if (setCookie) reply.header('set-cookie', setCookie);
      const envelope: unknown = response.json();
      if (!isPageEnvelope(envelope) || envelope.status !== 'OK') return false;
      if (envelope.redirect?.external) {
        // '{host}/path' is this shop's own address loaded in full: a relative Location says so
        // without trusting the request's Host header.
        await reply.redirect(envelope.redirect.url.replaceAll('{host}', ''), 302);
        return true;
      }
      // An address the server moves: the target's page is drawn, and the app corrects the address.
      if (envelope.data === null) return false;
      const boot: Boot = { path: envelope.redirect?.url ?? sitePath, page: envelope.data, siteVersion, messages: envelope.messages };
      const document = await renderer.render(boot, signal);
      if (document === null) return false;
      await reply
        .code(200)
        .header('content-type', 'text/html; charset=utf-8')
        // Drawn from this shopper's page data: no shared cache keeps it.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie')
        .send(document);
      return true;
    } catch (error) {
      request.log.warn({ err: error, path: sitePath }, 'page not drawn on the server; the browser draws it');
      return false;
    }
  };
}
