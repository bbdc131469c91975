import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The web app has two projects: logic tests in Node and component tests in jsdom.
    projects: ['packages/*', 'mocks', 'apps/bff', 'apps/upstream', 'apps/web/vitest.*.config.ts'],
    // Vitest's default leaves one core to its own process, which mostly waits on the workers:
    // on a two-core machine that is a single worker and twice the wall time.
    maxWorkers: availableParallelism(),
  },
});
