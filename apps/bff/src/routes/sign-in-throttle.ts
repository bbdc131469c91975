import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDef } from '@shop/contracts/browser/route.ts';
import type { ContractHandler, RouteContext } from '../http/contract-route.ts';
import { digestOf, tooManyAttempts } from '../http/rate-limits.ts';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * Wrong passwords and wrong codes, counted by the account they were tried on (OWASP's
 * Authentication Cheat Sheet, "Protect Against Automated Attacks"): an account is never locked by
 * what strangers do.
 *
 * - `accountAndClient`: wrong ones for one account from one client. Past `max`, that client is
 *   refused for that account (429, retry-after) until the window ends; every other client, the
 *   owner's own among them, still signs in. Signing in forgets the client's count.
 * - `account`: wrong ones for one account from anywhere. Past `free`, every attempt on the
 *   account waits before it is checked, from `firstDelayMs` doubling up to `maxDelayMs`: guessing
 *   from many addresses slows down, and the owner's right password still gets in, a few seconds
 *   later at worst.
 *
 * The per-client limits of every sign-in route (AUTH_RATE_LIMITS) come on top.
 */
export const SIGN_IN_FAILURES = {
  accountAndClient: { max: 5, timeWindow: TEN_MINUTES_MS },
  account: { free: 5, timeWindow: TEN_MINUTES_MS, firstDelayMs: 250, maxDelayMs: 4_000 },
} as const;

/** The delays of the per-account slowdown; tests shorten them. */
export interface SignInDelays {
  firstDelayMs: number;
  maxDelayMs: number;
}

/** How long an attempt on an account with this many recent failures waits before it is checked. */
export function signInDelayMs(failures: number, delays: SignInDelays = SIGN_IN_FAILURES.account): number {
  const over = failures - SIGN_IN_FAILURES.account.free;
  if (over < 0) return 0;
  return Math.min(delays.maxDelayMs, delays.firstDelayMs * 2 ** over);
}

/** A wrong password or code: the upstream's 401 refusal. */
const isWrong = (outcome: Awaited<ReturnType<ContractHandler<RouteDef>>>) =>
  outcome.envelope.status === 'FAIL' && outcome.envelope.error?.statusCode === 401;

/**
 * Wraps a sign-in handler (`name`: login, checkCode) in the failure limits above, for the account
 * `accountOf` reads from the validated body; a request that names no account is left to the
 * per-client limits and the upstream's own.
 */
export function throttleSignIn<R extends RouteDef>(
  app: FastifyInstance,
  name: string,
  accountOf: (context: RouteContext<R>) => string | undefined,
  handler: ContractHandler<R>,
  delays: SignInDelays = SIGN_IN_FAILURES.account,
): ContractHandler<R> {
  const pairLimit = `${name}:account-client`;
  const keysOf = (account: string, request: FastifyRequest) => ({
    pair: `${pairLimit}:${digestOf(`${account}\n${request.ip}`)}`,
    account: `${name}:account:${digestOf(account)}`,
  });

  return async (context) => {
    const account = accountOf(context);
    if (account === undefined) return handler(context);
    const { request } = context;
    const keys = keysOf(account, request);
    // Each attempt is counted as a failure before it is checked, and taken back if it was not one:
    // attempts sent at once each see the ones before them, so no more than `max` reach the upstream.
    const pair = await app.attempts.fail(keys.pair, SIGN_IN_FAILURES.accountAndClient.timeWindow);
    if (pair.count > SIGN_IN_FAILURES.accountAndClient.max) {
      await app.attempts.release(keys.pair);
      return tooManyAttempts(app, request, pairLimit, pair.ttlMs);
    }
    const total = await app.attempts.fail(keys.account, SIGN_IN_FAILURES.account.timeWindow);
    const release = () => Promise.all([app.attempts.release(keys.pair), app.attempts.release(keys.account)]);

    const delayMs = signInDelayMs(total.count - 1, delays);
    if (delayMs > 0) {
      request.log.info({ route: request.routeOptions.url, delayMs }, 'sign-in slowed: the account has many recent failures');
      await sleep(delayMs);
    }

    let outcome: Awaited<ReturnType<ContractHandler<R>>>;
    try {
      outcome = await handler(context);
    } catch (error) {
      await release();
      throw error;
    }
    if (isWrong(outcome)) return outcome;
    if (outcome.envelope.status === 'OK') await Promise.all([app.attempts.forget(keys.pair), app.attempts.release(keys.account)]);
    else await release();
    return outcome;
  };
}
