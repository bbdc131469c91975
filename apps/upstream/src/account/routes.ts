import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  agreementSchema,
  checkCodeInputSchema,
  codeDestinationSchema,
  loginInputSchema,
  prefInputSchema,
  registerInputSchema,
  rememberInputSchema,
  saveAddressInputSchema,
  socialProviderSchema,
  usernameSchema,
} from '@shop/contracts/account.ts';
import type { CodeDestination } from '@shop/contracts/account.ts';
import { idSchema } from '@shop/contracts/fields.ts';
import { cityIdSchema } from '@shop/contracts/places.ts';
import { AUTH_TEXT, SOCIAL_PROVIDERS, createAuthService } from './auth-service.ts';
import type { Destination } from './auth-service.ts';
import { outboxPage, socialMessagePage, socialPage } from './dev-pages.ts';
import { returnOrigin } from '../checkout/payments.ts';
import { DEFAULT_SHOP_ORIGIN } from '../checkout/routes.ts';
import { createProfileService } from './profile-service.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, readInput } from '../http/input.ts';
import { failBody, okBody, refusal, sendFail } from '../http/reply-shapes.ts';
import { cartOwner, renewSession, sessionOf } from '../http/session.ts';

const OUTBOX_SHOWN = 100;

/** The spec leaves these paths open (cart-and-ordering.md §7 "Auth"); chosen next to the others. */
export const AUTH_PATHS = {
  sendCode: '/api/v1/Auth/sendCode/',
  checkCode: '/api/v1/Auth/checkCode/',
  logout: '/api/v1/Auth/logout/',
  login: '/api/v1/Auth/login/',
  register: '/api/v1/Auth/register/',
  remember: '/api/v1/Auth/remember/',
  social: '/api/v1/Auth/social/',
  socialFinish: '/api/v1/Auth/socialFinish/',
  currentUser: '/api/v1/User/current/',
} as const;

const RETURN_URL_REFUSED = 'Некорректный адрес возврата';
const socialBody = z.object(
  { providerId: socialProviderSchema, returnUrl: z.url({ protocol: /^https?$/, error: RETURN_URL_REFUSED }) },
  { error: BAD_REQUEST },
);
const socialFinishBody = z.object({ state: z.string().min(1).max(100), code: z.string().min(1).max(100) }, { error: BAD_REQUEST });
const socialForm = z.object({
  state: z.string().min(1).max(100),
  name: usernameSchema,
});
const cityBody = z.object({ id: cityIdSchema }, { error: BAD_REQUEST });
const agreementBody = z.object({ status: agreementSchema }, { error: BAD_REQUEST });
const removeAddressBody = z.object({ id: idSchema }, { error: BAD_REQUEST });
/** Host and port as the caller reached this server; anything else is not put into a link. */
const HOST_PATTERN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

const destinationOf = (input: CodeDestination): Destination =>
  input.phone !== undefined ? { channel: 'sms', phone: input.phone } : { channel: 'email', email: input.email ?? '' };

/**
 * Sign-in, the current user and the user preferences (cart-and-ordering.md §7 "Auth", "User
 * preferences"), plus the development outbox and the demo social provider pages.
 */
export interface AccountRoutesOptions {
  /** Where the shop runs: the only origin besides loopback a social sign-in may return to. */
  shopOrigin?: string | undefined;
}

export function accountRoutes(app: FastifyInstance, store: Store, options: AccountRoutesOptions): void {
  const auth = createAuthService(store, {
    logCode: (entry) => app.log.info(entry, 'one-time code sent to the development outbox (/dev/outbox/)'),
  });
  const profile = createProfileService(store);

  app.post(AUTH_PATHS.sendCode, { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, codeDestinationSchema, request.body);
    if (!input) return reply;
    const outcome = auth.sendCode(sessionOf(request), destinationOf(input));
    if (!outcome.ok) return sendFail(reply, 'status', outcome);
    return okBody('status', { ...outcome.value, message: AUTH_TEXT.codeSent(outcome.value.destination) });
  });

  app.post(AUTH_PATHS.checkCode, { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, checkCodeInputSchema, request.body);
    if (!input) return reply;
    const session = sessionOf(request);
    // The spec's call sends the code alone: the destination is the one this session's code went to.
    const named = input.phone !== undefined || input.email !== undefined;
    const destination = named ? destinationOf(input) : auth.pendingDestination(session);
    if (!destination) return sendFail(reply, 'result', refusal(401, AUTH_TEXT.codeMissing));
    const outcome = auth.checkCode(session, destination, input.code);
    if (!outcome.ok) return sendFail(reply, 'result', outcome);
    return okBody('result', { user: profile.user(renewSession(request, reply, store, outcome.value)) });
  });

  app.post(AUTH_PATHS.logout, { config: { shape: 'result' } }, async (request, reply) => {
    const session = renewSession(request, reply, store, auth.logout(sessionOf(request)));
    return okBody('result', { user: profile.user(session) });
  });

  app.post(AUTH_PATHS.login, { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, loginInputSchema, request.body);
    if (!input) return reply;
    const outcome = await auth.login(sessionOf(request), input.email, input.password);
    if (!outcome.ok) return sendFail(reply, 'result', outcome);
    return okBody('result', { user: profile.user(renewSession(request, reply, store, outcome.value)) });
  });

  app.post(AUTH_PATHS.register, { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, registerInputSchema, request.body);
    if (!input) return reply;
    const outcome = await auth.register(sessionOf(request), input);
    if (!outcome.ok) return sendFail(reply, 'result', outcome);
    return okBody('result', { user: profile.user(renewSession(request, reply, store, outcome.value)) });
  });

  app.post(AUTH_PATHS.remember, { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, rememberInputSchema, request.body);
    if (!input) return reply;
    return okBody('status', { sent: true, message: auth.remember(sessionOf(request), input.email) });
  });

  // The provider page lives on this server; the shop's return address comes from the caller, and
  // must be the shop's (SHOP_ORIGIN, or the shop on this machine): the provider sends browsers there.
  app.post(AUTH_PATHS.social, { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, socialBody, request.body);
    if (!input) return reply;
    const host = request.headers.host ?? '';
    if (!HOST_PATTERN.test(host)) return reply.code(400).send(failBody('result', { error: BAD_REQUEST }));
    if (returnOrigin(input.returnUrl, options.shopOrigin ?? DEFAULT_SHOP_ORIGIN) === null)
      return reply.code(400).send(failBody('result', { error: RETURN_URL_REFUSED }));
    // The sign-in is bound to this session, renewed here; only it can finish the sign-in.
    const state = auth.startSocial(renewSession(request, reply, store, sessionOf(request)), input.providerId, input.returnUrl);
    const redirectUrl = `${request.protocol}://${host}/dev/social/${input.providerId}/?state=${encodeURIComponent(state)}`;
    return okBody('result', { redirectUrl });
  });

  // The browser is back at the shop with the state the provider confirmed: its session finishes the sign-in.
  app.post(AUTH_PATHS.socialFinish, { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, socialFinishBody, request.body);
    if (!input) return reply;
    const outcome = auth.finishSocial(sessionOf(request), input.state, input.code);
    if (!outcome.ok) return sendFail(reply, 'result', outcome);
    return okBody('result', { user: profile.user(renewSession(request, reply, store, outcome.value)) });
  });

  app.get(AUTH_PATHS.currentUser, { config: { shape: 'status' } }, async (request) =>
    okBody('status', { user: profile.user(sessionOf(request)) }),
  );

  app.post('/api/v1/UserPrefs/setPrefs/', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, prefInputSchema, request.body);
    if (!input) return reply;
    return okBody('status', { ...profile.setPref(cartOwner(sessionOf(request)), input) });
  });

  app.post('/api/v1/UserPrefs/setAddress', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, saveAddressInputSchema, request.body);
    if (!input) return reply;
    const outcome = profile.saveAddress(cartOwner(sessionOf(request)), input);
    if (!outcome.ok) return sendFail(reply, 'status', outcome);
    return okBody('status', outcome.value);
  });

  app.post('/api/v1/UserPrefs/removeAddress', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, removeAddressBody, request.body);
    if (!input) return reply;
    const outcome = profile.removeAddress(cartOwner(sessionOf(request)), input.id);
    if (!outcome.ok) return sendFail(reply, 'status', outcome);
    return okBody('status', outcome.value);
  });

  app.post('/api/v1/UserPrefs/setUserCity', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, cityBody, request.body);
    if (!input) return reply;
    const outcome = profile.setCity(cartOwner(sessionOf(request)), input.id);
    if (!outcome.ok) return sendFail(reply, 'status', outcome);
    return okBody('status', outcome.value);
  });

  app.post('/api/v1/UserPrefs/setAgreement', { config: { shape: 'status' } }, async (request, reply) => {
    const input = readInput(reply, agreementBody, request.body);
    if (!input) return reply;
    return okBody('status', { agreement: profile.setAgreement(cartOwner(sessionOf(request)), input.status) });
  });

  app.get('/dev/outbox/', { config: { session: false } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(outboxPage(store.account.latestOutbox(OUTBOX_SHOWN))),
  );

  void app.register(async (pages) => {
    pages.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    });
    const html = (reply: FastifyReply, status: number, body: string) =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

    // The browser reaches the provider page without the shop's cookie: the state names the sign-in.
    pages.get<{ Params: { providerId: string }; Querystring: { state?: string } }>(
      '/dev/social/:providerId/',
      { config: { session: false } },
      async (request, reply) => {
        const provider = SOCIAL_PROVIDERS.find((entry) => entry.providerId === request.params.providerId);
        const state = request.query.state ?? '';
        if (!provider || !auth.socialState(state, provider.providerId)) {
          return html(reply, 404, socialMessagePage('Вход не удался', AUTH_TEXT.socialExpired, null));
        }
        return html(reply, 200, socialPage(provider.name, `/dev/social/${provider.providerId}/`, state));
      },
    );

    pages.post<{ Params: { providerId: string } }>('/dev/social/:providerId/', { config: { session: false } }, async (request, reply) => {
      const provider = SOCIAL_PROVIDERS.find((entry) => entry.providerId === request.params.providerId);
      const form = socialForm.safeParse(request.body);
      if (!provider) return html(reply, 404, socialMessagePage('Вход не удался', AUTH_TEXT.socialExpired, null));
      if (!form.success) {
        return html(reply, 400, socialMessagePage('Вход не удался', form.error.issues[0]?.message ?? BAD_REQUEST, null));
      }
      const outcome = auth.confirmSocial(form.data.state, provider.providerId, form.data.name);
      if (!outcome.ok) return html(reply, 404, socialMessagePage('Вход не удался', outcome.error, null));
      // Back to the shop with the state and a code, as a provider returns its answer: the shop finishes there.
      const back = new URL(outcome.value.returnUrl);
      back.searchParams.set('state', form.data.state);
      back.searchParams.set('code', outcome.value.code);
      return reply.redirect(back.href, 303);
    });
  });
}
