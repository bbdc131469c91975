import { defineProject, mergeConfig } from 'vitest/config';
import { webBase } from './vitest.base.ts';

/** Component tests (`*.test.tsx`): a jsdom page with the mock shop answering its requests. */
export default mergeConfig(
  webBase,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.tsx'],
      deps: { optimizer: { web: { enabled: true } } },
      setupFiles: ['./src/testing/setup.ts'],
      // Screens are lazy chunks transformed on first use, and a whole-app test clicks through several:
      // on a busy two-core machine a test that takes 2 s alone takes 30 s.
      testTimeout: 60_000,
      // A file's warm-up imports (its screens' code) likewise.
      hookTimeout: 60_000,
    },
  }),
);
