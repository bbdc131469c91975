import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '@shop/contracts/envelope.ts';
import { MONITORING_KEY_REFUSED, monitoringRoutes } from '@shop/contracts/monitoring.ts';
import { registerContractRoute, type RouteOutcome } from '../http/contract-route.ts';
import { digestOf, stateLimits, tooManyAttempts } from '../http/rate-limits.ts';

export interface MonitoringRoutesOptions {
  /** The key the display presents (MONITORING_API_KEY); the upstream checks it too. */
  apiKey: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Wrong keys one client may present within the window. Past it every request of that client is
 * refused (429, retry-after) until the window ends, the right key included: a guess must learn
 * nothing. The right key is never counted, so the display can poll as often as it likes.
 */
export const WRONG_KEY_LIMIT = { max: 10, timeWindow: 10 * 60_000 } as const;
const LIMIT_NAME = 'monitoring:wrong-key';

/** A wrong or missing key: 401, no data, and the upstream is not asked (ARCHITECTURE.md). */
const keyRefused = () =>
  ({ envelope: fail({ message: MONITORING_KEY_REFUSED, statusCode: 401 }, [{ kind: 'error', text: MONITORING_KEY_REFUSED }]) }) as const;

/** A display or a script may present the key in a header instead, which no access log records. */
export const API_KEY_HEADER = 'x-api-key';
const headerKey = (request: FastifyRequest) => {
  const value = request.headers[API_KEY_HEADER];
  return typeof value === 'string' ? value : undefined;
};

/** The sales monitoring display (product-widgets-monitoring.md §7), behind its api key. */
async function routes(app: FastifyInstance, options: MonitoringRoutesOptions) {
  const { upstream } = app;
  const expected = digest(options.apiKey);
  const accepted = (key: string | undefined) => key !== undefined && timingSafeEqual(digest(key), expected);
  const query = { 'x-api-key': options.apiKey };

  /** The upstream's answer for the right key; a refusal for a wrong one, counted against the client. */
  async function withKey(key: string | undefined, request: FastifyRequest, read: () => Promise<RouteOutcome>): Promise<RouteOutcome> {
    const client = `${LIMIT_NAME}:${digestOf(request.ip)}`;
    const guessed = await app.attempts.count(client);
    if (guessed.count >= WRONG_KEY_LIMIT.max) return tooManyAttempts(app, request, LIMIT_NAME, guessed.ttlMs);
    if (accepted(key)) return read();
    // A missing key guesses nothing (a display not yet set up); a wrong one is a guess. The count it
    // makes decides, so guesses sent at once are stopped at the limit too.
    if (key !== undefined && key !== '') {
      const counted = await app.attempts.fail(client, WRONG_KEY_LIMIT.timeWindow);
      if (counted.count > WRONG_KEY_LIMIT.max) return tooManyAttempts(app, request, LIMIT_NAME, counted.ttlMs);
    }
    return keyRefused();
  }

  // Encapsulated: the stated limit stays with these two routes.
  await app.register(async (scope) => {
    stateLimits(scope, [{ name: LIMIT_NAME, ...WRONG_KEY_LIMIT }]);
    registerContractRoute(scope, monitoringRoutes.getSales, ({ query: { key }, request }) =>
      withKey(key ?? headerKey(request), request, () =>
        upstream.call({ method: 'GET', path: '/api/v1/monitoring/getSalesData/', query, request }),
      ),
    );
    registerContractRoute(scope, monitoringRoutes.getUpdates, ({ query: { key }, request }) =>
      withKey(key ?? headerKey(request), request, () =>
        upstream.call({ method: 'GET', path: '/api/v1/monitoring/isSalesUpdated/', query, request }),
      ),
    );
  });
}

export const monitoringRoutesPlugin = fp<MonitoringRoutesOptions>(routes, {
  name: 'monitoring-routes',
  dependencies: ['upstream', 'shared-state'],
});
