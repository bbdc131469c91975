import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Pool, type Dispatcher } from 'undici';
import { fail, type Envelope } from '@shop/contracts/envelope.ts';
import type { HttpMethod } from '@shop/contracts/browser/route.ts';
import { isPagePath } from '../http/page-paths.ts';
import { texts } from '../http/texts.ts';
import { createDeadlines } from './deadlines.ts';
import { createOutageWatch, type CallAttempt } from './outage.ts';
import { upstreamHeaders, type ShopperContext } from './headers.ts';
import { readWhole, textOf } from './read-whole.ts';
import { createReplyMemo } from './reply-memo.ts';
import { DEFAULT_FAIL_STATUS, httpFailure, isReplyStatus, notFound, upstreamTimedOut, upstreamUnreachable } from './normalise.ts';

/** ARCHITECTURE.md "Normalisation": at most 3 redirects. */
const MAX_REDIRECTS = 3;

/** A page fetch of a path that is no page: the unknown page, as the upstream names it. */
const noSuchPage = () =>
  fail({ message: texts.pageNotFound, statusCode: 404, route: 'pagenotfound' }, [{ kind: 'error', text: texts.pageNotFound }]);

export interface UpstreamCall {
  method: HttpMethod;
  /** Legacy path, may carry its own query string (page fetches). */
  path: string;
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  /** Page fetches carry without-menu and default a FAIL's statusCode to 404. */
  pageFetch?: boolean;
  /** Headers a route adds for the upstream (an idempotency key). */
  headers?: Record<string, string>;
  request: UpstreamCaller;
  timeoutMs?: number;
}

/** Whom a call is made for: a shopper's request, or the BFF's own background work with its own headers and log. */
export interface UpstreamCaller extends ShopperContext {
  log: FastifyBaseLogger;
}

export interface UpstreamReply {
  envelope: Envelope<unknown>;
  /** The upstream's set-cookie values, each whole, for the browser. */
  setCookies: string[];
  /** The upstream's Retry-After, when it sent one. */
  retryAfter?: string;
}

export type UpstreamStream =
  | { ok: true; statusCode: number; contentType: string | undefined; body: Readable }
  | { ok: false; envelope: Envelope<unknown> };

export interface StreamOptions {
  /** Send the shopper's cookie: the document is the shopper's own (an invoice), not public. */
  withCookie?: boolean;
  /** The content types the route may pass on (image/, application/pdf, ...); anything else is a FAIL. */
  accepts?: readonly string[];
}

export interface UpstreamClient {
  call(call: UpstreamCall): Promise<UpstreamReply>;
  /** Opens a 200 reply as a stream (images); anything else ends as a FAIL envelope. */
  stream(path: string, request: FastifyRequest, options?: StreamOptions): Promise<UpstreamStream>;
  /** Whether the upstream is known to be away (upstream-client/outage.ts): reading calls then give up within the page budget. */
  away(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    upstream: UpstreamClient;
  }
}

export interface UpstreamOptions {
  /** Origin, optionally with a base path: http://127.0.0.1:4010 or https://legacy.example/shop. */
  url: string;
  timeoutMs: number;
  /** Tests pass a MockAgent; otherwise one keep-alive Pool to the upstream is created and closed with the app. */
  dispatcher?: Dispatcher;
  /** Told of every round trip: its method, outcome (HTTP status, 'timeout', 'unreachable') and duration. */
  observe?: (method: string, outcome: string, seconds: number) => void;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A call given up on within the page budget while the upstream is away: the shopper is told so, in the 503 page's words. */
const awayFailure = (): Envelope<never> => ({ ...upstreamTimedOut(), messages: [{ kind: 'error', text: texts.shopUnavailableTitle }] });

/** A redirect the BFF will not follow: to another origin, or past MAX_REDIRECTS. */
class RedirectRefused extends Error {
  override name = 'RedirectRefused';
}

/**
 * A body nobody reads must still be consumed or destroyed, with its error handled: an unread
 * body holds the connection, and a destroyed one without a listener crashes the process.
 */
export function discardBody(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

export function createUpstreamClient(options: UpstreamOptions) {
  const target = new URL(options.url);
  const origin = target.origin;
  const basePath = target.pathname.replace(/\/+$/, '');
  // One origin only (redirects are followed within it): a Pool, without an Agent's lookup of a pool by origin on every call.
  const owned = options.dispatcher
    ? undefined
    : new Pool(origin, {
        keepAliveTimeout: 30_000,
        connections: 128,
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
        maxResponseSize: MAX_RESPONSE_BYTES,
      });
  const dispatcher: Dispatcher = options.dispatcher ?? (owned as Pool);

  /**
   * One request, following redirects only within the upstream's origin and at most MAX_REDIRECTS
   * times (ARCHITECTURE.md "Normalisation"): the upstream never makes the BFF call another host.
   * `send` makes one round trip and `locationOf` reads a reply's Location; a redirect's reply is
   * handed to `discard`.
   */
  async function follow<R extends { statusCode: number }>(
    first: { method: HttpMethod; path: string; body: string | undefined },
    send: (current: { method: HttpMethod; path: string; body: string | undefined }) => Promise<R>,
    locationOf: (response: R) => unknown,
    discard: (response: R) => void,
  ): Promise<R> {
    let current = first;
    for (let hop = 0; ; hop++) {
      const response = await send(current);
      const location = REDIRECT_STATUSES.has(response.statusCode) ? locationOf(response) : undefined;
      if (typeof location !== 'string') return response;
      discard(response);
      const next = new URL(location, origin + current.path);
      if (next.origin !== origin) throw new RedirectRefused(`redirect to another origin: ${next.origin}`);
      if (hop >= MAX_REDIRECTS) throw new RedirectRefused(`more than ${MAX_REDIRECTS} redirects`);
      const asGet =
        response.statusCode === 303 || (current.method === 'POST' && response.statusCode !== 307 && response.statusCode !== 308);
      current = { method: asGet ? 'GET' : current.method, path: next.pathname + next.search, body: asGet ? undefined : current.body };
    }
  }

  function fullPath(path: string, query: UpstreamCall['query']): string {
    let search = '';
    if (query) {
      const params = new URLSearchParams();
      for (const key in query) {
        const value = query[key];
        if (value !== undefined && value !== null) params.append(key, String(value));
      }
      const text = params.toString();
      if (text) search = (path.includes('?') ? '&' : '?') + text;
    }
    return basePath + path + search;
  }

  /** One deadline over the whole call, redirects and body included; the Pool's own timeouts back it up. */
  const deadlines = createDeadlines();
  const replies = createReplyMemo();
  const outage = createOutageWatch();

  function failureOf(
    error: unknown,
    timedOut: boolean,
    call: { method: string; path: string },
    requestLog: FastifyBaseLogger,
    started: number,
    attempt: CallAttempt,
  ) {
    const code = (error as { code?: unknown } | null)?.code;
    const timeout = timedOut || (typeof code === 'string' && TIMEOUT_CODES.has(code));
    options.observe?.(call.method, timeout ? 'timeout' : 'unreachable', (performance.now() - started) / 1000);
    attempt.end(error instanceof RedirectRefused ? 'answered' : timeout ? 'timeout' : 'unreachable');
    if (error instanceof RedirectRefused) {
      requestLog.warn({ upstream: call, reason: error.message }, 'upstream redirect refused');
      return httpFailure(undefined);
    }
    requestLog.warn({ err: error, upstream: call }, timeout ? 'upstream timed out' : 'upstream unreachable');
    if (timeout && attempt.shortened) return awayFailure();
    return timeout ? upstreamTimedOut() : upstreamUnreachable();
  }

  async function call(input: UpstreamCall): Promise<UpstreamReply> {
    // A page fetch reads pages only: a call or a file on the same origin is no page (http/page-paths.ts).
    if (input.pageFetch && !isPagePath(input.path)) return { envelope: noSuchPage(), setCookies: [] };
    const path = fullPath(input.path, input.query);
    const withBody = input.body !== undefined;
    const base = upstreamHeaders(input.request, { pageFetch: input.pageFetch, withBody });
    const headers = input.headers ? { ...input.headers, ...base } : base;
    const attempt = outage.begin(input.method, input.timeoutMs ?? options.timeoutMs);
    const signal = deadlines.signal(attempt.timeoutMs);
    const requestLog = input.request.log;
    const started = performance.now();
    try {
      const response = await follow(
        { method: input.method, path, body: withBody ? JSON.stringify(input.body) : undefined },
        (current) => readWhole(dispatcher, { origin, ...current, headers }, signal),
        (reply) => reply.header('location'),
        // A redirect's body was read with it (the Pool caps every body): nothing is left to discard.
        () => {},
      );
      options.observe?.(input.method, String(response.statusCode), (performance.now() - started) / 1000);
      attempt.end('answered');
      if (!isReplyStatus(response.statusCode)) {
        requestLog.warn(
          { upstream: { method: input.method, path, status: response.statusCode }, body: textOf(response.body).slice(0, 500) },
          'upstream HTTP error',
        );
      }
      const envelope = replies.normalise(response.body, {
        httpStatus: response.statusCode,
        defaultStatusCode: input.pageFetch ? 404 : DEFAULT_FAIL_STATUS,
      });
      const retryAfter = response.header('retry-after');
      return {
        envelope,
        setCookies: setCookiesOf(response.header('set-cookie')),
        ...(typeof retryAfter === 'string' ? { retryAfter } : {}),
      };
    } catch (error) {
      return {
        envelope: failureOf(error, signal.aborted, { method: input.method, path }, requestLog, started, attempt),
        setCookies: [],
      };
    }
  }

  async function stream(path: string, shopper: FastifyRequest, streamOptions: StreamOptions = {}): Promise<UpstreamStream> {
    const fullUpstreamPath = basePath + path;
    const attempt = outage.begin('GET', options.timeoutMs);
    const signal = deadlines.signal(attempt.timeoutMs);
    const started = performance.now();
    try {
      const headers: Record<string, string> =
        streamOptions.withCookie && shopper.headers.cookie
          ? { 'x-request-id': shopper.id, cookie: shopper.headers.cookie }
          : { 'x-request-id': shopper.id };
      const response = await follow(
        { method: 'GET', path: fullUpstreamPath, body: undefined },
        (current) => dispatcher.request({ origin, ...current, headers, signal }),
        (redirect) => redirect.headers.location,
        (redirect) => discardBody(redirect.body),
      );
      options.observe?.('GET', String(response.statusCode), (performance.now() - started) / 1000);
      attempt.end('answered');
      if (response.statusCode !== 200) {
        discardBody(response.body);
        if (response.statusCode === 404) return { ok: false, envelope: notFound() };
        shopper.log.warn({ upstream: { method: 'GET', path: fullUpstreamPath, status: response.statusCode } }, 'upstream HTTP error');
        return { ok: false, envelope: httpFailure(undefined) };
      }
      const header = response.headers['content-type'];
      const contentType = typeof header === 'string' ? header : undefined;
      const accepts = streamOptions.accepts;
      if (accepts && !accepts.some((type) => contentType?.toLowerCase().startsWith(type))) {
        discardBody(response.body);
        shopper.log.warn({ upstream: { method: 'GET', path: fullUpstreamPath }, contentType }, 'upstream content type refused');
        return { ok: false, envelope: httpFailure(undefined) };
      }
      // The deadline covers the body too: a trickling or stalled body is cut when it runs out. A
      // failure after the headers is the reply's to handle (the shopper's connection is closed).
      // A shopper who leaves (a closed tab, a page scrolled past its pictures) ends the body too:
      // that is no fault of the upstream's.
      response.body.on('error', (error) => {
        const shopperLeft = !signal.aborted && (error as { code?: unknown }).code === 'UND_ERR_ABORTED';
        const upstream = { method: 'GET', path: fullUpstreamPath };
        if (shopperLeft) shopper.log.debug({ upstream }, 'shopper left before the body ended');
        else shopper.log.warn({ err: error, upstream }, 'upstream body failed');
      });
      return { ok: true, statusCode: 200, contentType, body: response.body };
    } catch (error) {
      return {
        ok: false,
        envelope: failureOf(error, signal.aborted, { method: 'GET', path: fullUpstreamPath }, shopper.log, started, attempt),
      };
    }
  }

  const client: UpstreamClient = { call, stream, away: outage.known };
  return { client, close: async () => owned?.close() };
}

function setCookiesOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export const upstreamPlugin = fp<UpstreamOptions>(
  async (app, options) => {
    const { client, close } = createUpstreamClient({
      ...options,
      observe: options.observe ?? (app.hasDecorator('metrics') ? app.metrics.upstream : undefined),
    });
    app.decorate('upstream', client);
    app.addHook('onClose', close);
  },
  { name: 'upstream', fastify: '5.x' },
);
