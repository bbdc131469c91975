import { defineProject, mergeConfig } from 'vitest/config';
import { webBase } from './vitest.base.ts';

/**
 * Logic tests (`*.test.ts`) run in Node: no page, no mock server, a fraction of a second a file.
 * A file that needs the page says so on its first line with `// @vitest-environment jsdom` and
 * then gets the same setup as the component tests (the mock server among it).
 */
export default mergeConfig(
  webBase,
  defineProject({
    test: {
      name: 'web-unit',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      setupFiles: ['./src/testing/setup.ts'],
      // The files with a page use the mock server as the component tests do: seconds on a busy machine.
      testTimeout: 30_000,
    },
  }),
);
