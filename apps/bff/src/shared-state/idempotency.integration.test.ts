import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '@shop/contracts/envelope.ts';
import { startRedisServer, type RedisServer } from '../testing/redis-server.ts';
import { CLAIM_TTL_MS, createIdempotency } from './idempotency.ts';
import { redisStore } from './store.ts';

/** Two instances placing orders through one Redis, each with its own connection, as two processes would. */
let redis: RedisServer;
const connections: Redis[] = [];

const quiet = () => undefined;
const log = { warn: quiet, error: quiet, info: quiet, debug: quiet } as unknown as FastifyBaseLogger;
const order: Envelope<unknown> = { status: 'OK', data: { orderCode: 'ИМ-000077' }, messages: [] };

function instance() {
  const connection = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  connections.push(connection);
  const idempotency = createIdempotency({ store: redisStore(connection, 'order:'), placementMs: 30_000, log });
  return { connection, idempotency };
}

async function connected(connection: Redis) {
  if (connection.status !== 'ready') await new Promise((resolve) => connection.once('ready', resolve));
}

beforeAll(async () => {
  redis = await startRedisServer();
}, 30_000);

afterAll(async () => {
  for (const connection of connections) connection.disconnect();
  await redis?.stop();
});

describe('an order whose instance dies while placing it', () => {
  it("is answered on the shopper's retry through another instance within the page budget, placed once more with the same key", async () => {
    const a = instance();
    const b = instance();
    await Promise.all([connected(a.connection), connected(b.connection)]);
    let finishA: (value: { envelope: Envelope<unknown> }) => void = () => undefined;
    const atUpstreamA = new Promise<void>((atUpstream) => {
      void a.idempotency.run('shopper:key-1', () => {
        atUpstream();
        return new Promise((resolve) => {
          finishA = resolve;
        });
      });
    });
    await atUpstreamA;

    // A's process is gone: its link to Redis drops, nothing releases its claim.
    a.connection.disconnect();
    const died = performance.now();
    let placedByB = 0;
    const retried = await b.idempotency.run('shopper:key-1', async () => {
      placedByB += 1;
      return { envelope: order };
    });
    // Within seconds of the death (1.5 s here when the machine is quiet), not after the upstream's
    // timeout, which a dead instance's claim used to last.
    expect(performance.now() - died).toBeLessThan(5_000);
    expect(retried).toEqual({ replayed: false, envelope: order });
    expect(placedByB).toBe(1);
    finishA({ envelope: order });
  }, 15_000);
});

describe('an order placed for longer than a claim lasts', () => {
  it('keeps its claim: a retry meanwhile waits and is answered with the first reply, with no second placement', async () => {
    const a = instance();
    const b = instance();
    await Promise.all([connected(a.connection), connected(b.connection)]);
    let placements = 0;
    let atUpstream: () => void = () => undefined;
    const placing = new Promise<void>((resolve) => {
      atUpstream = resolve;
    });
    // The upstream takes twice as long as a claim lasts unrenewed.
    const place = async () => {
      placements += 1;
      atUpstream();
      await new Promise((resolve) => setTimeout(resolve, CLAIM_TTL_MS * 2));
      return { envelope: order };
    };
    const first = a.idempotency.run('shopper:key-2', place);
    await placing;
    const repeat = await b.idempotency.run('shopper:key-2', place);
    expect(repeat).toEqual({ replayed: true, envelope: order });
    expect(await first).toEqual({ replayed: false, envelope: order });
    expect(placements).toBe(1);
  }, 15_000);
});
