import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedisServer, type RedisServer } from '../testing/redis-server.ts';
import { memoryAttempts, redisAttempts, type Attempts } from './attempts.ts';

let server: RedisServer;
let redis: Redis;

beforeAll(async () => {
  server = await startRedisServer();
  redis = new Redis(server.url);
}, 30_000);

afterAll(async () => {
  await redis?.quit();
  await server?.stop();
});

const quiet = () => {};
const silent = { warn: quiet, error: quiet, info: quiet, debug: quiet } as unknown as FastifyBaseLogger;

describe.each([
  ['in process', () => memoryAttempts()],
  ['in Redis', () => redisAttempts(redis, `test:${Math.random()}:`, silent)],
])('attempts counted %s', (_where, make: () => Attempts) => {
  it('counts failures within a window that begins with the first', async () => {
    const attempts = make();
    expect(await attempts.count('k')).toEqual({ count: 0, ttlMs: 0 });
    await attempts.fail('k', 60_000);
    const second = await attempts.fail('k', 1_000);
    // The second failure does not move the window's end.
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBeGreaterThan(59_000);
    expect((await attempts.count('k')).count).toBe(2);
    expect((await attempts.count('other')).count).toBe(0);
  });

  it('takes back a failure counted ahead, within its window, and never brings an ended window back', async () => {
    const attempts = make();
    await Promise.all(Array.from({ length: 3 }, () => attempts.fail('ahead', 60_000)));
    await attempts.release('ahead');
    expect((await attempts.count('ahead')).count).toBe(2);
    await attempts.release('never-counted');
    expect(await attempts.count('never-counted')).toEqual({ count: 0, ttlMs: 0 });
    expect((await attempts.fail('never-counted', 60_000)).count).toBe(1);
  });

  it('forgets a key, and a window once it ends', async () => {
    const attempts = make();
    await attempts.fail('proved', 60_000);
    await attempts.forget('proved');
    expect((await attempts.count('proved')).count).toBe(0);
    await attempts.fail('brief', 30);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect((await attempts.count('brief')).count).toBe(0);
    expect((await attempts.fail('brief', 60_000)).count).toBe(1);
  });
});

describe('attempts in Redis during an outage', () => {
  it('count nothing and let attempts through', async () => {
    const down = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    down.on('error', () => {});
    const attempts = redisAttempts(down, 'x:', silent);
    expect(await attempts.fail('k', 60_000)).toEqual({ count: 0, ttlMs: 0 });
    expect(await attempts.count('k')).toEqual({ count: 0, ttlMs: 0 });
    down.disconnect();
  });
});
