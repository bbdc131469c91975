import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { memoryFirstSeen, redisFirstSeen } from './first-seen.ts';

describe('first sighting of a fingerprint in a window', () => {
  it('is true once per window for each fingerprint, and again once the window is over', async () => {
    let now = 1_000;
    const firstSeen = memoryFirstSeen(600_000, () => now);
    expect(await firstSeen('a')).toBe(true);
    expect(await firstSeen('a')).toBe(false);
    expect(await firstSeen('b')).toBe(true);
    now += 599_999;
    expect(await firstSeen('a')).toBe(false);
    now += 1;
    expect(await firstSeen('a')).toBe(true);
    expect(await firstSeen('a')).toBe(false);
  });

  it('forgets the oldest fingerprints when it remembers too many, so memory stays bounded', async () => {
    const firstSeen = memoryFirstSeen(600_000, () => 0);
    for (let index = 0; index < 5_001; index += 1) await firstSeen(`f${index}`);
    // The first went to make room; the latest is still remembered.
    expect(await firstSeen('f0')).toBe(true);
    expect(await firstSeen('f5000')).toBe(false);
  });
});

describe('first sighting across instances, in Redis', () => {
  /** A Redis that keeps SET NX keys, as far as this needs; `down` makes it fail. */
  function fakeRedis() {
    const keys = new Map<string, number>();
    const calls: unknown[][] = [];
    const redis = {
      down: false,
      calls,
      set: async (...args: unknown[]) => {
        calls.push(args);
        if (redis.down) throw new Error('Connection is closed.');
        const key = String(args[0]);
        if (keys.has(key)) return null;
        keys.set(key, Number(args[3]));
        return 'OK';
      },
    };
    return redis;
  }
  const log = { debug: () => {} } as unknown as FastifyBaseLogger;

  it('is true for the one instance that sets the key first, under the prefix with the window as TTL', async () => {
    const redis = fakeRedis();
    const one = redisFirstSeen(redis as unknown as Redis, 'shop-bff:browser-error:', 600_000, log);
    const other = redisFirstSeen(redis as unknown as Redis, 'shop-bff:browser-error:', 600_000, log);
    expect(await one('a')).toBe(true);
    expect(await other('a')).toBe(false);
    expect(redis.calls[0]).toEqual(['shop-bff:browser-error:a', '1', 'PX', 600_000, 'NX']);
  });

  it('falls back to the process’s own memory while Redis fails, so errors are still logged once', async () => {
    const redis = fakeRedis();
    redis.down = true;
    const firstSeen = redisFirstSeen(redis as unknown as Redis, 'p:', 600_000, log);
    expect(await firstSeen('a')).toBe(true);
    expect(await firstSeen('a')).toBe(false);
  });
});
