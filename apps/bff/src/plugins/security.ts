import { randomUUID } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { fail } from '@shop/contracts/envelope.ts';
import { sendEnvelope } from '../http/contract-route.ts';
import { texts } from '../http/texts.ts';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's x-request-id is used when it is a plain token, so logs line up across services. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The shopper's session is a cookie, so a form or script on another site could spend it.
 * Mutations must come from this site: browsers mark them with Sec-Fetch-Site and Origin.
 * Sec-Fetch-Site, where the browser sends it, decides: only this origin (or the shopper's own
 * doing, `none`) passes. A page's own HTML form may carry `Origin: null` (browsers send that when
 * the page's Referrer-Policy withholds the referrer), so Origin is asked only of browsers that do
 * not send Sec-Fetch-Site.
 */
export function isCrossSiteMutation(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = request.headers.host?.toLowerCase();
  try {
    return new URL(origin).host !== host;
  } catch {
    // 'null' (sandboxed frames, file:) and garbage are not this site.
    return true;
  }
}

/** Origin of the map tiles for img-src; a '{s}' subdomain template becomes a wildcard. */
export function tileSource(mapTileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/?#]+)/i.exec(mapTileUrl);
  return match?.[1]?.replace(/\{s\}/g, '*');
}

const HSTS = 'max-age=31536000; includeSubDomains';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers JSON (a contract route): its replies carry the API's security headers, not a document's. */
    answersJson?: boolean;
  }
}

/**
 * What a JSON reply needs, as OWASP's REST Security Cheat Sheet lists it: no framing, no sniffing,
 * nothing to load or run if it is opened as a page, and no reading from another origin. A
 * document's policy (the SPA's sources, the opener, the referrer) says nothing to a fetch, and
 * would be most of the bytes of a small reply. A contract route that answers a browser with a
 * page sets that page's own policy (http/forms.ts).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
});

type Middleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The headers a helmet middleware sets, worked out once: with fixed options it sets the same ones
 * on every response, so each request copies the list instead of running helmet's chain.
 */
export function headersOf(middleware: Middleware): Readonly<Record<string, string>> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let finished = false;
  middleware(response.req, response, (error) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  if (!finished) throw new Error('the security headers middleware did not finish at once');
  return Object.freeze(Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)])));
}

export interface SecurityOptions {
  mapTileUrl: string;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    // Built once: @fastify/helmet rebuilds the middleware (and re-parses the CSP) on every request.
    const tiles = tileSource(options.mapTileUrl);
    const securityHeaders = headersOf(
      helmet({
        hsts: false,
        // Nothing goes to other sites; this site's own pages name themselves, so a plain form's
        // Referer can say which page to return to and older browsers send its real Origin.
        referrerPolicy: { policy: 'same-origin' },
        contentSecurityPolicy: {
          directives: {
            'img-src': ["'self'", 'data:', ...(tiles ? [tiles] : [])],
            'connect-src': ["'self'"],
            // The shop's service worker and its web app manifest.
            'worker-src': ["'self'"],
            'manifest-src': ["'self'"],
            // The shop also runs on plain http (localhost, behind a TLS proxy); upgrading would break that.
            'upgrade-insecure-requests': null,
          },
        },
      }),
    );
    // One hook, first, so every reply has the headers, refusals included; callback style, as it
    // runs for every request. Among the reply's own headers, so a route's own one (a sandboxing
    // CSP on a document) still wins, and Node writes them all at once with the reply.
    const documentHeaderList = Object.entries(securityHeaders);
    const apiHeaderList = Object.entries(API_SECURITY_HEADERS);
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of request.routeOptions.config.answersJson ? apiHeaderList : documentHeaderList) reply.header(name, value);
      reply.header('x-request-id', request.id);
      // HSTS only means something over TLS (RFC 6797 §7.2): sent when the request came over
      // https, directly or as a trusted proxy (TRUST_PROXY) says.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      if (isCrossSiteMutation(request)) {
        request.log.warn({ origin: request.headers.origin, fetchSite: request.headers['sec-fetch-site'] }, 'cross-site mutation refused');
        // Answered here: the request goes no further, so done is not called.
        sendEnvelope(reply, fail({ message: texts.crossSiteRefused, statusCode: 403 }, [{ kind: 'error', text: texts.crossSiteRefused }]));
        return;
      }
      done();
    });
  },
  { name: 'security', fastify: '5.x' },
);
