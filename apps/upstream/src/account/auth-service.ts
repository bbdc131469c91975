import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_CODE_ATTEMPTS, AUTH_CODE_LENGTH, AUTH_CODE_RESEND_SECONDS, AUTH_CODE_TTL_SECONDS } from '@shop/contracts/account.ts';
import { codeSent } from '@shop/contracts/rules/sign-in.ts';
import type { Destination, SentCode } from '@shop/contracts/rules/sign-in.ts';

export type { Destination };
import type { SocialProvider } from '@shop/contracts/account.ts';
import { QUANTITY_MAX } from '@shop/contracts/cart-line.ts';
import { roundQuantity } from '../cart/quantity.ts';
import type { SessionRow } from '../db/sessions.ts';
import type { Store } from '../db/store.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import { refusal } from '../http/reply-shapes.ts';
import { hashPassword, spendPasswordCheck, verifyPassword } from './passwords.ts';

export const AUTH_TEXT = {
  resendAfter: (seconds: number) => `Повторно отправить код можно через ${seconds} с`,
  codeMissing: 'Код не найден или устарел: запросите новый',
  codeExpired: 'Срок действия кода истёк: запросите новый',
  codeBurned: 'Попытки ввода кода закончились: запросите новый код',
  codeWrong: (left: number) => `Неверный код. Осталось попыток: ${left}`,
  wrongPassword: 'Неверный e-mail или пароль',
  emailTaken: 'Этот e-mail уже зарегистрирован: войдите по паролю или по коду',
  reminderSent: 'Если этот e-mail зарегистрирован, мы отправили на него код для входа',
  socialExpired: 'Ссылка для входа устарела: начните вход заново',
} as const;

export const SOCIAL_PROVIDERS: ReadonlyArray<{ providerId: SocialProvider; name: string }> = [
  { providerId: 'vk', name: 'ВКонтакте' },
  { providerId: 'yandex', name: 'Яндекс ID' },
  { providerId: 'ok', name: 'Одноклассники' },
  { providerId: 'mailru', name: 'Mail.ru' },
];

const SOCIAL_STATE_TTL_MS = 10 * 60_000;

type Purpose = 'sign-in' | 'remember';

/**
 * The session's pending code destination: POST /api/v1/Auth/checkCode/ takes the code alone
 * (cart-and-ordering.md §7), so the phone or e-mail the last code went to is kept with the session.
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

export interface AuthServiceOptions {
  /** Where a delivered code is logged, besides the outbox table. */
  logCode: (entry: { channel: string; destination: string; code: string; purpose: Purpose }) => void;
  now?: () => Date;
}

/**
 * One-time codes, passwords and social sign-in. Signing in happens on the shopper's session in
 * place: it gets the user, and what the guest had (cart lines, addresses, preferences) joins the
 * user's. Each step that reads and writes is one immediate transaction.
 */
export function createAuthService(store: Store, options: AuthServiceOptions) {
  const { db, account, cart } = store;
  const now = options.now ?? (() => new Date());
  /** Social sign-ins the provider confirmed, by state, until the shop finishes them. */
  const confirmedSocial = new Map<string, { name: string; code: string; expiresAt: number }>();
  const hashOf = (text: string) => createHash('sha256').update(text).digest();

  /** The social state if it is still good for this provider. */
  function liveSocialState(state: string, provider: string) {
    const row = account.socialState(state);
    return row && row.provider === provider && Date.parse(row.expires_at) > now().getTime() ? row : undefined;
  }

  /** The guest's cart lines join the user's (same lines add up, capped at 9999), then addresses and preferences. */
  function mergeGuestInto(sessionId: string, userId: number): void {
    const guest = { userId: null, sessionId };
    const user = { userId, sessionId: null };
    for (const line of cart.lines(guest)) {
      const existing = cart.find(user, line.assortment_id, line.color_id);
      if (existing) {
        cart.update(existing.id, Math.min(QUANTITY_MAX, roundQuantity(existing.quantity + line.quantity)), existing.multism_id);
      } else {
        cart.insert(user, {
          assortmentId: line.assortment_id,
          colorId: line.color_id,
          quantity: line.quantity,
          multismId: line.multism_id,
        });
      }
      cart.remove(line.line_id);
    }
    account.moveGuestAddresses(sessionId, userId);
    account.moveGuestPrefs(sessionId, userId);
  }

  /** Call inside a write transaction. */
  function signIn(session: SessionRow, userId: number): SessionRow {
    if (session.user_id === null) mergeGuestInto(session.id, userId);
    account.setSessionUser(session.id, userId);
    return { ...session, user_id: userId };
  }

  function userFor(destination: Destination): number {
    if (destination.channel === 'sms') {
      const found = account.userByPhone(destination.phone);
      return found?.id ?? account.createUser({ username: formatPhone(destination.phone), phone: destination.phone });
    }
    const found = account.userByEmail(destination.email);
    return found?.id ?? account.createUser({ username: destination.email, email: destination.email });
  }

  const sessionOwner = (session: SessionRow) => ({ userId: null, sessionId: session.id });

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
    options.logCode({ channel: destination.channel, destination: addressOf(destination), code: sent.value, purpose });
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
          if (Date.parse(row.expires_at) <= now().getTime()) return refusal(401, AUTH_TEXT.codeExpired);
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

    /** The session becomes a guest with an empty cart; the user's city stays chosen. */
    logout(session: SessionRow): SessionRow {
      return db
        .transaction((): SessionRow => {
          if (session.user_id !== null) {
            const cityId = account.prefsOf({ userId: session.user_id, sessionId: null }).get('cityId');
            if (cityId !== undefined) account.setPref({ userId: null, sessionId: session.id }, 'cityId', cityId);
          }
          cart.clear({ userId: null, sessionId: session.id });
          account.setSessionUser(session.id, null);
          return { ...session, user_id: null };
        })
        .immediate();
    },

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

    /**
     * A sign-in code goes to a registered e-mail. The answer is the same whether or not it is
     * registered, so the reminder cannot be used to find out who has an account.
     */
    remember(session: SessionRow, email: string): string {
      const destination: Destination = { channel: 'email', email };
      if (account.userByEmail(email)) issueCode(destination, 'remember');
      // Kept either way, so the session's state says nothing about whether the e-mail is registered.
      rememberDestination(session, destination);
      return AUTH_TEXT.reminderSent;
    },

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
          if (!row || !codeMatches || Date.parse(row.expires_at) <= now().getTime() || row.session_id !== session.id) {
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
