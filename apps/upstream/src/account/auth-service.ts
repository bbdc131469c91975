import type { Destination } from '@shop/contracts/rules/sign-in.ts';

export type { Destination };
import type { SocialProvider } from '@shop/contracts/account.ts';
import type { Store } from '../db/store.ts';
import { createCodeSignIn, type CodeLog } from './code-sign-in.ts';
import { createPasswordSignIn } from './password-sign-in.ts';
import { createSessionSignIn, type SignInContext } from './session-sign-in.ts';
import { createSocialSignIn } from './social-sign-in.ts';

export const SOCIAL_PROVIDERS: ReadonlyArray<{ providerId: SocialProvider; name: string }> = [
  { providerId: 'vk', name: 'ВКонтакте' },
  { providerId: 'yandex', name: 'Яндекс ID' },
  { providerId: 'ok', name: 'Одноклассники' },
  { providerId: 'mailru', name: 'Mail.ru' },
];

export interface AuthServiceOptions {
  /** Where a delivered code is logged, besides the outbox table. */
  logCode: CodeLog;
  now?: () => Date;
}

/**
 * One-time codes (code-sign-in.ts), passwords (password-sign-in.ts) and social sign-in
 * (social-sign-in.ts), each ending in the same sign-in of the shopper's session (session-sign-in.ts).
 * Each step that reads and writes is one immediate transaction.
 */
export function createAuthService(store: Store, options: AuthServiceOptions) {
  const session = createSessionSignIn(store);
  const context: SignInContext = { store, now: options.now ?? (() => new Date()), signIn: session.signIn };
  return {
    ...createCodeSignIn(context, options.logCode),
    ...createPasswordSignIn(context),
    ...createSocialSignIn(context),
    logout: session.logout,
  };
}
