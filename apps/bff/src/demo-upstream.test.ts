import { describe, expect, it } from 'vitest';
import { demoShopOrigin, demoUpstreamEnv } from './demo-upstream.ts';

describe('the demo upstream the BFF starts', () => {
  it('is told the shop’s origin, so its outbox links lead to the shop on the port it runs on', () => {
    expect(demoShopOrigin({ port: 3375, publicUrl: undefined })).toBe('http://localhost:3375');
    expect(demoShopOrigin({ port: 3375, publicUrl: 'https://shop.example' })).toBe('https://shop.example');
    const env = demoUpstreamEnv(
      { port: 4375, dataDir: '/data', shopOrigin: 'http://localhost:3375' },
      { SHOP_ORIGIN: 'http://elsewhere:1' },
    );
    expect(env).toMatchObject({ SHOP_ORIGIN: 'http://localhost:3375', UPSTREAM_PORT: '4375', HOST: '127.0.0.1', DATA_DIR: '/data' });
  });

  it('names itself in traces: the BFF’s OTEL_SERVICE_NAME is not handed on, the rest of the OpenTelemetry settings are', () => {
    const env = demoUpstreamEnv(
      { port: 4375, dataDir: '/data' },
      { OTEL_SERVICE_NAME: 'shop-bff-eu', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' },
    );
    expect(env.OTEL_SERVICE_NAME).toBeUndefined();
    expect(env.OTEL_EXPORTER_OTLP_ENDPOINT).toBe('http://collector:4318');
  });
});
