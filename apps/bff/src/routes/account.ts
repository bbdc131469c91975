import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { accountRoutes } from '@shop/contracts/account.ts';
import { fail } from '@shop/contracts/envelope.ts';
import { userRoutes } from '@shop/contracts/user.ts';
import { registerContractRoute, sendEnvelope } from '../http/contract-route.ts';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Attempts per client address and route within the window, before the upstream's own limits
 * (one code a minute per destination, 5 tries per code). Counters live in this process: with
 * several BFF processes each counts its own share, and the upstream's limits still hold.
 */
export const AUTH_RATE_LIMITS = {
  sendCode: { max: 5, timeWindow: TEN_MINUTES_MS },
  checkCode: { max: 10, timeWindow: TEN_MINUTES_MS },
  login: { max: 10, timeWindow: TEN_MINUTES_MS },
  register: { max: 5, timeWindow: TEN_MINUTES_MS },
  remember: { max: 5, timeWindow: TEN_MINUTES_MS },
} as const;

export function tooManyAttemptsText(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds < 60 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`;
  return `Слишком много попыток: повторите через ${wait}`;
}

type Limit = { max: number; timeWindow: number };

/** Routes registered by `register` answer a 429 envelope once a client exceeds the limit. */
async function limited(app: FastifyInstance, limit: Limit, register: (scope: FastifyInstance) => void) {
  await app.register(async (scope) => {
    const check = scope.createRateLimit(limit);
    scope.addHook('onRequest', async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      const text = tooManyAttemptsText(result.ttl);
      request.log.warn({ route: request.routeOptions.url, key: result.key }, 'rate limit exceeded');
      reply.header('retry-after', String(result.ttlInSeconds));
      return sendEnvelope(reply, fail({ message: text, statusCode: 429 }, [{ kind: 'error', text }]));
    });
    register(scope);
  });
}

/** Where the demo social provider sends the shopper back: this site's origin, as the browser reached it. */
function shopOrigin(protocol: string, host: string): string | undefined {
  try {
    return `${new URL(`${protocol}://${host}`).origin}/`;
  } catch {
    return undefined;
  }
}

/** Sign-in, the current user and the user preferences on the legacy paths (cart-and-ordering.md §7). */
async function routes(app: FastifyInstance) {
  const { upstream } = app;
  const auth = accountRoutes;

  // Encapsulated: the limiter and its hooks stay with the auth routes.
  await app.register(async (scope) => {
    await scope.register(rateLimit, { global: false });

    await limited(scope, AUTH_RATE_LIMITS.sendCode, (limitedScope) =>
      registerContractRoute(limitedScope, auth.sendCode, ({ body, request }) =>
        upstream.call({ method: 'POST', path: '/api/v1/Auth/sendCode/', body: { phone: body.phone ?? null, email: body.email ?? null }, request }),
      ),
    );
    await limited(scope, AUTH_RATE_LIMITS.checkCode, (limitedScope) =>
      registerContractRoute(limitedScope, auth.checkCode, ({ body, request }) =>
        upstream.call({
          method: 'POST',
          path: '/api/v1/Auth/checkCode/',
          body: { code: body.code, phone: body.phone ?? null, email: body.email ?? null },
          request,
        }),
      ),
    );
    await limited(scope, AUTH_RATE_LIMITS.login, (limitedScope) =>
      registerContractRoute(limitedScope, auth.login, ({ body, request }) =>
        upstream.call({ method: 'POST', path: '/api/v1/Auth/login/', body, request }),
      ),
    );
    await limited(scope, AUTH_RATE_LIMITS.register, (limitedScope) =>
      registerContractRoute(limitedScope, auth.register, ({ body, request }) =>
        upstream.call({ method: 'POST', path: '/api/v1/Auth/register/', body, request }),
      ),
    );
    await limited(scope, AUTH_RATE_LIMITS.remember, (limitedScope) =>
      registerContractRoute(limitedScope, auth.remember, ({ body, request }) =>
        upstream.call({ method: 'POST', path: '/api/v1/Auth/remember/', body, request }),
      ),
    );
  });

  registerContractRoute(app, auth.logout, ({ request }) => upstream.call({ method: 'POST', path: '/api/v1/Auth/logout/', request }));

  registerContractRoute(app, auth.social, ({ body, request }) =>
    upstream.call({
      method: 'POST',
      path: '/api/v1/Auth/social/',
      body: { providerId: body.providerId, returnUrl: shopOrigin(request.protocol, request.host) },
      request,
    }),
  );

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

export const accountRoutesPlugin = fp(routes, { name: 'account-routes', dependencies: ['upstream'] });
