import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { siteVersionSchema } from '@shop/contracts/enums.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, readInput } from '../http/input.ts';
import { okBody } from '../http/reply-shapes.ts';
import { sessionOf } from '../http/session.ts';

const siteVersionBody = z.object({ version: siteVersionSchema }, { error: BAD_REQUEST });

/** User preferences (cart-and-ordering.md §7, all POST), kept on the session. */
export function userPrefsRoutes(app: FastifyInstance, store: Store): void {
  app.post('/api/v1/UserPrefs/setSiteVersion', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, siteVersionBody, request.body);
    if (!input) return reply;
    const session = sessionOf(request);
    store.sessions.setSiteVersion(session.id, input.version);
    return okBody('status', { version: input.version });
  });
}
