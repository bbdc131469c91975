import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Envelope } from '@shop/contracts/envelope.ts';
import type { KeyValueStore } from './store.ts';

/** The upstream keeps a key for a day for the same shopper; replays here keep it as long. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const POLL_MS = 100;

export interface IdempotencyOptions {
  store: KeyValueStore;
  /** How long an order placement may take: a claim older than this is given up. */
  claimTtlMs: number;
  log: FastifyBaseLogger;
}

export type Replayed =
  | { replayed: true; envelope: Envelope<unknown> }
  | { replayed: false; envelope: Envelope<unknown>; setCookies?: readonly string[] };

/**
 * One order per press across every BFF instance: the first accepted reply for a shopper's
 * idempotency key is kept, and a repeat of the key by the same shopper gets it back without
 * another upstream call. While the first is still being placed a repeat waits for it; if it
 * cannot tell, it asks the upstream, which dedupes by the same key. Refusals are not kept, so
 * a shopper who fixes the checkout and presses again is not answered with the old refusal.
 */
export function createIdempotency({ store, claimTtlMs, log }: IdempotencyOptions) {
  const doneKey = (key: string) => `done:${key}`;
  const claimKey = (key: string) => `claim:${key}`;

  async function replay(key: string): Promise<Envelope<unknown> | undefined> {
    const text = await store.get(doneKey(key));
    return text === undefined ? undefined : (JSON.parse(text) as Envelope<unknown>);
  }

  async function waitForFirst(key: string): Promise<Envelope<unknown> | undefined> {
    const until = Date.now() + claimTtlMs;
    while (Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const found = await replay(key);
      if (found) return found;
      if ((await store.get(claimKey(key))) === undefined) return undefined;
    }
    return undefined;
  }

  return {
    /** The shopper is their session cookie (hashed: raw session ids are not stored). */
    keyOf(cookie: string | undefined, idempotencyKey: string): string | undefined {
      if (!cookie) return undefined;
      return `${createHash('sha256').update(cookie).digest('base64url')}:${idempotencyKey}`;
    },

    async run(
      key: string | undefined,
      place: () => Promise<{ envelope: Envelope<unknown>; setCookies?: readonly string[] }>,
    ): Promise<Replayed> {
      if (key === undefined) return { replayed: false, ...(await place()) };
      try {
        const first = await replay(key);
        if (first) return { replayed: true, envelope: first };
        if (!(await store.setIfAbsent(claimKey(key), '1', claimTtlMs))) {
          const awaited = await waitForFirst(key);
          if (awaited) return { replayed: true, envelope: awaited };
          return { replayed: false, ...(await place()) };
        }
      } catch (error) {
        log.warn({ err: error }, 'idempotency store unavailable; the upstream dedupes');
        return { replayed: false, ...(await place()) };
      }
      try {
        const placed = await place();
        if (placed.envelope.status === 'OK') {
          await store
            .set(doneKey(key), JSON.stringify(placed.envelope), IDEMPOTENCY_TTL_MS)
            .catch((error: unknown) => log.warn({ err: error }, 'order replay not stored'));
        }
        return { replayed: false, ...placed };
      } finally {
        await store.delete(claimKey(key)).catch(() => undefined);
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
