import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bff',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The integration file starts the demo upstream, which generates its data first. A request
    // test that takes 1 s alone took over 10 s on a busy two-core machine.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
