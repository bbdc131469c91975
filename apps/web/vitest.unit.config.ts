import { defineProject, mergeConfig } from 'vitest/config';
import { webBase } from './vitest.base.ts';

/**
 * Logic tests (`*.test.ts`) run in Node, with no page and no mock server, and share their worker's
 * modules (isolate: false): loading the modules once a worker rather than once a file was most of
 * the project's time. One that needs the page is a `*.dom.test.ts` and runs with the component
 * tests; one that also replaces a module (vi.mock) is a `*.isolated.test.ts`, with modules and a
 * page of its own (vitest.isolated.config.ts).
 */
export default mergeConfig(
  webBase,
  defineProject({
    test: {
      name: 'web-unit',
      environment: 'node',
      include: ['src/**/*.test.ts', '*.test.ts'],
      exclude: ['src/**/*.dom.test.ts', 'src/**/*.isolated.test.ts'],
      isolate: false,
    },
  }),
);
