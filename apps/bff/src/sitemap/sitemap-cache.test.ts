import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { memoryStore, type KeyValueStore } from '../shared-state/store.ts';
import { createSitemapCache } from './sitemap-cache.ts';

const quiet = () => {};
const log = { warn: quiet, error: quiet, info: quiet, debug: quiet } as unknown as FastifyBaseLogger;
const HOUR = 3_600_000;

/** A build the test ends when it likes: with paths, or with a failure. */
function controlledBuilds() {
  const started: Array<{ resolve: (paths: string[]) => void; reject: (error: Error) => void; signal: AbortSignal }> = [];
  const build = (signal: AbortSignal) =>
    new Promise<{ paths: string[] }>((resolve, reject) => {
      started.push({ resolve: (paths) => resolve({ paths }), reject, signal });
    });
  const last = () => {
    const run = started.at(-1);
    if (!run) throw new Error('no build has started');
    return run;
  };
  return { build, started, last };
}

function cacheOn(store: KeyValueStore, builds: ReturnType<typeof controlledBuilds>, clock = { now: 1_000_000 }) {
  return createSitemapCache({ store, build: builds.build, rebuildMs: 6 * HOUR, log, now: () => clock.now });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cached sitemap', () => {
  it('is none before the first build, then the built one', async () => {
    const builds = controlledBuilds();
    const cache = cacheOn(memoryStore(), builds);
    expect(await cache.current()).toBeUndefined();
    const refreshed = cache.refresh();
    await settle();
    builds.last().resolve(['/', '/dreli/']);
    expect(await refreshed).toBe('built');
    expect(await cache.current()).toEqual({ builtAt: 1_000_000, paths: ['/', '/dreli/'] });
  });

  it('is served as it was while a rebuild runs, and replaced when it ends', async () => {
    const clock = { now: 1_000_000 };
    const builds = controlledBuilds();
    const cache = cacheOn(memoryStore(), builds, clock);
    const first = cache.refresh();
    await settle();
    builds.last().resolve(['/old/']);
    await first;
    clock.now += 7 * HOUR;
    const rebuild = cache.refresh();
    await settle();
    expect(builds.started).toHaveLength(2);
    expect((await cache.current())?.paths).toEqual(['/old/']);
    builds.last().resolve(['/new/']);
    expect(await rebuild).toBe('built');
    expect((await cache.current())?.paths).toEqual(['/new/']);
  });

  it('stays when a rebuild fails (the upstream is down), and is built again on the next try', async () => {
    const clock = { now: 1_000_000 };
    const builds = controlledBuilds();
    const cache = cacheOn(memoryStore(), builds, clock);
    const first = cache.refresh();
    await settle();
    builds.last().resolve(['/old/']);
    await first;
    clock.now += 7 * HOUR;
    const failed = cache.refresh();
    await settle();
    builds.last().reject(new Error('upstream unreachable'));
    expect(await failed).toBe('failed');
    expect(await cache.current()).toEqual({ builtAt: 1_000_000, paths: ['/old/'] });
    const again = cache.refresh();
    await settle();
    expect(builds.started).toHaveLength(3);
    builds.last().resolve(['/new/']);
    expect(await again).toBe('built');
  });

  it('is not built again before it is due', async () => {
    const clock = { now: 1_000_000 };
    const builds = controlledBuilds();
    const cache = cacheOn(memoryStore(), builds, clock);
    const first = cache.refresh();
    await settle();
    builds.last().resolve(['/']);
    await first;
    clock.now += 5 * HOUR;
    expect(await cache.refresh()).toBe('fresh');
    expect(builds.started).toHaveLength(1);
  });

  it('is built by one of the instances sharing a store; the others read it', async () => {
    const store = memoryStore();
    const builds = controlledBuilds();
    const [one, two] = [cacheOn(store, builds), cacheOn(store, builds)];
    const building = one.refresh();
    await settle();
    expect(await two.refresh()).toBe('elsewhere');
    expect(await two.current()).toBeUndefined();
    builds.last().resolve(['/', '/kraski/']);
    await building;
    expect(builds.started).toHaveLength(1);
    expect(await two.current()).toEqual({ builtAt: 1_000_000, paths: ['/', '/kraski/'] });
    expect(await two.refresh()).toBe('fresh');
  });

  it('asks one build at a time however often it is asked', async () => {
    const builds = controlledBuilds();
    const cache = cacheOn(memoryStore(), builds);
    const asked = [cache.refresh(), cache.refresh(), cache.refresh()];
    await settle();
    builds.last().resolve(['/']);
    expect(await Promise.all(asked)).toEqual(['built', 'built', 'built']);
    expect(builds.started).toHaveLength(1);
  });

  it('aborts a build under way when stopped', async () => {
    const builds = controlledBuilds();
    const cache = cacheOn(memoryStore(), builds);
    void cache.refresh();
    await settle();
    cache.stop();
    expect(builds.last().signal.aborted).toBe(true);
  });
});
