import { defineConfig } from 'vitest/config';

// Browser tests run against the real shop (BFF + demo upstream on SQLite) in Debian's Chromium,
// one shop for the whole run. Two files at a time: each drives its own browser as a shopper of its
// own. The sales board counts every order in the shop, so it runs after the others, alone.
const browserTests = { testTimeout: 60_000, hookTimeout: 180_000 };

export default defineConfig({
  test: {
    globalSetup: ['src/start-shop.ts'],
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'e2e', include: ['src/**/*.e2e.ts'], exclude: ['src/monitoring.e2e.ts'], sequence: { groupOrder: 0 }, ...browserTests },
      },
      {
        test: { name: 'e2e-board', include: ['src/monitoring.e2e.ts'], sequence: { groupOrder: 1 }, ...browserTests },
      },
    ],
  },
});
