import type { FastifyInstance } from 'fastify';
import { MockAgent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { startRedisServer, type RedisServer } from '../testing/redis-server.ts';
import { UPSTREAM_ORIGIN } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';

/** An instance whose Redis dies and comes back: pages pay nothing for the outage. */
let redis: RedisServer;
let mock: MockAgent;
let app: FastifyInstance;
const warnings: string[] = [];

const cities = [{ id: 1, sysCityId: 1001, name: 'Москва', lat: 55.7558, lng: 37.6173, bold: true, icon: true }];
const citiesCalls = () => (mock.getCallHistory()?.calls() ?? []).filter((call) => call.path === '/api/v1/TC/getCitiesList/').length;
const redisUp = async () => /^bff_redis_up (\d)$/m.exec((await app.inject({ url: '/api/metrics' })).body)?.[1];

async function timedCities(sid: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ url: '/api/cities', headers: { cookie: `sid=${sid}` } });
  expect(response.statusCode).toBe(200);
  return performance.now() - started;
}

beforeAll(async () => {
  redis = await startRedisServer();
  mock = new MockAgent({ enableCallHistory: true });
  mock.disableNetConnect();
  answerUpstream(mock.get(UPSTREAM_ORIGIN), 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities })).persist();
  app = await buildApp({
    upstreamUrl: UPSTREAM_ORIGIN,
    upstreamTimeoutMs: 2_000,
    webDist: '/nonexistent/web/dist',
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    dispatcher: mock,
    redisUrl: redis.url,
    sharedCacheTtlMs: 60_000,
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(JSON.parse(line).msg) } },
  });
}, 30_000);

afterAll(async () => {
  await app?.close();
  await mock?.close();
  await redis?.stop();
});

/**
 * How much slower than with Redis a request may be while Redis is down: far below the 1 s command
 * timeout every request paid before the breaker (1.3 s each), far above what a busy machine adds.
 */
const SLACK_MS = 700;

describe('a BFF whose Redis dies', () => {
  it('answers at its normal pace while Redis is down, says so in bff_redis_up, and shares its cache again once Redis is back', async () => {
    await timedCities('warm');
    const withRedis = Math.max(...(await Promise.all([1, 2, 3].map((index) => timedCities(`up-${index}`)))));
    expect(await redisUp()).toBe('1');

    await redis.stop('SIGKILL');
    await expect.poll(redisUp).toBe('0');
    // Every visit during the outage: no waiting for Redis, only the upstream's own time.
    for (let index = 0; index < 6; index += 1) {
      expect(await timedCities(`down-${index}`)).toBeLessThan(withRedis + SLACK_MS);
    }
    const concurrent = await Promise.all(Array.from({ length: 10 }, (_, index) => timedCities(`at-once-${index}`)));
    expect(Math.max(...concurrent)).toBeLessThan(withRedis + SLACK_MS);
    // The outage is told by the connection's own warning, not once more by every request.
    expect(warnings.filter((message) => message !== 'redis connection problem').length).toBeLessThan(3);

    redis = await startRedisServer(redis.port);
    await expect.poll(redisUp, { timeout: 10_000 }).toBe('1');
    await timedCities('back-1');
    const before = citiesCalls();
    await timedCities('back-2');
    expect(citiesCalls()).toBe(before);
  }, 30_000);

  it('gives up on a Redis that hangs after one slow answer, and probes it again a few seconds later', async () => {
    await expect.poll(redisUp).toBe('1');
    redis.signal('SIGSTOP');
    try {
      // The first request waits for Redis's command timeout; the breaker then spares the others.
      await timedCities('hung-first');
      expect(await redisUp()).toBe('0');
      const concurrent = await Promise.all(Array.from({ length: 10 }, (_, index) => timedCities(`hung-${index}`)));
      expect(Math.max(...concurrent)).toBeLessThan(SLACK_MS);
    } finally {
      redis.signal('SIGCONT');
    }
    await expect.poll(async () => (await timedCities('probe'), redisUp()), { timeout: 10_000, interval: 500 }).toBe('1');
  }, 30_000);
});
