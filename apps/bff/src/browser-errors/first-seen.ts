import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Whether a fingerprint is seen for the first time in its window, which starts with that sighting. */
export type FirstSeen = (fingerprint: string) => Promise<boolean>;

/** Fingerprints one process remembers; past it the oldest are forgotten (and may be logged again). */
const REMEMBERED_MAX = 5_000;

/** In this process: a map of each fingerprint to the end of its window. */
export function memoryFirstSeen(windowMs: number, now: () => number = Date.now): FirstSeen {
  const until = new Map<string, number>();
  return async (fingerprint) => {
    const at = now();
    if ((until.get(fingerprint) ?? 0) > at) return false;
    until.delete(fingerprint);
    if (until.size >= REMEMBERED_MAX) {
      for (const [seen, end] of until) if (end <= at) until.delete(seen);
      // Still full: the oldest go, a map keeps its order of insertion.
      for (const seen of until.keys()) {
        if (until.size < REMEMBERED_MAX) break;
        until.delete(seen);
      }
    }
    until.set(fingerprint, at + windowMs);
    return true;
  };
}

/**
 * Across every instance sharing the Redis: one SET NX with the window as its TTL. A Redis that
 * does not answer leaves it to this process's own memory, so an error is still logged.
 */
export function redisFirstSeen(redis: Redis, prefix: string, windowMs: number, log: FastifyBaseLogger): FirstSeen {
  const local = memoryFirstSeen(windowMs);
  return async (fingerprint) => {
    try {
      return (await redis.set(`${prefix}${fingerprint}`, '1', 'PX', windowMs, 'NX')) === 'OK';
    } catch (error) {
      log.debug({ err: error }, 'browser error fingerprint not checked in redis');
      return local(fingerprint);
    }
  };
}
