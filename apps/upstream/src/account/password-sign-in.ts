import { done } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import type { SessionRow } from '../db/sessions.ts';
import { refusal } from '../http/reply-shapes.ts';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords.ts';
import type { SignInContext } from './session-sign-in.ts';
import { AUTH_TEXT } from './sign-in-texts.ts';

/** Sign-in by e-mail and password, and registration, which signs the new user in. */
export function createPasswordSignIn({ store, signIn }: SignInContext) {
  const { db, account } = store;
  return {
    async login(session: SessionRow, email: string, password: string): Promise<Outcome<SessionRow>> {
      const user = account.userByEmail(email);
      const hash = user ? account.passwordOf(user.id) : undefined;
      if (!user || !hash) {
        await spendPasswordCheck(password);
        return refusal(401, AUTH_TEXT.wrongPassword);
      }
      if (!(await verifyPassword(password, hash))) return refusal(401, AUTH_TEXT.wrongPassword);
      return done(db.transaction(() => signIn(session, user.id)).immediate());
    },

    async register(session: SessionRow, input: { email: string; password: string; username?: string | undefined }) {
      if (account.userByEmail(input.email)) return refusal(409, AUTH_TEXT.emailTaken);
      const hash = await hashPassword(input.password);
      return db
        .transaction((): Outcome<SessionRow> => {
          // Checked again: another request may have registered the address while the hash was computed.
          if (account.userByEmail(input.email)) return refusal(409, AUTH_TEXT.emailTaken);
          const userId = account.createUser({ username: input.username ?? input.email, email: input.email });
          account.setPassword(userId, hash);
          return done(signIn(session, userId));
        })
        .immediate();
    },
  };
}
