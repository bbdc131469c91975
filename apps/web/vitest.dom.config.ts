import { defineProject, mergeConfig } from 'vitest/config';
import type { ViteUserConfig } from 'vitest/config';
import { webBase } from './vitest.base.ts';

/** What the component tests' projects share: a jsdom page with the mock shop answering its requests. */
export const domTest = {
  environment: 'jsdom',
  deps: { optimizer: { web: { enabled: true } } },
  setupFiles: ['./src/testing/setup.ts'],
  // Screens are lazy chunks transformed on first use, and a whole-app test clicks through several:
  // on a busy two-core machine a test that takes 2 s alone takes 30 s.
  testTimeout: 60_000,
  // A file's warm-up imports (its screens' code) likewise.
  hookTimeout: 60_000,
} satisfies NonNullable<ViteUserConfig['test']>;

/**
 * Component tests (`*.test.tsx`), and logic tests that need a page (`*.dom.test.ts`: storage, the
 * document's head, the mock shop). The files share their worker's modules and page (isolate: false):
 * a jsdom and the mock shop are set up once a worker rather than once a file (about 5 s of CPU a
 * file), and the setup file puts back whatever a test changed. A file that cannot share is
 * `*.isolated.test.tsx` or `*.isolated.test.ts` (vitest.isolated.config.ts).
 */
export default mergeConfig(
  webBase,
  defineProject({
    test: {
      ...domTest,
      name: 'web',
      include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
      exclude: ['src/**/*.isolated.test.tsx'],
      isolate: false,
    },
  }),
);
