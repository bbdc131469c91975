import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, type RedisServer } from '../testing/redis-server.ts';
import { createGuestPageCache, type LoadedPage } from './guest-pages.ts';
import { memoryStore, redisStore, type KeyValueStore } from './store.ts';

const times = { freshMs: 1_000, staleWhileRevalidateMs: 9_000, staleIfErrorMs: 60_000 };
const quiet = () => {};
const log = { warn: quiet, error: quiet, info: quiet, debug: quiet } as unknown as FastifyBaseLogger;

/** A clock the test moves: the pages' ages pass without the test waiting for them. */
function testClock() {
  let at = 1_000_000;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

function cacheOn(store: KeyValueStore = memoryStore(), clock = testClock()) {
  return { cache: createGuestPageCache({ store, times, ssrBudgetMs: 2_000, log, now: clock.now }), clock };
}

const rendered = (body: string): LoadedPage<string> => ({ value: body, keep: { status: 200, body } });
const failed: LoadedPage<string> = { value: 'unavailable', failed: true };

/** A rendering the test finishes when it chooses: a slow or hanging upstream. */
function pending<T>() {
  let finish!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('the guest page cache', () => {
  it('renders a page once and serves the cached copy while it is fresh', async () => {
    const { cache } = cacheOn();
    const load = vi.fn(async () => rendered('v1'));
    const first = await cache.read('desktop|/dreli/', load);
    const second = await cache.read('desktop|/dreli/', load);
    expect(first).toMatchObject({ source: 'loaded', page: { status: 200, body: 'v1', ageMs: 0 } });
    expect(second).toMatchObject({ source: 'fresh', page: { body: 'v1' } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a page for many guest requests at once only once', async () => {
    const { cache } = cacheOn();
    const rendering = pending<LoadedPage<string>>();
    const load = vi.fn(() => rendering.promise);
    const reads = Array.from({ length: 20 }, () => cache.read('desktop|/', load));
    rendering.finish(rendered('v1'));
    const answers = await Promise.all(reads);
    expect(answers.every((answer) => answer.page?.body === 'v1')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('caches nothing a rendering does not offer to cache, and hands its value to the requests waiting on it', async () => {
    const { cache } = cacheOn();
    const load = vi.fn(async (): Promise<LoadedPage<string>> => ({ value: 'shell' }));
    expect(await cache.read('desktop|/', load)).toMatchObject({ source: 'loaded', page: undefined, value: 'shell' });
    await cache.read('desktop|/', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('serves a stale copy at once while one rendering refreshes it (stale-while-revalidate)', async () => {
    const { cache, clock } = cacheOn();
    await cache.read('desktop|/', async () => rendered('v1'));
    clock.pass(times.freshMs + 1);
    // A slow upstream: the refresh is still rendering when the stale copy goes out.
    const slow = pending<LoadedPage<string>>();
    const load = vi.fn(() => slow.promise);
    expect(await cache.read('desktop|/', load)).toMatchObject({ source: 'stale', page: { body: 'v1', ageMs: times.freshMs + 1 } });
    expect(await cache.read('desktop|/', load)).toMatchObject({ source: 'stale', page: { body: 'v1' } });
    expect(load).toHaveBeenCalledTimes(1);
    slow.finish(rendered('v2'));
    await vi.waitFor(async () => expect(await cache.read('desktop|/', load)).toMatchObject({ source: 'fresh', page: { body: 'v2' } }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the stale copy while the upstream fails, and says so (stale-if-error)', async () => {
    const { cache, clock } = cacheOn();
    await cache.read('desktop|/', async () => rendered('v1'));
    clock.pass(times.freshMs + times.staleWhileRevalidateMs + 1);
    expect(await cache.read('desktop|/', async () => failed)).toMatchObject({ source: 'stale-if-error', page: { body: 'v1' } });
    expect(cache.degraded()).toBe(true);
    expect(await cache.holdsPages()).toBe(true);
  });

  it('does not wait on a hanging upstream once fetches fail: the stale copy goes out at once', async () => {
    const { cache, clock } = cacheOn();
    await cache.read('desktop|/', async () => rendered('v1'));
    await cache.read('desktop|/other/', async () => rendered('o1'));
    clock.pass(times.freshMs + times.staleWhileRevalidateMs + 1);
    await cache.read('desktop|/other/', async () => failed);
    const hanging = pending<LoadedPage<string>>();
    const load = vi.fn(() => hanging.promise);
    expect(await cache.read('desktop|/', load)).toMatchObject({ source: 'stale-if-error', page: { body: 'v1' } });
    // One refresh tries the upstream; the visits meanwhile do not start more.
    expect(await cache.read('desktop|/', load)).toMatchObject({ source: 'stale-if-error' });
    expect(load).toHaveBeenCalledTimes(1);
    // Recovery needs nothing: the refresh that gets through replaces the stale copy.
    hanging.finish(rendered('v2'));
    await vi.waitFor(async () => expect(await cache.read('desktop|/', load)).toMatchObject({ source: 'fresh', page: { body: 'v2' } }));
    expect(cache.degraded()).toBe(false);
  });

  it('gives the failure once the stale copy is older than stale-if-error allows', async () => {
    const { cache, clock } = cacheOn();
    await cache.read('desktop|/', async () => rendered('v1'));
    clock.pass(times.freshMs + times.staleIfErrorMs + 1);
    expect(await cache.read('desktop|/', async () => failed)).toMatchObject({
      source: 'loaded',
      page: undefined,
      value: 'unavailable',
      failed: true,
    });
  });

  it('keeps pages apart by key', async () => {
    const { cache } = cacheOn();
    await cache.read('desktop|/', async () => rendered('desktop'));
    expect(await cache.read('mobile|/', async () => rendered('mobile'))).toMatchObject({ source: 'loaded', page: { body: 'mobile' } });
    expect(await cache.read('desktop|/', async () => rendered('never'))).toMatchObject({ page: { body: 'desktop' } });
  });

  it('keeps a redirect with its target', async () => {
    const { cache } = cacheOn();
    await cache.read('desktop|/old/', async () => ({ value: 'moved', keep: { status: 302, location: '/new/', body: '' } }));
    expect(await cache.read('desktop|/old/', async () => rendered('never'))).toMatchObject({
      source: 'fresh',
      page: { status: 302, location: '/new/' },
    });
  });
});

describe('two instances sharing one Redis', () => {
  let redis: RedisServer;
  const connections: Redis[] = [];
  const instance = (clock: ReturnType<typeof testClock>) => {
    const connection = new Redis(redis.url);
    connections.push(connection);
    return cacheOn(redisStore(connection, `guest-pages-test-${process.pid}:`), clock).cache;
  };

  beforeAll(async () => {
    redis = await startRedisServer();
  }, 30_000);
  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.quit()));
    await redis?.stop();
  });

  it('serve each other the pages they render, one rendering per page between them', async () => {
    const clock = testClock();
    const [first, second] = [instance(clock), instance(clock)];
    const rendering = pending<LoadedPage<string>>();
    const firstLoad = vi.fn(() => rendering.promise);
    const secondLoad = vi.fn(async () => rendered('rendered by the second'));
    const fromFirst = first.read('desktop|/dreli/', firstLoad);
    await vi.waitFor(() => expect(firstLoad).toHaveBeenCalled());
    // The second instance waits for the rendering the first has begun rather than making its own.
    const fromSecond = second.read('desktop|/dreli/', secondLoad);
    rendering.finish(rendered('rendered by the first'));
    expect(await fromFirst).toMatchObject({ page: { body: 'rendered by the first' } });
    expect(await fromSecond).toMatchObject({ page: { body: 'rendered by the first' } });
    expect(await second.read('desktop|/dreli/', secondLoad)).toMatchObject({ source: 'fresh', page: { body: 'rendered by the first' } });
    expect(secondLoad).not.toHaveBeenCalled();
    expect(await second.holdsPages()).toBe(true);
  });
});
