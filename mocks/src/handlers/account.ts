import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import * as account from '../account-state.ts';

const auth = contract.account;
const user = contract.user;

const maskPhone = (digits: string) => `+7 *** ***-${digits.slice(-4, -2)}-${digits.slice(-2)}`;
const maskEmail = (email: string) => `${email.slice(0, 2)}***@${email.split('@')[1] ?? ''}`;

/**
 * Sign-in, the user and the preferences. Every one-time code is MOCK_AUTH_CODE ('123456'); the
 * registered buyer is MOCK_BUYER. Social sign-in has no provider here: it answers the main page.
 */
export const accountHandlers = [
  handle(auth.sendCode, ({ body }) => {
    const destination = body.phone ?? body.email ?? '';
    const sent = account.sendCode(destination);
    if (!sent.ok) return failure(sent.status, sent.error);
    const masked = body.phone ? maskPhone(body.phone) : maskEmail(destination);
    return ok(
      { channel: body.phone ? 'sms' : 'email', destination: masked, codeLength: 6, expiresInSeconds: 300, resendAfterSeconds: 60 },
      [{ kind: 'success', text: `Код отправлен на ${masked}` }],
    );
  }),

  handle(auth.checkCode, ({ body }) => {
    const checked = account.checkCode(body, body.code);
    return checked.ok ? ok({ user: checked.value }) : failure(checked.status, checked.error);
  }),

  handle(auth.logout, () => ok({ user: account.logout() })),

  handle(auth.login, ({ body }) => {
    const result = account.login(body.email, body.password);
    return result.ok ? ok({ user: result.value }) : failure(result.status, result.error);
  }),

  handle(auth.register, ({ body }) => {
    const result = account.register(body.email, body.username);
    return result.ok ? ok({ user: result.value }) : failure(result.status, result.error);
  }),

  handle(auth.remember, () =>
    ok({ sent: true as const }, [{ kind: 'success', text: 'Если этот e-mail зарегистрирован, мы отправили на него код для входа' }]),
  ),

  handle(auth.social, () => ok({ redirectUrl: '/' })),

  handle(auth.currentUser, () => ok({ user: account.currentUser() })),

  handle(user.setPrefs, ({ body }) => ok(account.setPref(body))),

  handle(user.saveAddress, ({ body }) => {
    const result = account.saveAddress(body);
    return result.ok ? ok(result.value) : failure(result.status, result.error);
  }),

  handle(user.removeAddress, ({ params }) => {
    const result = account.removeAddress(params.id);
    return result.ok ? ok(result.value) : failure(result.status, result.error);
  }),

  handle(user.setCity, ({ body }) => {
    const result = account.setCity(body.id);
    return result.ok ? ok(result.value) : failure(result.status, result.error);
  }),

  handle(user.setAgreement, ({ body }) => ok({ agreement: account.setAgreement(body.status) })),
];
