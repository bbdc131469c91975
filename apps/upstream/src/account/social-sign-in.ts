import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@shop/contracts/account.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import type { SessionRow } from '../db/sessions.ts';
import { refusal } from '../http/reply-shapes.ts';
import { isLive, type SignInContext } from './session-sign-in.ts';
import { AUTH_TEXT } from './sign-in-texts.ts';

const SOCIAL_STATE_TTL_MS = 10 * 60_000;

const hashOf = (text: string) => createHash('sha256').update(text).digest();

/** Sign-in through a social provider: started by a session, confirmed on the provider's page, finished by the same session. */
export function createSocialSignIn({ store, now, signIn }: SignInContext) {
  const { db, account } = store;
  /** Social sign-ins the provider confirmed, by state, until the shop finishes them. */
  const confirmedSocial = new Map<string, { name: string; code: string; expiresAt: number }>();

  /** The social state if it is still good for this provider. */
  function liveSocialState(state: string, provider: string) {
    const row = account.socialState(state);
    return row && row.provider === provider && isLive(row.expires_at, now()) ? row : undefined;
  }

  return {
    /** Starts a social sign-in bound to this session; the provider page confirms it, the session finishes it. */
    startSocial(session: SessionRow, provider: SocialProvider, returnUrl: string): string {
      const state = randomBytes(24).toString('base64url');
      db.transaction(() => {
        account.purgeSocialStates(now());
        account.addSocialState({
          state,
          provider,
          session_id: session.id,
          return_url: returnUrl,
          expires_at: new Date(now().getTime() + SOCIAL_STATE_TTL_MS).toISOString(),
        });
      }).immediate();
      return state;
    },

    socialState: liveSocialState,

    /**
     * The provider confirmed `name` for the state: nobody is signed in yet. The provider page has no
     * cookie of the shop, so it cannot tell whose browser confirmed; it sends that browser back to
     * the shop's return address with the state, and the shop's session that started the sign-in
     * finishes it there (finishSocial). A confirmation lives in memory for the few seconds until
     * then: a restart in between only asks the shopper to start again.
     */
    confirmSocial(state: string, provider: SocialProvider, name: string): Outcome<{ returnUrl: string; code: string }> {
      const row = liveSocialState(state, provider);
      if (!row?.return_url) return refuse(404, AUTH_TEXT.socialExpired);
      for (const [known, confirmation] of confirmedSocial) if (confirmation.expiresAt <= now().getTime()) confirmedSocial.delete(known);
      // The state was in the link whoever started the sign-in holds: the code goes only to the
      // browser that confirmed, in its redirect, as a provider's authorisation code does.
      const code = randomBytes(24).toString('base64url');
      confirmedSocial.set(state, { name, code, expiresAt: Date.parse(row.expires_at) });
      return done({ returnUrl: row.return_url, code });
    },

    /**
     * The browser came back to the shop with a confirmed state: the session it carries is signed in
     * as the social user, but only with the code the confirming browser was given and only if it is
     * the session that started the sign-in. A link someone else started and sent signs nobody in:
     * the browser that confirmed has the code but not the session, the starter the session but not
     * the code.
     */
    finishSocial(session: SessionRow, state: string, code: string): Outcome<SessionRow> {
      return db
        .transaction((): Outcome<SessionRow> => {
          const row = account.socialState(state);
          const confirmation = confirmedSocial.get(state);
          const codeMatches = confirmation !== undefined && timingSafeEqual(hashOf(confirmation.code), hashOf(code));
          if (!row || !codeMatches || !isLive(row.expires_at, now()) || row.session_id !== session.id) {
            return refusal(401, AUTH_TEXT.socialExpired);
          }
          account.deleteSocialState(state);
          confirmedSocial.delete(state);
          const provider = row.provider as SocialProvider;
          const externalId = confirmation.name.toLowerCase();
          let userId = account.socialUser(provider, externalId);
          if (userId === undefined) {
            userId = account.createUser({ username: confirmation.name });
            account.linkSocial(provider, externalId, userId);
          }
          return done(signIn(session, userId));
        })
        .immediate();
    },
  };
}
