import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '@shop/contracts/envelope.ts';
import { browserErrorsRoutes } from '@shop/contracts/browser-errors.ts';
import { memoryFirstSeen, redisFirstSeen } from '../browser-errors/first-seen.ts';
import { fingerprintOf, scrubFrame, scrubMessage } from '../browser-errors/scrub.ts';
import { registerContractRoute } from '../http/contract-route.ts';
import { digestOf, refuseIfExceeded, registerRateLimits, stateLimits } from '../http/rate-limits.ts';
import { REDIS_KEY_PREFIX } from '../shared-state/redis.ts';

/**
 * Beacons per client address a minute. A page sends at most a few (web/src/lib/browser-errors.ts),
 * so only a flood meets this; it keeps one client from filling the log and the counters.
 */
export const BROWSER_ERRORS_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/** How long an error, by its fingerprint, is logged only once (per instance, across all with REDIS_URL). */
export const BROWSER_ERROR_LOG_WINDOW_MS = 10 * 60_000;

/** A full beacon is under 1 KB. */
const BROWSER_ERRORS_BODY_LIMIT_BYTES = 4 * 1024;

/** The metric's release of a build other than the one this BFF serves: an old tab's, or made up. */
export const UNKNOWN_RELEASE = 'unknown';

export interface BrowserErrorsRoutesOptions {
  /** false (BROWSER_ERRORS=off): beacons are still checked and answered, and recorded nowhere. */
  record: boolean;
  /** The release of the web build this BFF serves (its entry chunk's hash); without a build every release is unknown. */
  release: string | undefined;
}

/**
 * Errors from shoppers' browsers into bff_browser_errors_total, and into the log once a window per
 * fingerprint (the scrubbed message and top frame). The address a beacon came from is used for the
 * rate limit alone, under a digest; what the beacon says is scrubbed of personal data first.
 */
async function routes(app: FastifyInstance, options: BrowserErrorsRoutesOptions) {
  const firstSeen = app.redis
    ? redisFirstSeen(app.redis, `${REDIS_KEY_PREFIX}browser-error:`, BROWSER_ERROR_LOG_WINDOW_MS, app.log)
    : memoryFirstSeen(BROWSER_ERROR_LOG_WINDOW_MS);

  await app.register(async (scope) => {
    await registerRateLimits(scope, app);
    const client = [
      {
        name: 'browser-errors:client',
        check: scope.createRateLimit({
          ...BROWSER_ERRORS_RATE_LIMIT,
          keyGenerator: (request) => `browser-errors:client:${digestOf(request.ip)}`,
        }),
      },
    ];
    scope.addHook('onRequest', async (request, reply) => refuseIfExceeded(app, request, reply, client));
    stateLimits(scope, [{ name: 'browser-errors:client', ...BROWSER_ERRORS_RATE_LIMIT }]);

    registerContractRoute(
      scope,
      browserErrorsRoutes.report,
      async ({ body, request }) => {
        if (!options.record) return { envelope: ok({ recorded: false }) };
        const { kind, route, layout } = body;
        const release = body.release === options.release ? body.release : UNKNOWN_RELEASE;
        app.metrics.browserError(kind, route, layout, release);
        const message = scrubMessage(body.message);
        const frame = scrubFrame(body.frame);
        const fingerprint = fingerprintOf(message, frame);
        if (await firstSeen(fingerprint)) {
          request.log.warn(
            { browserError: { fingerprint, kind, message, frame, routeType: route, layout, release: body.release } },
            'browser error',
          );
        }
        return { envelope: ok({ recorded: true }) };
      },
      { bodyLimit: BROWSER_ERRORS_BODY_LIMIT_BYTES },
    );
  });
}

export const browserErrorsRoutesPlugin = fp(routes, { name: 'browser-errors-routes', dependencies: ['observability', 'shared-state'] });
