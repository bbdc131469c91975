import { defineConfig } from 'vitest/config';

// Browser tests run against the real shop (BFF + demo upstream on SQLite) in Debian's Chromium.
// They share one shop process, so files run one after another.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['src/**/*.e2e.ts'],
    globalSetup: ['src/start-shop.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
