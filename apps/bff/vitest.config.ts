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
    // The files share their worker's modules: each test builds its own app (test-app.ts) with its
    // own registry and stores, and importing Fastify, its plugins and the contracts once a file was
    // most of a file's time. No file mocks a module or leaves a global changed.
    isolate: false,
  },
});
