import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { siteVersionSchema } from '@shop/contracts/enums.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, legacyRoute } from '../http/input.ts';
import { done } from '@shop/contracts/rules/outcome.ts';
import { sessionOf } from '../http/session.ts';

const siteVersionBody = z.object({ version: siteVersionSchema }, { error: BAD_REQUEST });

/** User preferences (cart-and-ordering.md §7, all POST), stored on the session. */
export function registerUserPrefsRoutes(app: FastifyInstance, store: Store): void {
  legacyRoute(app, 'POST', '/api/v1/UserPrefs/setSiteVersion', 'status', { body: siteVersionBody }, (input, request) => {
    store.sessions.setSiteVersion(sessionOf(request).id, input.version);
    return done({ version: input.version });
  });
}
