import type { SiteVersion } from '@shop/contracts/enums.ts';
import { ERROR_ROUTE_404, NOT_CORRECT_JSON, UNDEFINED_ERROR, SITE_VERSION_HEADER } from '@shop/contracts/browser/site.ts';
import type { EnvelopeError, Message, Redirect } from '@shop/contracts/envelope.ts';
import { buildUrl } from '@shop/contracts/browser/route.ts';
import type { ReplyOf, RouteDef, RouteInput } from '@shop/contracts/browser/route.ts';
import type { Endpoint } from '@shop/contracts/browser/endpoint.ts';
import { texts } from '@/config/texts.ts';
import { noteFetchResult } from './network-status.ts';

/** A FAIL envelope, an unreadable reply or a network failure, as React Query sees it. */
export class ApiError extends Error {
  readonly status: number;
  readonly route: string | undefined;
  readonly messages: readonly Message[];

  constructor(message: string, options: { status: number; route?: string; messages?: readonly Message[] }) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.route = options.route;
    this.messages = options.messages ?? [];
  }

  /** 4xx: retrying cannot help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

/** What the client needs from the running app: it is created once by the app with these. */
export type ApiClientOptions = {
  siteVersion: () => SiteVersion;
  /** Messages of OK replies (a FAIL's messages travel in its ApiError to the query caches). */
  showMessages: (messages: readonly Message[]) => void;
  /** In-app navigation with replace. */
  navigate: (url: string) => void;
  /** Full page load. */
  assign: (url: string) => void;
};

export type ApiClient = {
  call: <R extends RouteDef>(route: R | Endpoint<R>, ...args: Args<R>) => Promise<ReplyOf<R>>;
};

export type CallOptions = {
  signal?: AbortSignal;
  /** A form shows an OK reply's messages next to its fields: they come here instead of the toasts. */
  onMessages?: (messages: readonly Message[]) => void;
  /** Called with the reply data just before its redirect is followed. */
  onRedirect?: (redirect: Redirect, data: unknown) => void;
};

type Args<R extends RouteDef> =
  object extends RouteInput<R>
    ? [input?: RouteInput<R>, options?: CallOptions]
    : [input: RouteInput<R>, options: CallOptions | undefined] | [input: RouteInput<R>];

type RawEnvelope = {
  status: 'OK' | 'FAIL';
  data: unknown;
  messages: unknown[];
  error?: Partial<EnvelopeError>;
  redirect?: Redirect;
};

function isEnvelope(body: unknown): body is RawEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const candidate = body as Record<string, unknown>;
  return (candidate.status === 'OK' || candidate.status === 'FAIL') && Array.isArray(candidate.messages);
}

const MESSAGE_KINDS: ReadonlySet<unknown> = new Set(['error', 'info', 'success']);

function isMessage(item: unknown): item is Message {
  if (typeof item !== 'object' || item === null) return false;
  const { kind, text, durationMs } = item as Record<string, unknown>;
  return (
    MESSAGE_KINDS.has(kind) && typeof text === 'string' && (durationMs === undefined || (typeof durationMs === 'number' && durationMs > 0))
  );
}

function readMessages(raw: unknown[]): Message[] {
  return raw.filter(isMessage);
}

const networkFailure = (): Message[] => [{ kind: 'error', text: texts.network }];

/**
 * Calls BFF routes: builds the URL from the contract, sends the shopper's site version, unwraps
 * the envelope, shows an OK reply's messages, follows its redirect, and throws ApiError on FAIL
 * (carrying the messages to show) so React Query sees the failure; the query and mutation caches
 * decide whether to toast it (lib/query-client.ts).
 */
export function createApiClient(app: ApiClientOptions): ApiClient {
  function followRedirect(redirect: Redirect) {
    if (redirect.external) app.assign(redirect.url.replaceAll('{host}', window.location.origin));
    else app.navigate(redirect.url);
  }

  async function call<R extends RouteDef>(route: R | Endpoint<R>, ...args: Args<R>): Promise<ReplyOf<R>> {
    const [input, options = {}] = args as [RouteInput<R> | undefined, CallOptions | undefined];
    const { signal, onRedirect, onMessages } = options ?? {};
    const path = buildUrl(
      route.path,
      input?.params as Record<string, unknown> | undefined,
      input?.query as Record<string, unknown> | undefined,
    );
    const headers: Record<string, string> = {
      // Headers the route declares (an order's idempotency-key) first: the app's own win.
      ...(input?.headers as Record<string, string> | undefined),
      accept: 'application/json',
      [SITE_VERSION_HEADER]: app.siteVersion(),
    };
    if (input?.body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(new URL(path, window.location.origin), {
        method: route.method,
        headers,
        credentials: 'same-origin',
        body: input?.body !== undefined ? JSON.stringify(input.body) : undefined,
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      noteFetchResult(false);
      throw new ApiError(UNDEFINED_ERROR, { status: 0, route: ERROR_ROUTE_404, messages: networkFailure() });
    }
    noteFetchResult(true);

    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!isEnvelope(body)) {
      throw new ApiError(response.ok ? NOT_CORRECT_JSON : UNDEFINED_ERROR, {
        status: response.ok ? 502 : response.status,
        route: ERROR_ROUTE_404,
        messages: networkFailure(),
      });
    }

    const messages = readMessages(body.messages);
    if (body.status === 'FAIL') {
      throw new ApiError(body.error?.message ?? UNDEFINED_ERROR, {
        status: body.error?.statusCode ?? (response.ok ? 500 : response.status),
        route: body.error?.route,
        messages,
      });
    }

    // The BFF has validated `data` against the route's reply schema; the browser does not ship zod.
    const data = body.data as ReplyOf<R>;
    (onMessages ?? app.showMessages)(messages);
    if (body.redirect) {
      onRedirect?.(body.redirect, data);
      followRedirect(body.redirect);
    }
    return data;
  }

  return { call };
}

/** Images come through the BFF: '/img/x.svg' -> '/api/img/x.svg'; absolute URLs stay as they are. */
export function imageUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('/api/')) return path;
  return `/api/${path.replace(/^\/+/, '')}`;
}
