import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fail } from '@shop/contracts/envelope.ts';
import { MONITORING_KEY_REFUSED, monitoringRoutes } from '@shop/contracts/monitoring.ts';
import { registerContractRoute } from '../http/contract-route.ts';

export interface MonitoringRoutesOptions {
  /** The key the display presents (MONITORING_API_KEY); the upstream checks it too. */
  apiKey: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

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

  registerContractRoute(app, monitoringRoutes.getSales, async ({ query: { key }, request }) =>
    accepted(key ?? headerKey(request)) ? upstream.call({ method: 'GET', path: '/api/v1/monitoring/getSalesData/', query, request }) : keyRefused(),
  );

  registerContractRoute(app, monitoringRoutes.getUpdates, async ({ query: { key }, request }) =>
    accepted(key ?? headerKey(request)) ? upstream.call({ method: 'GET', path: '/api/v1/monitoring/isSalesUpdated/', query, request }) : keyRefused(),
  );
}

export const monitoringRoutesPlugin = fp<MonitoringRoutesOptions>(routes, { name: 'monitoring-routes', dependencies: ['upstream'] });
