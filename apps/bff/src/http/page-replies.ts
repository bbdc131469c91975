import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GuestPageTimes, ServedPage } from '../shared-state/guest-pages.ts';
import { addVary } from './cache-instructions.ts';
import { cachedEncodingFor, type createCachedEncodings } from './cached-encodings.ts';
import { UNAVAILABLE_RELOAD_S, unavailablePage } from './unavailable-page.ts';

/** What rendering a page came to: the reply is sent, or the shell goes out with this status for the browser to render. */
export type RenderOutcome = { sent: true } | { sent: false; status: 200 | 404; late?: true };

/**
 * What server-side rendering a page address came to. A document is `shareable` when nothing in it is
 * any shopper's own: rendered without a session, from page data for the guest, with no user or cart.
 */
export type Rendering =
  | { kind: 'document'; status: 200 | 404; html: string; shareable: boolean }
  | { kind: 'redirect'; location: string }
  /**
   * `late`: the data or the render did not come within the budget, though the upstream has
   * answered lately: asked again in a moment, the page is likely rendered.
   */
  | { kind: 'shell'; status: 200 | 404; late?: true }
  /** The upstream failed (5xx) or did not answer within the rendering budget. */
  | { kind: 'unavailable' };

const HTML = 'text/html; charset=utf-8';
const SENT: RenderOutcome = { sent: true };
/** How soon the unavailable page asks to be loaded again (Retry-After), as it reloads itself. */
const UNAVAILABLE_RETRY_S = UNAVAILABLE_RELOAD_S;

/** What a rendered page varies by besides the session: the data saver's pictures and slides. */
const RENDERED_VARY = ['Cookie', 'Save-Data'];
/** What a cached guest page varies by besides the address: the session, the data saver and the layout's signals. */
const CACHED_VARY = [...RENDERED_VARY, 'Sec-CH-UA-Mobile', 'User-Agent'];

/** How a guest request's document may be cached by a cache in front (a CDN), in the shared cache's own times. */
export function sharedCacheControl(times: GuestPageTimes): string {
  const seconds = (ms: number) => Math.round(ms / 1000);
  return `public, s-maxage=${seconds(times.freshMs)}, stale-while-revalidate=${seconds(times.staleWhileRevalidateMs)}, stale-if-error=${seconds(times.staleIfErrorMs)}`;
}

/** A rendering for this request alone: cached by no cache but the browser's, and not even there when it is someone's own. */
export async function sendRendering(reply: FastifyReply, rendering: Rendering): Promise<RenderOutcome> {
  switch (rendering.kind) {
    case 'shell':
      return rendering.late ? { sent: false, status: rendering.status, late: true } : { sent: false, status: rendering.status };
    case 'redirect':
      await reply.redirect(rendering.location, 302);
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
      addVary(reply, ...RENDERED_VARY);
      await reply
        .code(rendering.status)
        .header('content-type', HTML)
        // Rendered from this shopper's data: no shared cache stores it; with their session, nothing does.
        .header('cache-control', rendering.shareable ? 'private, no-cache' : 'private, no-store')
        .send(rendering.html);
      return SENT;
  }
}

/** A page from the shared cache, for every guest request to its address: its age, and compressed once for all of them. */
export async function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: ServedPage,
  times: GuestPageTimes,
  encoded: ReturnType<typeof createCachedEncodings>,
): Promise<RenderOutcome> {
  addVary(reply, ...CACHED_VARY);
  reply.header('cache-control', sharedCacheControl(times)).header('age', String(Math.floor(page.ageMs / 1000)));
  if (page.location !== undefined) {
    await reply.redirect(page.location, page.status as 302);
    return SENT;
  }
  addVary(reply, 'Accept-Encoding');
  const encoding = cachedEncodingFor(request);
  if (encoding === undefined) {
    await reply.code(page.status).header('content-type', HTML).send(page.bytes);
    return SENT;
  }
  // The compression plugin leaves an encoded reply as it is.
  const body = await encoded(page.bytes, encoding);
  await reply
    .code(page.status)
    .header('content-type', HTML)
    .header('content-encoding', encoding)
    .header('content-length', String(body.length))
    .send(body);
  return SENT;
}
