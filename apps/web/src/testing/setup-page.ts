import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '@shop/mocks/node.ts';
import { resetMockShop } from '@shop/mocks/testing/reset.ts';

// Screens are lazy chunks that vitest transforms on first use; on a busy machine that takes seconds.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout; the router restores scroll positions.
  window.scrollTo = () => {};
});
beforeEach(() => {
  resetMockShop();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
