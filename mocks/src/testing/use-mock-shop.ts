import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from '../node.ts';
import { resetMockShop } from './reset.ts';

/**
 * The mock shop for the tests of a file: its server listens for them, refusing any request no
 * handler answers. The shop's state is shared with the worker's other files, so each test starts
 * from the first one; the handlers a test added with `server.use` go after it.
 */
export function useMockShop(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(resetMockShop);
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
