import type { FastifyBaseLogger } from 'fastify';
import { logStoreFailure, type KeyValueStore } from './store.ts';

/** A reply as it went out: its HTTP status and the JSON text of its envelope. */
export interface CachedReply {
  statusCode: number;
  body: string;
  /** `body` in UTF-8, when read from the cache: encoded once, not on every send. */
  bytes?: Buffer;
}

/** What one upstream round trip produced, and whether any shopper may be given it. */
export interface LoadedReply<T> {
  value: T;
  reply: CachedReply | undefined;
}

export type CacheOutcome = 'hit' | 'miss' | 'coalesced';

export interface SharedCache {
  readonly ttlMs: number;
  /**
   * The stored reply for `key`, or the result of `load`. At most one `load` per key runs in this
   * process at a time: callers that arrive meanwhile wait for it and take its reply when it is
   * shareable, otherwise they load their own (a reply meant for one shopper is never handed on).
   */
  read<T>(
    key: string,
    load: () => Promise<LoadedReply<T>>,
  ): Promise<{ outcome: CacheOutcome; reply: CachedReply | undefined; value: T | undefined }>;
}

/** status:body, a cheap encoding for Map and Redis alike. */
const encode = (reply: CachedReply) => `${reply.statusCode}:${reply.body}`;
function decode(text: string): CachedReply | undefined {
  const colon = text.indexOf(':');
  const statusCode = Number(text.slice(0, colon));
  return colon > 0 && Number.isInteger(statusCode) ? { statusCode, body: text.slice(colon + 1) } : undefined;
}

/** Decoded replies held per process; past this many keys the memo starts over. */
const DECODED_LIMIT = 512;

export function createSharedCache(store: KeyValueStore, ttlMs: number, log: FastifyBaseLogger): SharedCache {
  const inFlight = new Map<string, Promise<LoadedReply<unknown>>>();
  /**
   * The last stored text read for each key and its reply with the bytes to send: a hit whose
   * text is the one read before (the same string from memory, an equal one from Redis) is not
   * decoded and encoded again. Encoding a list of cities was most of a hit's cost.
   */
  const decoded = new Map<string, { text: string; reply: CachedReply }>();

  function decodeOnce(key: string, text: string): CachedReply | undefined {
    const known = decoded.get(key);
    if (known?.text === text) return known.reply;
    const reply = decode(text);
    if (!reply) return undefined;
    reply.bytes = Buffer.from(reply.body);
    if (decoded.size >= DECODED_LIMIT) decoded.clear();
    decoded.set(key, { text, reply });
    return reply;
  }

  async function stored(key: string): Promise<CachedReply | undefined> {
    try {
      const text = await store.get(key);
      return text === undefined ? undefined : decodeOnce(key, text);
    } catch (error) {
      // A cache that cannot be read is a miss: the upstream still answers.
      logStoreFailure(log, error, 'shared cache read failed');
      return undefined;
    }
  }

  async function lead<T>(key: string, load: () => Promise<LoadedReply<T>>): Promise<LoadedReply<T>> {
    const pending = load();
    inFlight.set(key, pending);
    try {
      const loaded = await pending;
      if (loaded.reply) {
        await store
          .set(key, encode(loaded.reply), ttlMs)
          .catch((error: unknown) => logStoreFailure(log, error, 'shared cache write failed'));
      }
      return loaded;
    } finally {
      inFlight.delete(key);
    }
  }

  return {
    ttlMs,
    async read<T>(key: string, load: () => Promise<LoadedReply<T>>) {
      let pending = inFlight.get(key);
      if (!pending) {
        const found = await stored(key);
        if (found) return { outcome: 'hit' as const, reply: found, value: undefined };
        pending = inFlight.get(key);
      }
      if (pending) {
        const led = await pending;
        if (led.reply) return { outcome: 'coalesced' as const, reply: led.reply, value: undefined };
        const own = await load();
        return { outcome: 'miss' as const, reply: undefined, value: own.value };
      }
      const loaded = await lead(key, load);
      return { outcome: 'miss' as const, reply: undefined, value: loaded.value };
    },
  };
}
