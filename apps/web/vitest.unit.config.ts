import { defineProject, mergeConfig } from 'vitest/config';
import { webBase } from './vitest.base.ts';

/**
 * Logic tests (`*.test.ts`) run in Node: no page, no mock server, a fraction of a second a file.
 * One that needs the page is a `*.dom.test.ts` and runs with the component tests. One that also
 * replaces a module (vi.mock) stays here and says so on its first line with
 * `// @vitest-environment jsdom`: it gets a page of its own, with the component tests' setup.
 */
export default mergeConfig(
  webBase,
  defineProject({
    test: {
      name: 'web-unit',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: ['src/**/*.dom.test.ts'],
      setupFiles: ['./src/testing/setup.ts'],
      // The files with a page use the mock server as the component tests do: seconds on a busy machine.
      testTimeout: 30_000,
    },
  }),
);
