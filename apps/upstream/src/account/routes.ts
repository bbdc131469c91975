import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
import { idSchema } from '@shop/contracts/fields.ts';
import { cityIdSchema } from '@shop/contracts/places.ts';
import { SOCIAL_PROVIDERS, createAuthService } from './auth-service.ts';
import { AUTH_TEXT } from './sign-in-texts.ts';
import { codeSentText, destinationOf } from '@shop/contracts/rules/sign-in.ts';
import { outboxPage, socialMessagePage, socialPage } from './dev-pages.ts';
import { returnOrigin } from '../checkout/payments.ts';
import { DEFAULT_SHOP_ORIGIN } from '../checkout/routes.ts';
import { createProfileService } from './profile-service.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, legacyRoute } from '../http/input.ts';
import { okBody, refusal } from '../http/reply-shapes.ts';
import { done, mapOutcome, refuse } from '@shop/contracts/rules/outcome.ts';
import type { Outcome } from '@shop/contracts/rules/outcome.ts';
import type { SessionRow } from '../db/sessions.ts';
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

/**
 * Sign-in, the current user and the user preferences (cart-and-ordering.md §7 "Auth", "User
 * preferences"), plus the development outbox and the demo social provider pages.
 */
export interface AccountRoutesOptions {
  /** Where the shop runs: the only origin besides loopback a social sign-in may return to. */
  shopOrigin?: string | undefined;
}

export function registerAccountRoutes(app: FastifyInstance, store: Store, options: AccountRoutesOptions): void {
  const auth = createAuthService(store, {
    logCode: (entry) => app.log.info(entry, 'one-time code sent to the development outbox (/dev/outbox/)'),
  });
  const profile = createProfileService(store);

  /** A sign-in's answer: the user of the session, renewed on every change of who is signed in. */
  const signedIn = (signIn: Outcome<SessionRow>, request: FastifyRequest, reply: FastifyReply) =>
    mapOutcome(signIn, (session) => ({ user: profile.user(renewSession(request, reply, store, session)) }));

  legacyRoute(app, 'POST', AUTH_PATHS.sendCode, 'status', { body: codeDestinationSchema }, (input, request) =>
    mapOutcome(auth.sendCode(sessionOf(request), destinationOf(input)), (sent) => ({
      ...sent,
      message: codeSentText(sent.destination),
    })),
  );

  legacyRoute(app, 'POST', AUTH_PATHS.checkCode, 'result', { body: checkCodeInputSchema }, (input, request, reply) => {
    const session = sessionOf(request);
    // The spec's call sends the code alone: the destination is the one this session's code went to.
    const named = input.phone !== undefined || input.email !== undefined;
    const destination = named ? destinationOf(input) : auth.pendingDestination(session);
    if (!destination) return refusal(401, AUTH_TEXT.codeMissing);
    return signedIn(auth.checkCode(session, destination, input.code), request, reply);
  });

  app.post(AUTH_PATHS.logout, { config: { shape: 'result' } }, async (request, reply) => {
    const session = renewSession(request, reply, store, auth.logout(sessionOf(request)));
    return okBody('result', { user: profile.user(session) });
  });

  legacyRoute(app, 'POST', AUTH_PATHS.login, 'result', { body: loginInputSchema }, async (input, request, reply) =>
    signedIn(await auth.login(sessionOf(request), input.email, input.password), request, reply),
  );
  legacyRoute(app, 'POST', AUTH_PATHS.register, 'result', { body: registerInputSchema }, async (input, request, reply) =>
    signedIn(await auth.register(sessionOf(request), input), request, reply),
  );
  legacyRoute(app, 'POST', AUTH_PATHS.remember, 'status', { body: rememberInputSchema }, (input, request) =>
    done({ sent: true, message: auth.remember(sessionOf(request), input.email) }),
  );

  // The provider page lives on this server; the shop's return address comes from the caller, and
  // must be the shop's (SHOP_ORIGIN, or the shop on this machine): the provider sends browsers there.
  legacyRoute(app, 'POST', AUTH_PATHS.social, 'result', { body: socialBody }, (input, request, reply) => {
    const host = request.headers.host ?? '';
    if (!HOST_PATTERN.test(host)) return refuse(400, BAD_REQUEST);
    if (returnOrigin(input.returnUrl, options.shopOrigin ?? DEFAULT_SHOP_ORIGIN) === null) return refuse(400, RETURN_URL_REFUSED);
    // The sign-in is bound to this session, renewed here; only it can finish the sign-in.
    const state = auth.startSocial(renewSession(request, reply, store, sessionOf(request)), input.providerId, input.returnUrl);
    return done({ redirectUrl: `${request.protocol}://${host}/dev/social/${input.providerId}/?state=${encodeURIComponent(state)}` });
  });

  // The browser is back at the shop with the state the provider confirmed: its session finishes the sign-in.
  legacyRoute(app, 'POST', AUTH_PATHS.socialFinish, 'result', { body: socialFinishBody }, (input, request, reply) =>
    signedIn(auth.finishSocial(sessionOf(request), input.state, input.code), request, reply),
  );

  app.get(AUTH_PATHS.currentUser, { config: { shape: 'status' } }, async (request) =>
    okBody('status', { user: profile.user(sessionOf(request)) }),
  );

  const owner = (request: FastifyRequest) => cartOwner(sessionOf(request));
  legacyRoute(app, 'POST', '/api/v1/UserPrefs/setPrefs/', 'status', { body: prefInputSchema }, (input, request) =>
    done(profile.setPref(owner(request), input)),
  );
  legacyRoute(app, 'POST', '/api/v1/UserPrefs/setAddress', 'status', { body: saveAddressInputSchema }, (input, request) =>
    profile.saveAddress(owner(request), input),
  );
  legacyRoute(app, 'POST', '/api/v1/UserPrefs/removeAddress', 'status', { body: removeAddressBody }, (input, request) =>
    profile.removeAddress(owner(request), input.id),
  );
  legacyRoute(app, 'POST', '/api/v1/UserPrefs/setUserCity', 'status', { body: cityBody }, (input, request) =>
    profile.setCity(owner(request), input.id),
  );
  legacyRoute(app, 'POST', '/api/v1/UserPrefs/setAgreement', 'status', { body: agreementBody }, (input, request) =>
    done({ agreement: profile.setAgreement(owner(request), input.status) }),
  );

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
