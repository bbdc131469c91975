import {
  ERROR_ROUTE_404,
  ERROR_TRACE_TOAST_MS,
  NOT_CORRECT_JSON,
  UNDEFINED_ERROR,
  UNKNOWN_ERROR_TEXT,
  fail,
  type Envelope,
  type EnvelopeError,
  type Message,
  type Redirect,
} from '@shop/contracts/envelope.ts';

/**
 * Turns whatever the legacy upstream answered into the one envelope the SPA reads
 * (ARCHITECTURE.md "Normalisation", cart-and-ordering.md §8). Pure: no I/O, no logging.
 */

type Json = Record<string, unknown>;

/** Fields that describe the reply rather than carry its payload. */
const STANDARD_FIELDS = new Set([
  'rqStatus',
  'status',
  'result',
  'message',
  'messages',
  'error',
  'errors',
  'errorTrace',
  'source',
  'response',
  'forceRedirectUrl',
]);

export const DEFAULT_FAIL_STATUS = 500;
export const BAD_GATEWAY = 502;
export const GATEWAY_TIMEOUT = 504;

export interface NormaliseOptions {
  /** HTTP status of the upstream reply. */
  httpStatus: number;
  /** statusCode of a FAIL that names none: 500, page fetches 404. */
  defaultStatusCode?: number;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** 2xx, 404 and 500 carry a legacy reply; anything else is an HTTP failure. */
export function isReplyStatus(httpStatus: number): boolean {
  return (httpStatus >= 200 && httpStatus < 300) || httpStatus === 404 || httpStatus === 500;
}

/** Network failure: the shopper gets the generic error page route. */
export function upstreamUnreachable(): Envelope<never> {
  return fail({ message: UNDEFINED_ERROR, statusCode: BAD_GATEWAY, route: ERROR_ROUTE_404 }, [unknownErrorToast()]);
}

export function upstreamTimedOut(): Envelope<never> {
  return fail({ message: UNDEFINED_ERROR, statusCode: GATEWAY_TIMEOUT, route: ERROR_ROUTE_404 }, [unknownErrorToast()]);
}

export const NOT_FOUND = 'Not found';

export function notFound(): Envelope<never> {
  return fail({ message: NOT_FOUND, statusCode: 404 }, [unknownErrorToast()]);
}

export function notCorrectJson(): Envelope<never> {
  return fail({ message: NOT_CORRECT_JSON, statusCode: BAD_GATEWAY }, [unknownErrorToast()]);
}

/** An HTTP status outside 2xx/404/500: FAIL with the error page route; any texts in the body are passed on. */
export function httpFailure(body: unknown): Envelope<never> {
  const messages = isObject(body) ? collectMessages(body, false) : [];
  const message = messages.find((item) => item.kind === 'error')?.text ?? UNDEFINED_ERROR;
  return fail({ message, statusCode: BAD_GATEWAY, route: ERROR_ROUTE_404 }, messages.length > 0 ? messages : [unknownErrorToast()]);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const BAD_REQUEST = 400;

/**
 * An upstream 400 FAIL in a legacy shape refuses what the shopper sent (a quantity over the
 * limit, a colour the item is not sold in): the shopper's own 400 with the upstream's text, not a
 * gateway failure. A 400 without such a body stays an HTTP failure.
 */
const isShopperRefusal = (httpStatus: number, body: unknown) => httpStatus === BAD_REQUEST && readShape(body)?.ok === false;

/** The whole pipeline for one upstream answer: status, raw body text. */
export function normaliseResponse(text: string, options: NormaliseOptions): Envelope<unknown> {
  const body = parseJson(text);
  if (isShopperRefusal(options.httpStatus, body)) return normaliseReply(body, options);
  if (!isReplyStatus(options.httpStatus)) return httpFailure(body);
  return normaliseReply(body, options);
}

type Shape = { ok: boolean; payload: unknown };

/** Recognises the three legacy reply shapes; undefined for anything else. */
export function readShape(body: unknown): Shape | undefined {
  if (!isObject(body)) return undefined;
  if (body.rqStatus === 'OK' || body.rqStatus === 'FAIL') {
    return { ok: body.rqStatus === 'OK', payload: payloadFields(body) };
  }
  if ('result' in body && isObject(body.response)) {
    const status = body.response.status;
    if (status === 'OK' || status === 'FAIL') return { ok: status === 'OK', payload: body.result ?? null };
  }
  if (body.status === 'OK' || body.status === 'FAIL') {
    return { ok: body.status === 'OK', payload: payloadFields(body) };
  }
  return undefined;
}

function payloadFields(body: Json): Json {
  const payload: Json = {};
  for (const key in body) {
    if (!STANDARD_FIELDS.has(key)) payload[key] = body[key];
  }
  return payload;
}

export function normaliseReply(body: unknown, options: NormaliseOptions): Envelope<unknown> {
  const shape = readShape(body);
  if (!shape || !isObject(body)) return notCorrectJson();

  const messages = collectMessages(body, shape.ok);
  const redirect = redirectOf(body.forceRedirectUrl);

  if (shape.ok) {
    const envelope: Envelope<unknown> = { status: 'OK', data: shape.payload, messages };
    if (redirect) envelope.redirect = redirect;
    return envelope;
  }

  const firstError = messages.find((item) => item.kind === 'error');
  const error: EnvelopeError = {
    message: firstError?.text ?? UNKNOWN_ERROR_TEXT,
    statusCode: statusCodeOf(body, options),
  };
  if (typeof body.route === 'string') error.route = body.route;
  if (typeof body.errorTrace === 'string' && body.errorTrace) error.trace = body.errorTrace;

  const envelope = fail(error, firstError ? messages : [unknownErrorToast(), ...messages]);
  if (redirect) envelope.redirect = redirect;
  return envelope;
}

/** A FAIL must not travel as a success: only 4xx and 5xx codes are taken from a body. */
const asErrorStatus = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : undefined;

/**
 * statusCode, then a numeric status, then the response's status, on the error object first and
 * the reply second; an upstream 400, 404 or 500 keeps its own code; else the caller's default (500).
 */
export function statusCodeOf(body: Json, options: NormaliseOptions): number {
  if (options.httpStatus === 404 || options.httpStatus === 500 || options.httpStatus === BAD_REQUEST) return options.httpStatus;
  for (const source of [body.error, body]) {
    if (!isObject(source)) continue;
    const found =
      asErrorStatus(source.statusCode) ??
      asErrorStatus(source.status) ??
      (isObject(source.response) ? asErrorStatus(source.response.status) : undefined);
    if (found !== undefined) return found;
  }
  return options.defaultStatusCode ?? DEFAULT_FAIL_STATUS;
}

export function redirectOf(forceRedirectUrl: unknown): Redirect | undefined {
  if (typeof forceRedirectUrl !== 'string' || !forceRedirectUrl) return undefined;
  return { url: forceRedirectUrl, external: forceRedirectUrl.includes('{host}') };
}

/** message, messages, error, errors and errorTrace, in that order, as toasts. */
export function collectMessages(body: Json, ok: boolean): Message[] {
  const messages: Message[] = [];
  const seen = new Set<string>();
  const push = (kind: Message['kind'], text: string, durationMs?: number) => {
    const key = `${kind}\u0000${text}`;
    if (!text || seen.has(key)) return;
    seen.add(key);
    messages.push(durationMs ? { kind, text, durationMs } : { kind, text });
  };

  const plainKind = ok ? 'success' : 'error';
  for (const text of textsOf(body.message)) push(plainKind, text);
  for (const text of textsOf(body.messages)) push(plainKind, text);
  if (body.error !== undefined && body.error !== null && body.error !== '') push('error', errorText(body.error));
  for (const text of textsOf(body.errors)) push('error', text);
  if (body.errorTrace !== undefined && body.errorTrace !== null && body.errorTrace !== '') {
    push('info', typeof body.errorTrace === 'string' ? body.errorTrace : serialise(body.errorTrace), ERROR_TRACE_TOAST_MS);
  }
  return messages;
}

/**
 * Texts of message/messages/errors: a string, an array of texts or errors, or an object whose
 * 'common' key gives the bare text and any other key gives 'key : text'.
 */
export function textsOf(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? [item] : [errorText(item)]));
  if (isObject(value)) {
    return Object.entries(value).flatMap(([key, item]) => textsOf(item).map((text) => (key === 'common' ? text : `${key} : ${text}`)));
  }
  return [String(value)];
}

/** The error itself when it is text, its message when it has one, else the error serialised. */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  if (isObject(error)) {
    if (typeof error.message === 'string' && error.message) return error.message;
    if (typeof error.text === 'string' && error.text) return error.text;
  }
  return serialise(error);
}

function serialise(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function unknownErrorToast(): Message {
  return { kind: 'error', text: UNKNOWN_ERROR_TEXT };
}
