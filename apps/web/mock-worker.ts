import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * MSW's worker script, answered by Vite's dev server (`pnpm dev`, `pnpm dev:mocks`) from the msw
 * package itself, so it always matches the library's version. It is not in public/: a build would
 * copy it into dist, and the production shop would serve a worker that fakes the API.
 */
export function mockWorker(): Plugin {
  const script = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  return {
    name: 'shop:mock-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        response.setHeader('content-type', 'text/javascript; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(request.method === 'HEAD' ? undefined : readFileSync(script));
      });
    },
  };
}
