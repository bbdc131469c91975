import fp from 'fastify-plugin';
import { memoryAttempts, redisAttempts, type Attempts } from './attempts.ts';
import { createGuestPageCache, type GuestPageCache, type GuestPageTimes } from './guest-pages.ts';
import { createIdempotency, type Idempotency } from './idempotency.ts';
import { REDIS_KEY_PREFIX, connectRedis, type GuardedRedis } from './redis.ts';
import { createSharedCache, type SharedCache } from './shared-cache.ts';
import { memoryStore, redisStore } from './store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when REDIS_URL is: rate-limit counters, the shared cache and order replays live there. */
    redis: GuardedRedis | undefined;
    sharedCache: SharedCache;
    /** Pages rendered for guest requests (no session), cached for every such request; none when turned off. */
    guestPages: GuestPageCache | undefined;
    idempotency: Idempotency;
    /** Failed attempts by key (wrong keys, wrong passwords), for the limits that count only those. */
    attempts: Attempts;
  }
}

export interface SharedStateOptions {
  redisUrl?: string | undefined;
  /** How long a reply that is the same for every shopper is cached; 0 turns the shared cache off. */
  sharedCacheTtlMs: number;
  /** How long pages rendered for guest requests are cached; none are when absent or not fresh at all. */
  guestPages?: (GuestPageTimes & { maxChars: number; ssrBudgetMs: number; now?: () => number }) | undefined;
  /** An order placement is given this long before a waiting repeat asks the upstream itself. */
  upstreamTimeoutMs: number;
}

/** What several BFF instances must share to behave as one: in process by default, in Redis with REDIS_URL. */
export const sharedStatePlugin = fp<SharedStateOptions>(
  async (app, options) => {
    const redis = options.redisUrl ? await connectRedis(options.redisUrl, app.log) : undefined;
    if (redis) app.metrics.watchRedis(() => redis.usable);
    const cacheStore = redis ? redisStore(redis, `${REDIS_KEY_PREFIX}cache:`) : memoryStore();
    const replayStore = redis ? redisStore(redis, `${REDIS_KEY_PREFIX}order:`) : memoryStore();
    app.decorate('redis', redis);
    app.decorate('sharedCache', createSharedCache(cacheStore, options.sharedCacheTtlMs, app.log));
    const pages = options.guestPages;
    app.decorate(
      'guestPages',
      pages && pages.freshMs > 0
        ? createGuestPageCache({
            store: redis ? redisStore(redis, `${REDIS_KEY_PREFIX}page:`) : memoryStore({ maxChars: pages.maxChars }),
            times: pages,
            ssrBudgetMs: pages.ssrBudgetMs,
            log: app.log,
            ...(pages.now ? { now: pages.now } : {}),
          })
        : undefined,
    );
    app.decorate('idempotency', createIdempotency({ store: replayStore, placementMs: options.upstreamTimeoutMs, log: app.log }));
    app.decorate('attempts', redis ? redisAttempts(redis, `${REDIS_KEY_PREFIX}attempts:`, app.log) : memoryAttempts());
    if (redis) {
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
  },
  { name: 'shared-state', fastify: '5.x', dependencies: ['observability'] },
);
