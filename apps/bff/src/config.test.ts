import { describe, expect, it } from 'vitest';
import { DEFAULT_MONITORING_API_KEY } from '@shop/contracts/monitoring.ts';
import { MONITORING_KEY_REQUIRED, loadConfig, parseTrustProxy } from './config.ts';

describe('configuration', () => {
  it('refuses to start against a real upstream without a monitoring key', () => {
    expect(() => loadConfig({ UPSTREAM_URL: 'https://legacy.example' })).toThrow(MONITORING_KEY_REQUIRED);
    expect(loadConfig({ UPSTREAM_URL: 'https://legacy.example', MONITORING_API_KEY: 'k' }).monitoringApiKey).toBe('k');
  });

  it('closes the metrics outside the demo unless a token is set', () => {
    expect(loadConfig({}).metricsTokenRequired).toBe(false);
    expect(loadConfig({ UPSTREAM_URL: 'https://legacy.example', MONITORING_API_KEY: 'k' }).metricsTokenRequired).toBe(true);
    expect(loadConfig({ UPSTREAM_URL: 'https://legacy.example', MONITORING_API_KEY: 'k', METRICS_TOKEN: 't' })).toMatchObject({
      metricsTokenRequired: true,
      metricsToken: 't',
    });
  });

  it('reads PUBLIC_URL as the shop’s origin', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: 'https://Shop.Example/' }).publicUrl).toBe('https://shop.example');
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example' })).toThrow(/PUBLIC_URL/);
  });

  it('uses the demo key for the demo upstream', () => {
    expect(loadConfig({}).monitoringApiKey).toBe(DEFAULT_MONITORING_API_KEY);
  });

  it('reads TRUST_PROXY as Fastify’s trustProxy', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    const hops = parseTrustProxy('1');
    expect(typeof hops === 'function' && [hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('records web vitals unless WEB_VITALS is off', () => {
    expect(loadConfig({}).webVitals).toBe(true);
    expect(loadConfig({ WEB_VITALS: 'on' }).webVitals).toBe(true);
    expect(loadConfig({ WEB_VITALS: 'off' }).webVitals).toBe(false);
    expect(loadConfig({}).browserErrors).toBe(true);
    expect(loadConfig({ BROWSER_ERRORS: 'off' }).browserErrors).toBe(false);
    expect(() => loadConfig({ WEB_VITALS: 'no' })).toThrow(/WEB_VITALS/);
  });

  it('builds the sitemap 10 s after the start and every 6 hours, unless told otherwise', () => {
    expect(loadConfig({}).sitemap).toEqual({ rebuildMs: 6 * 3_600_000, firstBuildDelayMs: 10_000 });
    expect(loadConfig({ SITEMAP_REBUILD_S: '3600', SITEMAP_FIRST_BUILD_S: '0' }).sitemap).toEqual({
      rebuildMs: 3_600_000,
      firstBuildDelayMs: 0,
    });
    expect(loadConfig({ SITEMAP_FIRST_BUILD_S: 'off' }).sitemap.firstBuildDelayMs).toBeUndefined();
    expect(() => loadConfig({ SITEMAP_REBUILD_S: '5' })).toThrow(/SITEMAP_REBUILD_S/);
  });

  it('keeps guest pages 5 s fresh, 25 s more while refreshed and an hour while the upstream fails, unless told otherwise', () => {
    expect(loadConfig({}).pageCache).toEqual({
      freshMs: 5_000,
      staleWhileRevalidateMs: 25_000,
      staleIfErrorMs: 3_600_000,
      maxChars: 32 * 1024 * 1024,
    });
    expect(
      loadConfig({
        PAGE_CACHE_FRESH_S: '1',
        PAGE_CACHE_STALE_WHILE_REVALIDATE_S: '9',
        PAGE_CACHE_STALE_IF_ERROR_S: '600',
        PAGE_CACHE_MEMORY_MB: '16',
      }).pageCache,
    ).toEqual({
      freshMs: 1_000,
      staleWhileRevalidateMs: 9_000,
      staleIfErrorMs: 600_000,
      maxChars: 8 * 1024 * 1024,
    });
    expect(loadConfig({ PAGE_CACHE_FRESH_S: '0' }).pageCache).toBeUndefined();
    expect(() => loadConfig({ PAGE_CACHE_FRESH_S: '-1' })).toThrow(/PAGE_CACHE_FRESH_S/);
    expect(() => loadConfig({ PAGE_CACHE_STALE_IF_ERROR_S: 'an hour' })).toThrow(/PAGE_CACHE_STALE_IF_ERROR_S/);
    expect(() => loadConfig({ PAGE_CACHE_MEMORY_MB: '0' })).toThrow(/PAGE_CACHE_MEMORY_MB/);
  });
});
