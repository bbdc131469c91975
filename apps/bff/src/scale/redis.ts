import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Every key this BFF writes starts with this, so the shop can share a Redis with others. */
export const REDIS_KEY_PREFIX = 'shop-bff:';

const ERROR_LOG_INTERVAL_MS = 10_000;

/**
 * One kept connection per BFF process. Commands wait in the offline queue while it reconnects,
 * but give up after a couple of retries so a Redis outage slows requests down rather than hangs them.
 */
export function connectRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 2,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    const now = Date.now();
    if (now - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = now;
    log.warn({ err: error }, 'redis connection problem');
  });
  return redis;
}
