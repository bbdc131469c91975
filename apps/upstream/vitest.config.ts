import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'upstream',
    environment: 'node',
    // A test shop generates its catalogue first (some files make two at once): on a busy
    // two-core machine that takes longer than the default 10 s.
    hookTimeout: 60_000,
    // Some tests make a test shop of their own: the same holds for them.
    testTimeout: 60_000,
    // Each test makes its own test shop on its own database; the files share their worker's
    // modules, imported once a worker rather than once a file. No file mocks a module.
    isolate: false,
  },
});
