import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Envelope } from '@shop/contracts/envelope.ts';
import { logStoreFailure, type KeyValueStore } from './store.ts';

/** The upstream keeps a key for a day for the same shopper; replays here keep it as long. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * An instance placing an order holds a claim that lapses this soon unless renewed, and renews it
 * every CLAIM_RENEW_MS while it works. An instance that dies mid-order thus frees the key within
 * 1.5 s, and the shopper's retry is answered within the 2 s page budget; three renewals fit in one
 * lapse, so a renewal late by a busy event loop does not lose a live claim.
 */
export const CLAIM_TTL_MS = 1_500;
export const CLAIM_RENEW_MS = 500;
const POLL_MS = 100;

export interface IdempotencyOptions {
  store: KeyValueStore;
  /** How long an order placement may take: a repeat waits no longer for a live claim before asking the upstream itself. */
  placementMs: number;
  log: FastifyBaseLogger;
}

export type Replayed =
  | { replayed: true; envelope: Envelope<unknown> }
  | { replayed: false; envelope: Envelope<unknown>; setCookies?: readonly string[] };

/**
 * One order per press across every BFF instance: the first accepted reply for a shopper's
 * idempotency key is stored, and a repeat of the key by the same shopper gets it back without
 * another upstream call. While the first is still being placed a repeat waits for it; if its
 * instance died (its claim lapsed) or it cannot tell, it asks the upstream, which dedupes by the
 * same key. Refusals are not stored, so a shopper who fixes the checkout and presses again is not
 * answered with the old refusal.
 */
export function createIdempotency({ store, placementMs, log }: IdempotencyOptions) {
  const doneKey = (key: string) => `done:${key}`;
  const claimKey = (key: string) => `claim:${key}`;

  async function replay(key: string): Promise<Envelope<unknown> | undefined> {
    const text = await store.get(doneKey(key));
    return text === undefined ? undefined : (JSON.parse(text) as Envelope<unknown>);
  }

  /** The first reply, or undefined once this caller holds the claim (or has waited a whole placement). */
  async function replayOrClaim(key: string): Promise<Envelope<unknown> | undefined> {
    const until = Date.now() + placementMs;
    for (;;) {
      const found = await replay(key);
      if (found) return found;
      if (await store.setIfAbsent(claimKey(key), '1', CLAIM_TTL_MS)) return undefined;
      if (Date.now() >= until) return undefined;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
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
        const first = await replayOrClaim(key);
        if (first) return { replayed: true, envelope: first };
      } catch (error) {
        logStoreFailure(log, error, 'idempotency store unavailable; the upstream dedupes');
        return { replayed: false, ...(await place()) };
      }
      const heartbeat = setInterval(() => {
        store.set(claimKey(key), '1', CLAIM_TTL_MS).catch(() => undefined);
      }, CLAIM_RENEW_MS);
      try {
        const placed = await place();
        if (placed.envelope.status === 'OK') {
          await store
            .set(doneKey(key), JSON.stringify(placed.envelope), IDEMPOTENCY_TTL_MS)
            .catch((error: unknown) => logStoreFailure(log, error, 'order replay not stored'));
        }
        return { replayed: false, ...placed };
      } finally {
        clearInterval(heartbeat);
        await store.delete(claimKey(key)).catch(() => undefined);
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;
