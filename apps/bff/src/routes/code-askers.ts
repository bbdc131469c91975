import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_CODE_TTL_SECONDS } from '@shop/contracts/account.ts';
import { fail } from '@shop/contracts/envelope.ts';
import type { RouteDef } from '@shop/contracts/browser/route.ts';
import type { ContractHandler, RouteContext } from '../http/contract-route.ts';
import { digestOf } from '../http/rate-limits.ts';
import { sessionCookiesOf } from '../http/session.ts';
import { texts } from '../http/texts.ts';
import { REDIS_KEY_PREFIX } from '../shared-state/redis.ts';
import { logStoreFailure, memoryStore, redisStore } from '../shared-state/store.ts';

/**
 * Who asked for the code a phone or e-mail holds now. The upstream burns a code after 5 wrong
 * tries from anyone, and a new code waits a minute: strangers naming the owner's phone could burn
 * each code the owner asks for. So a code check that names a phone or e-mail is sent on only from
 * the client that asked for its code — the same address (request.ip) or the same session — and
 * any other is answered as for no code, before the upstream. The per-client limits count the
 * owner's own wrong tries (sign-in-throttle.ts).
 *
 * Stored for the code's lifetime; in Redis with REDIS_URL. Where nothing is stored (the code was asked
 * before this process started, or Redis is down) the check goes on to the upstream as before.
 */
export function codeAskers(app: FastifyInstance) {
  const store = app.redis ? redisStore(app.redis, `${REDIS_KEY_PREFIX}code-asker:`) : memoryStore({ maxEntries: 100_000 });
  const ttlMs = AUTH_CODE_TTL_SECONDS * 1000;
  const clientOf = (request: FastifyRequest) => {
    const session = sessionCookiesOf(request.headers.cookie);
    return { address: digestOf(`address\n${request.ip}`), session: session === undefined ? '' : digestOf(`session\n${session}`) };
  };
  const unavailable = (error: unknown) => logStoreFailure(app.log, error, 'code askers unavailable: code checks go on to the upstream');

  return {
    /** The request's client asked for the code `account` (`phone:…`, `email:…`) holds now. */
    async asked(account: string, request: FastifyRequest): Promise<void> {
      const { address, session } = clientOf(request);
      await store.set(digestOf(account), `${address} ${session}`, ttlMs).catch(unavailable);
    },

    /**
     * Wraps a code check: one naming an account whose code another client asked for is refused
     * (401, as for no code) without calling `handler`.
     */
    only<R extends RouteDef>(accountOf: (context: RouteContext<R>) => string | undefined, handler: ContractHandler<R>): ContractHandler<R> {
      return async (context) => {
        const account = accountOf(context);
        if (account === undefined) return handler(context);
        const stored = await store.get(digestOf(account)).catch((error: unknown) => {
          unavailable(error);
          return undefined;
        });
        if (stored === undefined) return handler(context);
        const [address, session = ''] = stored.split(' ');
        const client = clientOf(context.request);
        if (address === client.address || (session !== '' && session === client.session)) return handler(context);
        context.request.log.info({ route: context.request.routeOptions.url }, 'code check from a client that did not ask for the code');
        return { envelope: fail({ message: texts.codeNotFound, statusCode: 401 }, [{ kind: 'error', text: texts.codeNotFound }]) };
      };
    },
  };
}
