import type { Redis } from 'ioredis';

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

/** In-process store with expiry; past maxEntries the oldest insertions go first. */
export function memoryStore(maxEntries = 10_000): KeyValueStore {
  const entries = new Map<string, Entry>();

  function live(key: string, now: number): Entry | undefined {
    const entry = entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > now) return entry;
    entries.delete(key);
    return undefined;
  }

  function put(key: string, value: string, ttlMs: number) {
    entries.delete(key);
    entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      entries.delete(oldest.value);
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
      entries.delete(key);
    },
  };
}

/** The same operations on a kept Redis connection; keys get the given prefix. */
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
