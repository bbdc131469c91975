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
});
