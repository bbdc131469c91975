import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit, { type FastifyRateLimitOptions, type FastifyRateLimitStore } from '@fastify/rate-limit';
// The library's own in-process store; its package has no exports map, and declares no type for it.
// @ts-expect-error untyped CommonJS module of @fastify/rate-limit
import LibraryLocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { fail } from '@shop/contracts/envelope.ts';
import { REDIS_KEY_PREFIX } from '../shared-state/redis.ts';
import { sendEnvelope } from './contract-route.ts';

export type Limit = { max: number; timeWindow: number };

/** A limit as the OpenAPI document states it: its name as `bff_rate_limit_refusals_total` labels it. */
export type StatedLimit = { limit: string; max: number; windowSeconds: number };
export const RATE_LIMITS_EXTENSION = 'x-rate-limits';

declare module 'fastify' {
  interface FastifySchema {
    [RATE_LIMITS_EXTENSION]?: StatedLimit[];
  }
}

/** States the limits in the OpenAPI document (and so in ENDPOINTS.md) of every route the scope registers next. */
export function stateLimits(scope: FastifyInstance, limits: ReadonlyArray<Limit & { name: string }>) {
  const stated: StatedLimit[] = limits.map(({ name, max, timeWindow }) => ({ limit: name, max, windowSeconds: timeWindow / 1000 }));
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, [RATE_LIMITS_EXTENSION]: [...(route.schema?.[RATE_LIMITS_EXTENSION] ?? []), ...stated] };
  });
}

export type LimitCheck = (
  request: FastifyRequest,
) => Promise<{ isAllowed: boolean; isExceeded?: boolean; ttl?: number; ttlInSeconds?: number }>;

/** What a limit counts by is stored under a digest: addresses, phones and e-mails are not written to Redis as they are. */
export const digestOf = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 24);

export function tooManyAttemptsText(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds < 60 ? `${seconds} с` : seconds < 3600 ? `${Math.ceil(seconds / 60)} мин` : `${Math.ceil(seconds / 3600)} ч`;
  return `Слишком много попыток: повторите через ${wait}`;
}

type Counted = { current: number; ttl: number };
type CountCallback = (error: Error | null, result?: Counted) => void;
type LocalStore = {
  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void;
  read(key: string, callback: CountCallback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): LocalStore;
};

/**
 * The library's in-process store hands every caller the one object it counts in, and the caller
 * reads the count only after an await: requests that arrive together all read the count the last
 * of them made, so a burst of 12 from one client was refused whole by a limit of 10, the first ten
 * included. This store hands each caller the count as its own increment left it.
 */
export class SnapshotLocalStore implements FastifyRateLimitStore {
  private readonly inner: LocalStore;

  constructor(options: FastifyRateLimitOptions | LocalStore) {
    if ('incr' in options) {
      this.inner = options;
      return;
    }
    // The plugin passes its global parameters, which its types do not declare.
    const { continueExceeding, exponentialBackoff, cache } = options as {
      continueExceeding?: boolean;
      exponentialBackoff?: boolean;
      cache?: number;
    };
    this.inner = new LibraryLocalStore(continueExceeding, exponentialBackoff, cache) as LocalStore;
  }

  incr(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.inner.incr(key, (error, result) => callback(error, result && { current: result.current, ttl: result.ttl }), timeWindow, max);
  }

  read(key: string, callback: CountCallback, timeWindow: number, max: number): void {
    this.inner.read(key, (error, result) => callback(error, result && { current: result.current, ttl: result.ttl }), timeWindow, max);
  }

  child(routeOptions: unknown): SnapshotLocalStore {
    return new SnapshotLocalStore(this.inner.child(routeOptions));
  }
}

/**
 * Gives an encapsulated scope `createRateLimit` (@fastify/rate-limit, applied to no route by
 * itself). With REDIS_URL the counters are shared by every BFF instance. A Redis outage lets
 * requests through: a limit here is a brake, and what it protects has limits of its own.
 */
export async function registerRateLimits(scope: FastifyInstance, app: FastifyInstance): Promise<void> {
  await scope.register(rateLimit, {
    global: false,
    ...(app.redis ? { redis: app.redis, nameSpace: `${REDIS_KEY_PREFIX}rate:` } : { store: SnapshotLocalStore }),
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

/** A limit on something the request names (a phone, an e-mail); skipped when the request names none. */
export interface DestinationLimit extends Limit {
  name: string;
  of: (request: FastifyRequest) => string | undefined;
}

/** A destination together with the client asking for it: one client's requests for one phone or e-mail. */
export const fromClient = (of: (request: FastifyRequest) => string | undefined) => (request: FastifyRequest) => {
  const destination = of(request);
  return destination === undefined ? undefined : `${destination}\n${request.ip}`;
};

/**
 * Routes registered by `register` answer a 429 envelope once a client exceeds its limit (checked
 * on arrival, before the body is read) or once a destination the body names exceeds one of its
 * limits (checked after validation). The upstream is not called either way. `app` is a scope
 * given `createRateLimit` by registerRateLimits.
 */
export async function limited(
  app: FastifyInstance,
  name: string,
  limit: Limit,
  destinations: readonly DestinationLimit[],
  register: (scope: FastifyInstance) => void,
) {
  await app.register(async (scope) => {
    const client = [
      { name: `${name}:client`, check: scope.createRateLimit({ ...limit, keyGenerator: (request) => `${name}:client:${request.ip}` }) },
    ];
    scope.addHook('onRequest', async (request, reply) => refuseIfExceeded(app, request, reply, client));
    stateLimits(scope, [
      { name: `${name}:client`, ...limit },
      ...destinations.map((destination) => ({ ...destination, name: `${name}:${destination.name}` })),
    ]);
    if (destinations.length > 0) {
      const checks = destinations.map((destination) => ({
        destination,
        check: scope.createRateLimit({
          max: destination.max,
          timeWindow: destination.timeWindow,
          keyGenerator: (request) => `${name}:${destination.name}:${digestOf(destination.of(request) ?? '')}`,
        }),
      }));
      scope.addHook('preHandler', async (request, reply) => {
        const named = checks
          .filter(({ destination }) => destination.of(request) !== undefined)
          .map(({ destination, check }) => ({ name: `${name}:${destination.name}`, check }));
        return refuseIfExceeded(app, request, reply, named);
      });
    }
    register(scope);
  });
}
