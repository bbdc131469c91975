import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '@shop/contracts/envelope.ts';
import { vitalsRoutes } from '@shop/contracts/vitals.ts';
import { registerContractRoute } from '../http/contract-route.ts';
import { digestOf, refuseIfExceeded, registerRateLimits, stateLimits } from '../http/rate-limits.ts';

/**
 * Beacons per client address (request.ip, the forwarded one behind a trusted proxy) a minute. A
 * page sends one when it is hidden or left, so only a flood meets this; it keeps one client from
 * filling the histograms.
 */
export const VITALS_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/** A full beacon is under 2 KB. */
const VITALS_BODY_LIMIT_BYTES = 16 * 1024;

export interface VitalsRoutesOptions {
  /** false (WEB_VITALS=off): beacons are still checked and answered, and recorded nowhere. */
  record: boolean;
}

/**
 * Web vitals from shoppers' browsers into the Prometheus histograms of /api/metrics. Only the
 * measures, the page's route type and the layout are recorded: the address a beacon came from is
 * used for the rate limit alone, under a digest, and nothing else of the request is read.
 */
async function routes(app: FastifyInstance, options: VitalsRoutesOptions) {
  await app.register(async (scope) => {
    await registerRateLimits(scope, app);
    const client = [
      {
        name: 'vitals:client',
        check: scope.createRateLimit({ ...VITALS_RATE_LIMIT, keyGenerator: (request) => `vitals:client:${digestOf(request.ip)}` }),
      },
    ];
    scope.addHook('onRequest', async (request, reply) => refuseIfExceeded(app, request, reply, client));
    stateLimits(scope, [{ name: 'vitals:client', ...VITALS_RATE_LIMIT }]);

    registerContractRoute(
      scope,
      vitalsRoutes.report,
      async ({ body }) => {
        if (!options.record) return { envelope: ok({ recorded: 0 }) };
        for (const { name, value } of body.metrics) app.metrics.webVital(name, body.route, body.layout, value);
        return { envelope: ok({ recorded: body.metrics.length }) };
      },
      { bodyLimit: VITALS_BODY_LIMIT_BYTES },
    );
  });
}

export const vitalsRoutesPlugin = fp(routes, { name: 'vitals-routes', dependencies: ['observability', 'shared-state'] });
