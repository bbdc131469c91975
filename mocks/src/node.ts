import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

/** For component tests: `server.listen({ onUnhandledRequest: 'error' })`. */
export const server = setupServer(...handlers);
