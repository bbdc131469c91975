import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { envelopeSchema, failEnvelopeSchema, type Envelope } from '@shop/contracts/envelope.ts';
import type { BodyOf, HeadersOf, ParamsOf, QueryOf, RouteDef } from '@shop/contracts/route.ts';
import { notCorrectJson } from '../upstream/normalise.ts';

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
}

export type ContractHandler<R extends RouteDef> = (context: RouteContext<R>) => Promise<RouteOutcome>;

/** Response schemas, for the OpenAPI document only: replies are validated once, below. */
function responseSchemas(route: RouteDef) {
  const responses: Record<string, unknown> = { 200: envelopeSchema(route.reply), 400: failEnvelopeSchema };
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
export function registerContractRoute<R extends RouteDef>(app: FastifyInstance, route: R, handler: ContractHandler<R>) {
  app.route({
    method: route.method,
    url: route.path,
    schema: {
      summary: route.summary,
      tags: [route.tag],
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body ? { body: route.body } : {}),
      ...(route.headers ? { headers: route.headers } : {}),
      response: responseSchemas(route),
    },
    handler: async (request, reply) => {
      const outcome = await handler({
        params: request.params as ParamsOf<R>,
        query: request.query as QueryOf<R>,
        body: request.body as BodyOf<R>,
        headers: request.headers as HeadersOf<R>,
        request,
      });
      const envelope = checkReply(route, outcome.envelope, request);
      return sendEnvelope(reply, envelope, outcome.setCookies);
    },
  });
}

/** An OK payload must match the contract; what reaches the SPA is the parsed (stripped) value. */
function checkReply(route: RouteDef, envelope: Envelope<unknown>, request: FastifyRequest): Envelope<unknown> {
  if (envelope.status !== 'OK') return envelope;
  const parsed = route.reply.safeParse(envelope.data);
  if (parsed.success) return { ...envelope, data: parsed.data };
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

function pageRouteOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('route' in data)) return undefined;
  return typeof data.route === 'string' ? data.route : undefined;
}

export function sendEnvelope(reply: FastifyReply, envelope: Envelope<unknown>, setCookies?: readonly string[]) {
  if (setCookies && setCookies.length > 0) reply.header('set-cookie', [...setCookies]);
  return reply.code(envelope.status === 'OK' ? 200 : (envelope.error?.statusCode ?? 500)).send(envelope);
}
