import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'ui',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // A first render and the first typed keys take seconds on a busy two-core machine. A test cut
    // off at the timeout keeps typing into whatever field the next test focuses: make it rare.
    testTimeout: 60_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
