import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// `npx vitest run <file>` here runs a file in whichever of the two web projects takes it; the
// repository's root config lists the same two files.
export default defineConfig({
  test: {
    projects: ['./vitest.*.config.ts'],
    maxWorkers: availableParallelism(),
  },
});
