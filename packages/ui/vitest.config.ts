import { defineProject } from 'vitest/config';

/** What both projects of the package share: a jsdom page with Testing Library's matchers. */
export const uiTest = {
  environment: 'jsdom',
  setupFiles: ['./vitest.setup.ts'],
  // A first render and the first typed keys take seconds on a busy two-core machine. A test cut
  // off at the timeout keeps typing into whatever field the next test focuses: make it rare.
  testTimeout: 60_000,
  css: { modules: { classNameStrategy: 'non-scoped' as const } },
};

/**
 * The package's tests share their worker's page and modules (isolate: false): jsdom is set up once
 * a worker rather than once a file, two thirds of the package's CPU time. The setup file unmounts
 * what a test rendered. A file that needs modules of its own is `*.isolated.test.tsx`
 * (vitest.isolated.config.ts): the sanitiser is module state, and its tests start before it loads.
 */
export default defineProject({
  test: { ...uiTest, name: 'ui', exclude: ['**/node_modules/**', 'src/**/*.isolated.test.tsx'], isolate: false },
});
