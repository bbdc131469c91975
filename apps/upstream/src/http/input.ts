import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import { failBody } from './reply-shapes.ts';

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
