import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import { failBody, okBody, sendFail } from './reply-shapes.ts';
import type { ReplyShape } from './reply-shapes.ts';

/** What a shopper reads when a request cannot be understood at all. */
export const BAD_REQUEST = 'Некорректный запрос';

/** Validates request input; a refusal (400) carries the first issue's Russian message, which the shopper sees. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): Outcome<z.output<S>> {
  const result = schema.safeParse(value ?? {});
  return result.success ? done(result.data) : refuse(400, result.error.issues[0]?.message ?? BAD_REQUEST);
}

/**
 * The request input as the schema reads it. When it does not fit, the path has already answered:
 * a 400 FAIL in the path's reply shape with the first issue's Russian message, so the handler
 * ends with `if (!input) return reply;`.
 */
export function readInput<S extends z.ZodType<object>>(reply: FastifyReply, schema: S, value: unknown): z.output<S> | undefined {
  const parsed = parseInput(schema, value);
  if (parsed.ok) return parsed.value;
  void reply.code(400).send(failBody(reply.request.routeOptions.config.shape ?? 'status', { error: parsed.error }));
  return undefined;
}

type Answer<S extends z.ZodType> = (
  input: z.output<S>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Outcome<object> | Promise<Outcome<object>>;

/**
 * A legacy path that reads one input and answers an outcome in the path's reply shape: the input
 * (the body, or the query with the path's params) is read with the schema, a 400 FAIL when it
 * does not fit; a refusal is sent as a FAIL (sendFail), a value as the OK payload.
 */
export function legacyRoute<S extends z.ZodType<object>>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  shape: ReplyShape,
  input: { body: S } | { query: S },
  answer: Answer<S>,
): void {
  app.route({
    method,
    url,
    config: { shape },
    handler: async (request, reply) => {
      const raw = 'body' in input ? request.body : { ...(request.query as object), ...(request.params as object) };
      const value = readInput(reply, 'body' in input ? input.body : input.query, raw);
      if (!value) return reply;
      const outcome = await answer(value, request, reply);
      return outcome.ok ? okBody(shape, { ...outcome.value }) : sendFail(reply, shape, outcome);
    },
  });
}
