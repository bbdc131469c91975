import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';

/** For `pnpm dev:mocks`: the web app runs against these handlers with no BFF. */
export const worker = setupWorker(...handlers);
