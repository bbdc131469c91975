import type { SiteVersion } from '@shop/contracts/enums.ts';
import { ERROR_ROUTE_404, NOT_CORRECT_JSON, SITE_VERSION_HEADER, UNDEFINED_ERROR } from '@shop/contracts/wire.ts';
import type { EnvelopeError, Message, Redirect } from '@shop/contracts/envelope.ts';
import { buildUrl } from '@shop/contracts/route.ts';
import type { ReplyOf, RouteDef, RouteInput } from '@shop/contracts/route.ts';
import type { Endpoint } from '@shop/contracts/endpoint.ts';
import { texts } from '@/config/texts.ts';

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

/** What the client needs from the running app; the app binds these once it has a store and router. */
export type ApiClientBindings = {
  siteVersion: () => SiteVersion;
  showMessages: (messages: readonly Message[]) => void;
  /** In-app navigation with replace. */
  navigate: (url: string) => void;
  /** Full page load. */
  assign: (url: string) => void;
};

const defaults: ApiClientBindings = {
  siteVersion: () => 'desktop',
  showMessages: () => {},
  navigate: (url) => window.location.replace(url),
  assign: (url) => window.location.assign(url),
};

let bindings: ApiClientBindings = defaults;

/** Returns a function that undoes the binding (tests build a fresh app per case). */
export function bindApiClient(next: Partial<ApiClientBindings>): () => void {
  const before = bindings;
  bindings = { ...bindings, ...next };
  return () => {
    bindings = before;
  };
}

export type CallOptions = {
  signal?: AbortSignal;
  /** The screen shows the failure itself (the error page), so FAIL messages are not toasted. */
  quietFailure?: boolean;
  /** A form shows the reply's messages next to its fields: they come here instead of the toasts. */
  onMessages?: (messages: readonly Message[]) => void;
  /** Called with the reply data just before its redirect is followed. */
  onRedirect?: (redirect: Redirect, data: unknown) => void;
};

type Args<R extends RouteDef> = object extends RouteInput<R>
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
    MESSAGE_KINDS.has(kind) &&
    typeof text === 'string' &&
    (durationMs === undefined || (typeof durationMs === 'number' && durationMs > 0))
  );
}

function readMessages(raw: unknown[]): Message[] {
  return raw.filter(isMessage);
}

function followRedirect(redirect: Redirect) {
  if (redirect.external) {
    bindings.assign(redirect.url.replaceAll('{host}', window.location.origin));
  } else {
    bindings.navigate(redirect.url);
  }
}

/**
 * Calls one BFF route: builds the URL from the contract, sends the shopper's site version,
 * unwraps the envelope, shows its messages as toasts, follows its redirect, and throws ApiError
 * on FAIL so React Query sees the failure.
 */
export async function callApi<R extends RouteDef>(route: R | Endpoint<R>, ...args: Args<R>): Promise<ReplyOf<R>> {
  const [input, options = {}] = args as [RouteInput<R> | undefined, CallOptions | undefined];
  const { signal, quietFailure = false, onRedirect, onMessages } = options ?? {};
  const showMessages = onMessages ?? bindings.showMessages;
  const path = buildUrl(
    route.path,
    input?.params as Record<string, unknown> | undefined,
    input?.query as Record<string, unknown> | undefined,
  );
  const headers: Record<string, string> = {
    // Headers the route declares (an order's idempotency-key) first: the app's own win.
    ...(input?.headers as Record<string, string> | undefined),
    accept: 'application/json',
    [SITE_VERSION_HEADER]: bindings.siteVersion(),
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
    if (!quietFailure) showMessages([{ kind: 'error', text: texts.network }]);
    throw new ApiError(UNDEFINED_ERROR, { status: 0, route: ERROR_ROUTE_404 });
  }

  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  if (!isEnvelope(body)) {
    if (!quietFailure) showMessages([{ kind: 'error', text: texts.network }]);
    throw new ApiError(response.ok ? NOT_CORRECT_JSON : UNDEFINED_ERROR, {
      status: response.ok ? 502 : response.status,
      route: ERROR_ROUTE_404,
    });
  }

  const messages = readMessages(body.messages);
  if (body.status === 'FAIL') {
    if (!quietFailure) showMessages(messages);
    throw new ApiError(body.error?.message ?? UNDEFINED_ERROR, {
      status: body.error?.statusCode ?? (response.ok ? 500 : response.status),
      route: body.error?.route,
      messages,
    });
  }

  // The BFF has validated `data` against the route's reply schema; the browser does not ship zod.
  const data = body.data as ReplyOf<R>;
  showMessages(messages);
  if (body.redirect) {
    onRedirect?.(body.redirect, data);
    followRedirect(body.redirect);
  }
  return data;
}

/** Images come through the BFF: '/img/x.svg' -> '/api/img/x.svg'; absolute URLs stay as they are. */
export function imageUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('data:') || path.startsWith('/api/')) return path;
  return `/api/${path.replace(/^\/+/, '')}`;
}
