import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_CODE_RESEND_SECONDS, accountRoutes } from '@shop/contracts/account.ts';
import { userRoutes } from '@shop/contracts/user.ts';
import { registerContractRoute, type RouteOutcome } from '../http/contract-route.ts';
import { fromClient, limited, registerRateLimits } from '../http/rate-limits.ts';
import type { UpstreamReply } from '../upstream-client/client.ts';
import { codeAskers } from './code-askers.ts';
import { throttleSignIn, type SignInDelays } from './sign-in-throttle.ts';
import { registerSocialSignIn } from './social-sign-in.ts';

const TEN_MINUTES_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Attempts per client (request.ip: the socket's address, or the forwarded one behind a trusted
 * proxy) and route within the window, before the upstream's own limits (one code a minute per
 * destination, 5 tries per code). With REDIS_URL the counters are shared by every BFF instance.
 */
export const AUTH_RATE_LIMITS = {
  sendCode: { max: 5, timeWindow: TEN_MINUTES_MS },
  checkCode: { max: 10, timeWindow: TEN_MINUTES_MS },
  login: { max: 10, timeWindow: TEN_MINUTES_MS },
  register: { max: 5, timeWindow: TEN_MINUTES_MS },
  remember: { max: 5, timeWindow: TEN_MINUTES_MS },
} as const;

/**
 * Requests per phone or e-mail. Codes to one phone from one client (10 minutes), codes to one phone
 * from anywhere (a day: each one is a text message the shop pays for, and the upstream sends at
 * most one a minute, so reaching it takes strangers ten minutes and stops only text codes to that
 * phone, never the e-mail code or the password), registrations and reminders for one e-mail.
 * Wrong passwords and codes are counted apart, by failure (sign-in-throttle.ts).
 */
export const DESTINATION_RATE_LIMITS = {
  sendCode: { max: 3, timeWindow: TEN_MINUTES_MS },
  sendCodeDaily: { max: 10, timeWindow: DAY_MS },
  register: { max: 5, timeWindow: TEN_MINUTES_MS },
  remember: { max: 3, timeWindow: TEN_MINUTES_MS },
} as const;

type Destination = { phone?: string | undefined; email?: string | undefined };
const phoneOf = (request: FastifyRequest) => (request.body as Destination | undefined)?.phone ?? undefined;
const emailOf = (request: FastifyRequest) => (request.body as Destination | undefined)?.email ?? undefined;
/** The account a code check names, if it names one (the code alone is the spec's call). */
const codeAccountOf = ({ body }: { body: Destination }) =>
  body.phone !== undefined ? `phone:${body.phone}` : body.email !== undefined ? `email:${body.email}` : undefined;

/** The upstream's refusal to resend a code so soon keeps its 429, and says when to try again. */
export function withRetryAfter(reply: UpstreamReply): RouteOutcome {
  const { envelope } = reply;
  if (envelope.status !== 'FAIL' || envelope.error?.statusCode !== 429) return reply;
  const given = reply.retryAfter?.trim();
  const fromText = /через (\d+) с/.exec(envelope.error.message)?.[1];
  const seconds = given && /^\d+$/.test(given) ? given : (fromText ?? String(AUTH_CODE_RESEND_SECONDS));
  return { ...reply, headers: { 'retry-after': seconds } };
}

/** Sign-in, the current user and the user preferences on the legacy paths (cart-and-ordering.md §7). */
export interface AccountRoutesOptions {
  /** The per-account slowdown after many wrong passwords or codes; tests shorten it. */
  signInDelays?: SignInDelays;
  /** The shop's public origin (PUBLIC_URL): where a social sign-in comes back to. */
  publicUrl?: string | undefined;
}

async function routes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { upstream } = app;
  const auth = accountRoutes;

  // Encapsulated: the limiter and its hooks stay with the auth routes.
  await app.register(async (scope) => {
    // A Redis outage lets sign-in through: the upstream's own limits still hold.
    await registerRateLimits(scope, app);
    const d = DESTINATION_RATE_LIMITS;
    const askers = codeAskers(app);

    await limited(
      scope,
      'sendCode',
      AUTH_RATE_LIMITS.sendCode,
      [
        { name: 'phone-client', ...d.sendCode, of: fromClient(phoneOf) },
        { name: 'phone-daily', ...d.sendCodeDaily, of: phoneOf },
        { name: 'email-client', ...d.sendCode, of: fromClient(emailOf) },
      ],
      (limitedScope) =>
        registerContractRoute(limitedScope, auth.sendCode, async ({ body, request }) => {
          const reply = await upstream.call({
            method: 'POST',
            path: '/api/v1/Auth/sendCode/',
            body: { phone: body.phone ?? null, email: body.email ?? null },
            request,
          });
          const account = codeAccountOf({ body });
          if (reply.envelope.status === 'OK' && account !== undefined) await askers.asked(account, request);
          return withRetryAfter(reply);
        }),
    );
    await limited(scope, 'checkCode', AUTH_RATE_LIMITS.checkCode, [], (limitedScope) =>
      registerContractRoute(
        limitedScope,
        auth.checkCode,
        // Strangers are stopped before the per-client counts, so their refusals slow nobody's account.
        askers.only(
          codeAccountOf,
          throttleSignIn(
            app,
            'checkCode',
            codeAccountOf,
            ({ body, request }) =>
              upstream.call({
                method: 'POST',
                path: '/api/v1/Auth/checkCode/',
                // The spec's call sends the code alone; a phone or e-mail goes along only when the shopper gave one.
                body: {
                  code: body.code,
                  ...(body.phone === undefined ? {} : { phone: body.phone }),
                  ...(body.email === undefined ? {} : { email: body.email }),
                },
                request,
              }),
            options.signInDelays,
          ),
        ),
      ),
    );
    await limited(scope, 'login', AUTH_RATE_LIMITS.login, [], (limitedScope) =>
      registerContractRoute(
        limitedScope,
        auth.login,
        throttleSignIn(
          app,
          'login',
          ({ body }) => `email:${body.email}`,
          ({ body, request }) => upstream.call({ method: 'POST', path: '/api/v1/Auth/login/', body, request }),
          options.signInDelays,
        ),
      ),
    );
    await limited(scope, 'register', AUTH_RATE_LIMITS.register, [{ name: 'email', ...d.register, of: emailOf }], (limitedScope) =>
      registerContractRoute(limitedScope, auth.register, ({ body, request }) =>
        upstream.call({ method: 'POST', path: '/api/v1/Auth/register/', body, request }),
      ),
    );
    await limited(scope, 'remember', AUTH_RATE_LIMITS.remember, [{ name: 'email', ...d.remember, of: emailOf }], (limitedScope) =>
      registerContractRoute(limitedScope, auth.remember, async ({ body, request }) => {
        const reply = await upstream.call({ method: 'POST', path: '/api/v1/Auth/remember/', body, request });
        // A registered e-mail gets a sign-in code: this client asked for it.
        if (reply.envelope.status === 'OK') await askers.asked(`email:${body.email}`, request);
        return reply;
      }),
    );
  });

  registerContractRoute(app, auth.logout, ({ request }) => upstream.call({ method: 'POST', path: '/api/v1/Auth/logout/', request }));

  registerSocialSignIn(app, { publicUrl: options.publicUrl });

  registerContractRoute(app, auth.currentUser, ({ request }) => upstream.call({ method: 'GET', path: '/api/v1/User/current/', request }));

  registerContractRoute(app, userRoutes.setPrefs, ({ body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/UserPrefs/setPrefs/', body, request }),
  );
  registerContractRoute(app, userRoutes.saveAddress, ({ body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/UserPrefs/setAddress', body, request }),
  );
  registerContractRoute(app, userRoutes.removeAddress, ({ params, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/UserPrefs/removeAddress', body: { id: params.id }, request }),
  );
  registerContractRoute(app, userRoutes.setCity, ({ body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/UserPrefs/setUserCity', body: { id: body.id }, request }),
  );
  registerContractRoute(app, userRoutes.setAgreement, ({ body, request }) =>
    upstream.call({ method: 'POST', path: '/api/v1/UserPrefs/setAgreement', body: { status: body.status }, request }),
  );
}

export const accountRoutesPlugin = fp<AccountRoutesOptions>(routes, { name: 'account-routes', dependencies: ['upstream', 'shared-state'] });
