import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_VERSION_HEADER, siteVersionSchema } from '@shop/contracts/enums.ts';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import type { CartOwner } from '../cart/store.ts';
import type { SessionRow } from '../db/sessions.ts';
import type { Store } from '../db/store.ts';

export const SESSION_COOKIE = 'sid';
const SESSION_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

declare module 'fastify' {
  interface FastifyRequest {
    /** The shopper's session; null only on routes declared with `config: { session: false }`. */
    shopSession: SessionRow | null;
  }
  interface FastifyContextConfig {
    session?: boolean;
  }
}

/**
 * Every request gets a session by its `sid` cookie; one without a valid cookie gets a new session
 * and Set-Cookie. Probes and images opt out so they do not mint sessions.
 */
export function registerSessions(app: FastifyInstance, store: Store): void {
  app.decorateRequest('shopSession', null);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.session === false) return;
    const existing = store.sessions.find(request.cookies[SESSION_COOKIE]);
    if (existing) {
      store.sessions.touch(existing);
      request.shopSession = existing;
      return;
    }
    request.shopSession = store.sessions.create();
    setSessionCookie(reply, request.shopSession.id);
  });
}

function setSessionCookie(reply: FastifyReply, id: string): void {
  reply.setCookie(SESSION_COOKIE, id, { httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_COOKIE_MAX_AGE_S });
}

/**
 * Gives the session a new id, and the shopper the new cookie, when who is signed in changes
 * (sign-in, sign-out, and the start of a social sign-in, whose finish arrives without the cookie):
 * an id someone planted or saw before is worth nothing after (session fixation).
 */
export function renewSession(request: FastifyRequest, reply: FastifyReply, store: Store, session: SessionRow): SessionRow {
  const renewed = store.sessions.renew(session);
  request.shopSession = renewed;
  setSessionCookie(reply, renewed.id);
  return renewed;
}

export function sessionOf(request: FastifyRequest): SessionRow {
  if (!request.shopSession) throw new Error(`Route ${request.url} has no session`);
  return request.shopSession;
}

export function cartOwner(session: SessionRow): CartOwner {
  return session.user_id !== null ? { userId: session.user_id, sessionId: null } : { userId: null, sessionId: session.id };
}

/** The header decides; without it, the shopper's saved preference; desktop by default. */
export function siteVersionOf(request: FastifyRequest, session: SessionRow): SiteVersion {
  const header = siteVersionSchema.safeParse(request.headers[SITE_VERSION_HEADER]);
  if (header.success) return header.data;
  return session.site_version ?? 'desktop';
}
