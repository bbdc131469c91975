import type { FastifyInstance } from 'fastify';
import type { Store } from '../db/store.ts';
import { okBody } from './reply-shapes.ts';

/** Readiness probe: answers once the database is open and answers queries. */
export function registerHealthRoutes(app: FastifyInstance, store: Store): void {
  const ping = store.db.prepare('SELECT 1');
  app.get('/health', { config: { session: false } }, async () => {
    ping.get();
    return okBody('status', {});
  });
}
