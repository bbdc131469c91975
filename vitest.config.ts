import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The web app and the UI package have projects whose files share a worker's page and modules,
    // beside one for the files that need modules of their own (their vitest.*.config.ts).
    projects: [
      'packages/contracts',
      'packages/ui/vitest.config.ts',
      'packages/ui/vitest.isolated.config.ts',
      'mocks',
      'apps/bff',
      'apps/upstream',
      'apps/web/vitest.*.config.ts',
    ],
    // Vitest's default leaves one core to its own process, which mostly waits on the workers:
    // on a two-core machine that is a single worker and twice the wall time.
    maxWorkers: availableParallelism(),
  },
});
