import { defineConfig } from 'vitest/config';

// Browser tests run against the real shop (BFF + demo upstream on SQLite) in Debian's Chromium,
// one shop for the whole run. Three files at a time, each driving its own browser as a shopper of
// its own: a file mostly waits on what the shopper would wait for (a reply, a debounce, a toast),
// and the catalogue's file used 97 s of CPU, Chromium's included, in 216 s of wall time, so two at
// a time left the two cores half idle. The sales board counts every order in its shop, and the web
// vitals limit counts every beacon from 127.0.0.1, so those two files start shops of their own
// (monitoring.e2e.ts, web-vitals.e2e.ts) and run beside the others.
// Each file launches and closes its own Chromium; playwright-core is imported once a worker, not
// once a file (about 4 s of CPU a file).
export default defineConfig({
  test: {
    name: 'e2e',
    globalSetup: ['src/start-shop.ts'],
    include: ['src/**/*.e2e.ts'],
    maxWorkers: 3,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    isolate: false,
    // What a shopper waits for (a reply, a debounce, a chunk) takes seconds on a busy machine,
    // not the 1 s vitest's expect.poll gives by default.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
