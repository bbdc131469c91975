import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, failEnvelopeSchema, type Envelope } from '@shop/contracts/envelope.ts';
import type { BodyOf, HeadersOf, ParamsOf, QueryOf, ReplyOf, RouteDef } from '@shop/contracts/browser/route.ts';
import { siteVersionOf } from '../upstream-client/headers.ts';
import { notCorrectJson } from '../upstream-client/normalise.ts';
import { deepFreeze } from '../upstream-client/reply-memo.ts';
import { addVary, markPersonal } from './cache-instructions.ts';
import { addFormMethodOverride, answersAsPage, formPreValidation, sendPageAnswer, type FormOptions } from './forms.ts';

export interface RouteContext<R extends RouteDef> {
  /** Already validated and coerced by the contract's schemas. */
  params: ParamsOf<R>;
  query: QueryOf<R>;
  body: BodyOf<R>;
  /** The request's headers, those the route declares checked by its schema. */
  headers: HeadersOf<R>;
  request: FastifyRequest;
}

export interface RouteOutcome {
  envelope: Envelope<unknown>;
  setCookies?: readonly string[];
  /** Reply headers besides the envelope's own (a Retry-After the upstream gave). */
  headers?: Readonly<Record<string, string>>;
}

export type ContractHandler<R extends RouteDef> = (context: RouteContext<R>) => Promise<RouteOutcome>;

/**
 * A route whose OK reply is the same for every shopper (cities, brands, a banner). Such replies
 * are cached in the shared cache for its TTL under the route, the site-version and the validated
 * params and query; a reply that sets cookies or that `shareable` rejects is never cached.
 */
export interface SharedReplyPolicy {
  /** Whether this OK payload carries nothing of the asking shopper's; every OK payload when absent. */
  shareable?: (data: unknown) => boolean;
}

export interface ContractRouteOptions<R extends RouteDef = RouteDef> {
  shared?: SharedReplyPolicy;
  /**
   * Plain HTML forms reach this route: urlencoded POST on its path (`_method` naming any other
   * method), validated by the same schemas, answered 303 to the form's page (http/forms.ts).
   */
  form?: FormOptions;
  /** GET: a browser navigating here is sent (303) to this path of the OK reply instead of getting the JSON. */
  navigate?: (data: ReplyOf<R>) => string;
  /** A smaller body limit than the app's, for a route whose input is always small. */
  bodyLimit?: number;
}

/** Whether a reply may be cached for every shopper, in the OpenAPI document (ENDPOINTS.md reads it). */
export const CACHE_EXTENSION = 'x-cache';

declare module 'fastify' {
  interface FastifySchema {
    [CACHE_EXTENSION]?: 'shared' | 'personal';
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
const NAVIGATION_VARY = ['Accept', 'Sec-Fetch-Mode', 'X-Requested-With'];

/**
 * The success envelope of each reply schema, made once: every app built (a test builds dozens,
 * each registering every route) would otherwise make the same zod object again.
 */
const successEnvelopes = new WeakMap<RouteDef['reply'], ReturnType<typeof envelopeSchema>>();

function successEnvelope(reply: RouteDef['reply']) {
  let envelope = successEnvelopes.get(reply);
  if (envelope === undefined) successEnvelopes.set(reply, (envelope = envelopeSchema(reply)));
  return envelope;
}

/** Response schemas, for the OpenAPI document only: replies are validated once, below. */
function responseSchemas(route: RouteDef) {
  const responses: Record<string, unknown> = { 200: successEnvelope(route.reply), 400: failEnvelopeSchema };
  for (const status of route.failures ?? []) responses[status] = failEnvelopeSchema;
  responses['4xx'] = failEnvelopeSchema;
  responses['5xx'] = failEnvelopeSchema;
  return responses;
}

/**
 * Registers one contract route: its method and path, its input schemas (validated before the
 * handler; a failure answers 400 through the error handler), and the check of the upstream
 * payload against the contract's reply schema.
 */
export function registerContractRoute<R extends RouteDef>(
  app: FastifyInstance,
  route: R,
  handler: ContractHandler<R>,
  options: ContractRouteOptions<R> = {},
) {
  const routeId = `${route.method} ${route.path}`;

  async function outcomeOf(request: FastifyRequest): Promise<RouteOutcome> {
    const outcome = await handler({
      params: request.params as ParamsOf<R>,
      query: request.query as QueryOf<R>,
      body: request.body as BodyOf<R>,
      headers: request.headers as HeadersOf<R>,
      request,
    });
    const envelope = checkReply(route, outcome.envelope, request);
    return envelope === outcome.envelope ? outcome : { ...outcome, envelope };
  }

  const shared = options.shared;
  const isShareable = (outcome: RouteOutcome) =>
    outcome.envelope.status === 'OK' &&
    !outcome.setCookies?.length &&
    outcome.headers === undefined &&
    (shared?.shareable?.(outcome.envelope.data) ?? true);

  const { form, navigate } = options;
  // Only a route that takes forms or navigations answers as a page: the forms plugin refuses a
  // form's body anywhere else before the handler (http/forms.ts).
  const answersPages = form !== undefined || navigate !== undefined;

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    // The same address answers a navigation and the app's fetch differently.
    if (navigate) addVary(reply, ...NAVIGATION_VARY);
    const cache = app.sharedCache;
    const asPage = answersPages && answersAsPage(request);
    // A page answer is a redirect or a page, never the stored JSON.
    if (!shared || cache.ttlMs <= 0 || asPage) return settled(sendPersonal(reply, await outcomeOf(request), asPage));
    const key = `${routeId}|${siteVersionOf(request.headers)}|${JSON.stringify(request.params ?? null)}|${JSON.stringify(request.query ?? null)}`;
    const result = await cache.read(key, async () => {
      const outcome = await outcomeOf(request);
      return { value: outcome, reply: isShareable(outcome) ? { statusCode: 200, body: JSON.stringify(outcome.envelope) } : undefined };
    });
    app.metrics.cache(route.path, result.outcome);
    if (result.reply)
      return reply
        .code(result.reply.statusCode)
        .header('content-type', JSON_CONTENT_TYPE)
        .send(result.reply.bytes ?? result.reply.body);
    const outcome = result.value ?? (await outcomeOf(request));
    // Not shareable (it carries the shopper's favourites, or began a session): the shopper's own.
    return settled(isShareable(outcome) ? sendOutcome(reply, outcome, asPage) : sendPersonal(reply, outcome, asPage));
  }

  // HEAD is declared rather than derived from GET, as the page route's is (page-route.ts): Fastify's
  // derived HEAD drops the body before the compression hook, so it would announce the uncompressed
  // length and no encoding. Declared on its own and first, so that Fastify derives none and the
  // OpenAPI document leaves it out as it leaves out derived ones.
  for (const method of route.method === 'GET' ? (['HEAD', 'GET'] as const) : [route.method])
    app.route({
      method,
      url: route.path,
      ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
      schema: {
        summary: route.summary,
        ...(route.description ? { description: route.description } : {}),
        tags: [route.tag],
        [CACHE_EXTENSION]: shared ? 'shared' : 'personal',
        ...(route.params ? { params: route.params } : {}),
        ...(route.query ? { querystring: route.query } : {}),
        ...(route.body ? { body: route.body } : {}),
        ...(route.headers ? { headers: route.headers } : {}),
        response: responseSchemas(route),
      },
      config: {
        answersJson: true,
        ...(form && route.method === 'POST' ? { form } : {}),
        ...(navigate ? { navigate: navigate as (data: unknown) => string } : {}),
      },
      ...(form && route.method === 'POST' ? { preValidation: formPreValidation(route) } : {}),
      handler: answer,
    });
  if (form && route.method !== 'POST') addFormMethodOverride(app, route, answer, form);
}

/**
 * What the handler returns once it has sent: nothing when the reply is out already, else the
 * reply, whose `then` Fastify waits on. A promise settled with a thenable takes one more job and
 * a call of that `then` on every request.
 */
function settled(reply: FastifyReply): FastifyReply | undefined {
  return reply.sent ? undefined : reply;
}

/** Every contract reply but a shared one is built from the shopper's session (cache-instructions.ts). */
function sendPersonal(reply: FastifyReply, outcome: RouteOutcome, asPage: boolean) {
  markPersonal(reply, outcome.setCookies);
  return sendOutcome(reply, outcome, asPage);
}

function sendOutcome(reply: FastifyReply, outcome: RouteOutcome, asPage: boolean) {
  if (outcome.headers) reply.headers(outcome.headers);
  return sendEnvelope(reply, outcome.envelope, outcome.setCookies, asPage);
}

/**
 * Checks of frozen envelopes, by route. A frozen envelope (one the upstream client keeps for
 * replies repeated word for word, upstream-client/reply-memo.ts) cannot change, so its check against a
 * route's contract holds as long as it lives.
 */
const checkedByEnvelope = new WeakMap<Envelope<unknown>, Map<RouteDef, Envelope<unknown>>>();

/** An OK payload must match the contract; what reaches the SPA is the parsed (stripped) value. */
function checkReply(route: RouteDef, envelope: Envelope<unknown>, request: FastifyRequest): Envelope<unknown> {
  if (envelope.status !== 'OK') return envelope;
  const frozen = Object.isFrozen(envelope);
  const known = frozen ? checkedByEnvelope.get(envelope)?.get(route) : undefined;
  if (known) return known;
  const parsed = route.reply.safeParse(envelope.data);
  if (parsed.success) {
    const checked = { ...envelope, data: parsed.data };
    if (!frozen) return checked;
    let byRoute = checkedByEnvelope.get(envelope);
    if (!byRoute) checkedByEnvelope.set(envelope, (byRoute = new Map()));
    byRoute.set(route, deepFreeze(checked));
    return checked;
  }
  // A redirect reply need not describe the page it leaves (ARCHITECTURE.md "The envelope").
  if (envelope.redirect) return { ...envelope, data: null };
  request.log.error(
    {
      route: `${route.method} ${route.path}`,
      // Page data names its route type: the log says which type's sections went wrong.
      ...(pageRouteOf(envelope.data) ? { pageRoute: pageRouteOf(envelope.data) } : {}),
      path: parsed.error.issues[0]?.path.join('.') ?? '',
      issues: parsed.error.issues.slice(0, 5),
    },
    'upstream reply does not match the contract',
  );
  return notCorrectJson();
}

/** Over TLS (as the request arrived, per TRUST_PROXY) the shopper's cookies are Secure. */
export function cookiesFor(request: FastifyRequest, setCookies: readonly string[]): string[] {
  if (request.protocol !== 'https') return [...setCookies];
  return setCookies.map((cookie) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`));
}

function pageRouteOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('route' in data)) return undefined;
  return typeof data.route === 'string' ? data.route : undefined;
}

/** The JSON of frozen envelopes in UTF-8, made once: a frozen envelope cannot change. */
const jsonOfFrozen = new WeakMap<Envelope<unknown>, Buffer>();

/** `asPage`: whether the reply goes to a browser as a page (answersAsPage), when the caller knows it already. */
export function sendEnvelope(
  reply: FastifyReply,
  envelope: Envelope<unknown>,
  setCookies?: readonly string[],
  asPage: boolean = answersAsPage(reply.request),
) {
  if (setCookies && setCookies.length > 0) reply.header('set-cookie', cookiesFor(reply.request, setCookies));
  if (asPage) return sendPageAnswer(reply, envelope);
  const status = envelope.status === 'OK' ? 200 : (envelope.error?.statusCode ?? 500);
  if (!Object.isFrozen(envelope)) return reply.code(status).send(envelope);
  let json = jsonOfFrozen.get(envelope);
  if (json === undefined) jsonOfFrozen.set(envelope, (json = Buffer.from(JSON.stringify(envelope))));
  return reply.code(status).header('content-type', JSON_CONTENT_TYPE).send(json);
}
