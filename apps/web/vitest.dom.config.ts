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
      // Screens are lazy chunks transformed on first use: a busy machine needs more than 5 s for the first.
      testTimeout: 20_000,
    },
  }),
);
