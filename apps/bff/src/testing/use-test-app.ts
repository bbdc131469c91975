import { afterEach, beforeEach } from 'vitest';
import { buildTestApp, type TestApp } from './test-app.ts';

/**
 * A fresh app against an undici MockAgent for each test of a file (buildTestApp), closed after
 * it once every interception it set up has been used. Read its parts inside the tests.
 */
export function useTestApp(): TestApp {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await buildTestApp();
  });
  afterEach(async () => {
    const app = current;
    current = undefined;
    app?.mock.assertNoPendingInterceptors();
    await app?.close();
  });
  const now = () => {
    if (!current) throw new Error('The test app is built before each test of the file');
    return current;
  };
  return {
    get app() {
      return now().app;
    },
    get mock() {
      return now().mock;
    },
    get upstream() {
      return now().upstream;
    },
    upstreamCalls: () => now().upstreamCalls(),
    close: () => now().close(),
  };
}
