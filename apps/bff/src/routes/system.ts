import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ok, fail, UNKNOWN_ERROR_TEXT } from '@shop/contracts/envelope.ts';
import { systemRoutes } from '@shop/contracts/system.ts';
import { registerContractRoute } from '../http/contract-route.ts';

export const READY_TIMEOUT_MS = 2_000;

async function routes(app: FastifyInstance) {
  registerContractRoute(app, systemRoutes.health, async () => ({
    envelope: ok({ uptimeSeconds: Math.floor(process.uptime()) }),
  }));

  registerContractRoute(app, systemRoutes.ready, async ({ request }) => {
    const started = performance.now();
    const { envelope } = await app.upstream.call({ method: 'GET', path: '/health', request, timeoutMs: READY_TIMEOUT_MS });
    if (envelope.status === 'OK') {
      return { envelope: ok({ upstream: 'up', latencyMs: Math.round(performance.now() - started) }) };
    }
    request.log.warn({ upstreamError: envelope.error }, 'upstream not ready');
    return { envelope: fail({ message: 'Upstream is not ready', statusCode: 503 }, [{ kind: 'error', text: UNKNOWN_ERROR_TEXT }]) };
  });
}

export const systemRoutesPlugin = fp(routes, { name: 'system-routes', dependencies: ['upstream'] });
