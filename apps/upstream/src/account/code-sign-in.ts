import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_CODE_ATTEMPTS, AUTH_CODE_LENGTH, AUTH_CODE_RESEND_SECONDS, AUTH_CODE_TTL_SECONDS } from '@shop/contracts/account.ts';
import { codeSent } from '@shop/contracts/rules/sign-in.ts';
import type { Destination, SentCode } from '@shop/contracts/rules/sign-in.ts';
import { done } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import type { SessionRow } from '../db/sessions.ts';
import { refusal } from '../http/reply-shapes.ts';
import { isLive, type SignInContext } from './session-sign-in.ts';
import { AUTH_TEXT } from './sign-in-texts.ts';

export type Purpose = 'sign-in' | 'remember';

/** Where a delivered code is logged, besides the outbox table. */
export type CodeLog = (entry: { channel: string; destination: string; code: string; purpose: Purpose }) => void;

/**
 * The session's pending code destination: POST /api/v1/Auth/checkCode/ takes the code alone
 * (cart-and-ordering.md §7), so the phone or e-mail the last code went to is stored with the session.
 */
const PENDING_DESTINATION = 'authPendingDestination';

function isDestination(value: unknown): value is Destination {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (entry.channel === 'sms' && typeof entry.phone === 'string') || (entry.channel === 'email' && typeof entry.email === 'string');
}

const keyOf = (destination: Destination) => (destination.channel === 'sms' ? `phone:${destination.phone}` : `email:${destination.email}`);
const addressOf = (destination: Destination) => (destination.channel === 'sms' ? destination.phone : destination.email);

/** '+7 912 345-67-89' for a Russian number, '+' and the digits for any other. */
export function formatPhone(digits: string): string {
  const match = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? `+7 ${match[1]} ${match[2]}-${match[3]}-${match[4]}` : `+${digits}`;
}

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

const sessionOwner = (session: SessionRow) => ({ userId: null, sessionId: session.id });

/** Sign-in by a one-time code sent to a phone or an e-mail, the user made on the first one; and the e-mail reminder, which sends such a code. */
export function createCodeSignIn({ store, now, signIn }: SignInContext, logCode: CodeLog) {
  const { db, account } = store;

  function userFor(destination: Destination): number {
    if (destination.channel === 'sms') {
      const found = account.userByPhone(destination.phone);
      return found?.id ?? account.createUser({ username: formatPhone(destination.phone), phone: destination.phone });
    }
    const found = account.userByEmail(destination.email);
    return found?.id ?? account.createUser({ username: destination.email, email: destination.email });
  }

  function rememberDestination(session: SessionRow, destination: Destination) {
    account.setPref(sessionOwner(session), PENDING_DESTINATION, destination);
  }

  function issueCode(destination: Destination, purpose: Purpose): Outcome<SentCode> {
    const key = keyOf(destination);
    const sent = db
      .transaction((): Outcome<string> => {
        const at = now();
        const previous = account.code(key);
        if (previous) {
          const wait = Math.ceil((Date.parse(previous.sent_at) + AUTH_CODE_RESEND_SECONDS * 1000 - at.getTime()) / 1000);
          if (wait > 0) return refusal(429, AUTH_TEXT.resendAfter(wait));
        }
        const code = String(randomInt(0, 10 ** AUTH_CODE_LENGTH)).padStart(AUTH_CODE_LENGTH, '0');
        const salt = randomBytes(16).toString('hex');
        account.saveCode({
          destination: key,
          code_hash: hashCode(salt, code).toString('hex'),
          salt,
          attempts_left: AUTH_CODE_ATTEMPTS,
          sent_at: at.toISOString(),
          expires_at: new Date(at.getTime() + AUTH_CODE_TTL_SECONDS * 1000).toISOString(),
        });
        account.addOutbox({
          channel: destination.channel,
          destination: addressOf(destination),
          code,
          purpose,
          created_at: at.toISOString(),
        });
        return done(code);
      })
      .immediate();
    if (!sent.ok) return sent;
    logCode({ channel: destination.channel, destination: addressOf(destination), code: sent.value, purpose });
    return done(codeSent(destination));
  }

  return {
    /** A new 6-digit code (the previous one stops working), at most once a minute per destination. */
    sendCode(session: SessionRow, destination: Destination): Outcome<SentCode> {
      const sent = issueCode(destination, 'sign-in');
      if (sent.ok) rememberDestination(session, destination);
      return sent;
    },

    /** Where this session's last code went, for a code check that names neither phone nor e-mail. */
    pendingDestination(session: SessionRow): Destination | undefined {
      const value = account.prefsOf(sessionOwner(session)).get(PENDING_DESTINATION);
      return isDestination(value) ? value : undefined;
    },

    /** Signs the session in when the code matches; 5 wrong tries burn the code. */
    checkCode(session: SessionRow, destination: Destination, code: string): Outcome<SessionRow> {
      const key = keyOf(destination);
      return db
        .transaction((): Outcome<SessionRow> => {
          const row = account.code(key);
          if (!row) return refusal(401, AUTH_TEXT.codeMissing);
          if (row.attempts_left <= 0) return refusal(401, AUTH_TEXT.codeBurned);
          if (!isLive(row.expires_at, now())) return refusal(401, AUTH_TEXT.codeExpired);
          if (!timingSafeEqual(hashCode(row.salt, code), Buffer.from(row.code_hash, 'hex'))) {
            account.spendAttempt(key);
            const left = row.attempts_left - 1;
            return refusal(401, left > 0 ? AUTH_TEXT.codeWrong(left) : AUTH_TEXT.codeBurned);
          }
          account.deleteCode(key);
          // Before sign-in: the session's preferences move to the user with it.
          account.deletePref(sessionOwner(session), PENDING_DESTINATION);
          return done(signIn(session, userFor(destination)));
        })
        .immediate();
    },

    /**
     * A sign-in code goes to a registered e-mail. The answer is the same whether or not it is
     * registered, so the reminder cannot be used to find out who has an account.
     */
    remember(session: SessionRow, email: string): string {
      const destination: Destination = { channel: 'email', email };
      if (account.userByEmail(email)) issueCode(destination, 'remember');
      // Stored either way, so the session's state says nothing about whether the e-mail is registered.
      rememberDestination(session, destination);
      return AUTH_TEXT.reminderSent;
    },
  };
}
