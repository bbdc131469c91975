import type { FastifyBaseLogger } from 'fastify';
import { logStoreFailure } from './store.ts';
import type { Redis } from 'ioredis';

/** A count within its window: how many so far, and how long until the window ends and it is forgotten. */
export interface AttemptCount {
  count: number;
  ttlMs: number;
}

/**
 * Failed attempts by key (a wrong monitoring key from one client, a wrong password for one
 * account): counted only when an attempt fails, unlike @fastify/rate-limit, which counts every
 * request. A window begins with its first failure and ends `windowMs` later. In process by
 * default, in Redis with REDIS_URL so that every instance counts the same.
 */
export interface Attempts {
  /** Counts one more failure under the key. */
  fail(key: string, windowMs: number): Promise<AttemptCount>;
  /** The key's count, without adding to it. */
  count(key: string): Promise<AttemptCount>;
  /** Forgets the key (its owner proved themselves). */
  forget(key: string): Promise<void>;
  /**
   * Takes back one failure counted ahead of its outcome (`fail` first, so that attempts made at
   * once each see the ones before them) once the attempt did not fail after all.
   */
  release(key: string): Promise<void>;
}

const NONE: AttemptCount = { count: 0, ttlMs: 0 };

/** In-process counts; past maxKeys the oldest windows go first. */
export function memoryAttempts(maxKeys = 100_000): Attempts {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.endsAt > now) return window;
    if (window) windows.delete(key);
    return undefined;
  };
  return {
    async fail(key, windowMs) {
      const now = Date.now();
      let window = live(key, now);
      if (!window) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
        while (windows.size > maxKeys) {
          const oldest = windows.keys().next();
          if (oldest.done) break;
          windows.delete(oldest.value);
        }
      }
      window.count += 1;
      return { count: window.count, ttlMs: window.endsAt - now };
    },
    async count(key) {
      const now = Date.now();
      const window = live(key, now);
      return window ? { count: window.count, ttlMs: window.endsAt - now } : NONE;
    },
    async forget(key) {
      windows.delete(key);
    },
    async release(key) {
      const window = live(key, Date.now());
      if (window && window.count > 0) window.count -= 1;
    },
  };
}

/** DECR only a key that still exists: one whose window ended must not come back without an expiry. */
const RELEASE_SCRIPT = "if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end return 0";

/**
 * The same counts in Redis: INCR, an expiry set by the first failure only (PEXPIRE … NX), PTTL.
 * A Redis outage counts nothing and lets attempts through: these limits are a brake, and what they
 * protect (the upstream's sign-in, the monitoring key) has checks of its own.
 */
export function redisAttempts(redis: Redis, prefix: string, log: FastifyBaseLogger): Attempts {
  const failed = (error: unknown) => {
    logStoreFailure(log, error, 'attempt counts unavailable: attempts are let through');
    return NONE;
  };
  return {
    async fail(key, windowMs) {
      try {
        const replies = await redis
          .multi()
          .incr(prefix + key)
          .pexpire(prefix + key, Math.max(1, Math.round(windowMs)), 'NX')
          .pttl(prefix + key)
          .exec();
        const count = Number(replies?.[0]?.[1] ?? 0);
        const ttlMs = Number(replies?.[2]?.[1] ?? windowMs);
        return { count, ttlMs: ttlMs > 0 ? ttlMs : windowMs };
      } catch (error) {
        return failed(error);
      }
    },
    async count(key) {
      try {
        const replies = await redis
          .multi()
          .get(prefix + key)
          .pttl(prefix + key)
          .exec();
        const count = Number(replies?.[0]?.[1] ?? 0);
        const ttlMs = Number(replies?.[1]?.[1] ?? 0);
        return count > 0 && ttlMs > 0 ? { count, ttlMs } : NONE;
      } catch (error) {
        return failed(error);
      }
    },
    async forget(key) {
      try {
        await redis.del(prefix + key);
      } catch (error) {
        failed(error);
      }
    },
    async release(key) {
      try {
        await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
      } catch (error) {
        failed(error);
      }
    },
  };
}
