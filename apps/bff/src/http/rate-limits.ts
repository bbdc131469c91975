import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { fail } from '@shop/contracts/envelope.ts';
import { REDIS_KEY_PREFIX } from '../scale/redis.ts';
import { sendEnvelope } from './contract-route.ts';

export type Limit = { max: number; timeWindow: number };

export type LimitCheck = (
  request: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttl?: number; ttlInSeconds?: number }>;

/** What a limit counts by is kept under a digest: addresses, phones and e-mails are not written to Redis as they are. */
export const digestOf = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 24);

export function tooManyAttemptsText(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds < 60 ? `${seconds} с` : seconds < 3600 ? `${Math.ceil(seconds / 60)} мин` : `${Math.ceil(seconds / 3600)} ч`;
  return `Слишком много попыток: повторите через ${wait}`;
}

/**
 * Gives an encapsulated scope `createRateLimit` (@fastify/rate-limit, applied to no route by
 * itself). With REDIS_URL the counters are shared by every BFF instance. A Redis outage lets
 * requests through: a limit here is a brake, and what it protects has limits of its own.
 */
export async function registerRateLimits(scope: FastifyInstance, app: FastifyInstance): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: `${REDIS_KEY_PREFIX}rate:` } : {}),
    skipOnError: true,
  });
}

/**
 * Runs the checks; when one is exceeded, answers a 429 envelope whose retry-after is the longest
 * wait among them, and counts the refusal in the metrics.
 */
export async function refuseIfExceeded(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  checks: ReadonlyArray<{ name: string; check: LimitCheck }>,
) {
  let ttl = 0;
  let exceeded: string | undefined;
  for (const { name, check } of checks) {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) continue;
    if ((result.ttl ?? 0) >= ttl) {
      ttl = result.ttl ?? 0;
      exceeded = name;
    }
  }
  if (exceeded === undefined) return undefined;
  const refusal = tooManyAttempts(app, request, exceeded, ttl);
  reply.headers(refusal.headers);
  return sendEnvelope(reply, refusal.envelope);
}

/**
 * The 429 refusal of a request over the limit `name`: its Russian text, a retry-after of the time
 * left, counted in the metrics and logged. The upstream is not called.
 */
export function tooManyAttempts(app: FastifyInstance, request: FastifyRequest, name: string, ttlMs: number) {
  const route = request.routeOptions.url ?? request.url;
  app.metrics.rateLimited(route, name);
  request.log.warn({ route, limit: name }, 'rate limit exceeded');
  const text = tooManyAttemptsText(ttlMs);
  return {
    envelope: fail({ message: text, statusCode: 429 }, [{ kind: 'error', text }]),
    headers: { 'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))) },
  };
}
