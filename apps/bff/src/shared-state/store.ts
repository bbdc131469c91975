import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A command refused because Redis is down or given up on for a while (shared-state/redis.ts). */
export class RedisDown extends Error {
  override name = 'RedisDown';
}

/**
 * A store failure, told at warn unless Redis is down: that is said by the connection's own log
 * every 10 s, not once per request while it lasts.
 */
export function logStoreFailure(log: FastifyBaseLogger, error: unknown, message: string): void {
  if (error instanceof RedisDown) log.debug({ err: error }, message);
  else log.warn({ err: error }, message);
}

/**
 * The few key-value operations the shared cache and the order replays need. In one process a Map;
 * with REDIS_URL the same keys live in Redis, so every BFF instance sees the same values.
 */
export interface KeyValueStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when the key is absent; true when this caller set it. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
}

interface Entry {
  value: string;
  expiresAt: number;
}

export interface MemoryLimits {
  maxEntries?: number;
  /** The values' total length in characters (UTF-16 code units); unbounded when not given. */
  maxChars?: number;
}

/** In-process store with expiry; past either limit the oldest insertions go first. */
export function memoryStore({ maxEntries = 10_000, maxChars = Number.POSITIVE_INFINITY }: MemoryLimits = {}): KeyValueStore {
  const entries = new Map<string, Entry>();
  let chars = 0;

  function remove(key: string) {
    const entry = entries.get(key);
    if (entry === undefined) return;
    chars -= entry.value.length;
    entries.delete(key);
  }

  function live(key: string, now: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > now) return entry;
    remove(key);
    return undefined;
  }

  function put(key: string, value: string, ttlMs: number) {
    remove(key);
    // A value over the whole budget would only push everything else out, itself included.
    if (value.length > maxChars) return;
    entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    chars += value.length;
    while (entries.size > maxEntries || chars > maxChars) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      remove(oldest.value);
    }
  }

  return {
    async get(key) {
      return live(key, Date.now())?.value;
    },
    async set(key, value, ttlMs) {
      put(key, value, ttlMs);
    },
    async setIfAbsent(key, value, ttlMs) {
      if (live(key, Date.now())) return false;
      put(key, value, ttlMs);
      return true;
    },
    async delete(key) {
      remove(key);
    },
  };
}

/** The same operations on a long-lived Redis connection; keys get the given prefix. */
export function redisStore(redis: Redis, prefix: string): KeyValueStore {
  return {
    async get(key) {
      return (await redis.get(prefix + key)) ?? undefined;
    },
    async set(key, value, ttlMs) {
      await redis.set(prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK';
    },
    async delete(key) {
      await redis.del(prefix + key);
    },
  };
}
