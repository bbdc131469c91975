import { contract } from '@shop/contracts/routes.ts';
import { codeSent, codeSentText, destinationOf } from '@shop/contracts/rules/sign-in.ts';
import { answer, failure, handle, ok } from '../contract-handler.ts';
import { MOCK_AUTH_CODE, MOCK_BUYER } from '../fixtures/account.ts';
import { removeAddress, saveAddress } from '../checkout-state.ts';
import * as state from '../state.ts';

const auth = contract.account;
const user = contract.user;

/**
 * Sign-in, the user and the preferences. Every one-time code is MOCK_AUTH_CODE ('123456'); the
 * password is the demo buyer's (MOCK_BUYER). Social sign-in has no provider here: it answers the main page.
 */
export const accountHandlers = [
  handle(auth.sendCode, ({ body }) => {
    const sent = codeSent(destinationOf(body));
    return ok(sent, [{ kind: 'success', text: codeSentText(sent.destination) }]);
  }),
  handle(auth.checkCode, ({ body: { code, phone, email } }) => {
    if (code !== MOCK_AUTH_CODE) return failure(401, 'Неверный код');
    const who = phone ? { username: `+${phone}`, phone, email: null } : email ? { username: email, phone: null, email } : {};
    return ok({ user: state.signIn(who) });
  }),
  handle(auth.login, ({ body }) =>
    body.password === MOCK_BUYER.password ? ok({ user: state.signIn() }) : failure(401, 'Неверный e-mail или пароль'),
  ),
  handle(auth.register, ({ body }) =>
    ok({ user: state.signIn({ username: body.username ?? body.email, phone: null, email: body.email }) }),
  ),
  handle(auth.logout, () => ok({ user: state.signOut() })),
  handle(auth.remember, () =>
    ok({ sent: true as const }, [{ kind: 'success', text: 'Если этот e-mail зарегистрирован, мы отправили на него код для входа' }]),
  ),
  handle(auth.social, () => ok({ redirectUrl: '/' })),
  handle(auth.currentUser, () => ok({ user: state.currentUser() })),
  handle(user.setPrefs, ({ body }) => ok(body)),
  handle(user.saveAddress, ({ body }) => answer(saveAddress(body))),
  handle(user.removeAddress, ({ params }) => answer(removeAddress(params.id))),
  handle(user.setCity, ({ body }) => (state.setCity(body.id) ? ok(state.currentUser().cityData) : failure(404, 'Город не найден'))),
  handle(user.setAgreement, ({ body }) => ok({ agreement: body.status })),
  handle(user.setSiteVersion, ({ body }) => ok({ version: body.version })),
];
