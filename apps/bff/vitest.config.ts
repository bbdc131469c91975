import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bff',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The integration file starts the demo upstream, which generates its data first.
    testTimeout: 10_000,
    hookTimeout: 60_000,
  },
});
