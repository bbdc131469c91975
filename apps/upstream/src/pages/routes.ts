import type { FastifyInstance } from 'fastify';
import type { PageUser } from '@shop/contracts/page.ts';
import type { SessionRow } from '../db/sessions.ts';
import type { Store } from '../db/store.ts';
import { PAGE_NOT_FOUND, resolvePage } from './page-data.ts';
import { failBody, okBody } from '../http/reply-shapes.ts';
import { sessionOf, siteVersionOf } from '../http/session.ts';

export const GUEST: PageUser = { id: false, username: 'Гость', favoriteCount: 0 };

export function pageUser(store: Store, session: SessionRow): PageUser {
  const user = session.user_id !== null ? store.sessions.user(session.user_id) : undefined;
  if (!user) return GUEST;
  return { id: user.id, username: user.username, favoriteCount: store.sessions.favoriteCount(user.id) };
}

/**
 * Page data for any other GET path, with or without the without-menu header (the demo has no
 * menu to leave out). Registered last: specific paths win over the catch-all.
 */
export function registerPageRoutes(app: FastifyInstance, store: Store): void {
  app.get('/*', { config: { shape: 'status' } }, async (request, reply) => {
    const session = sessionOf(request);
    const answer = resolvePage(store, request.url, {
      siteVersion: siteVersionOf(request, session),
      user: pageUser(store, session),
      sessionId: session.id,
    });
    if (!answer.found) return reply.code(404).send(failBody('status', { error: PAGE_NOT_FOUND }, answer.page));
    return okBody('status', answer.forceRedirectUrl ? { ...answer.page, forceRedirectUrl: answer.forceRedirectUrl } : answer.page);
  });
}
