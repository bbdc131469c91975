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

  /**
   * Ready while the upstream answers; degraded while page fetches fail or the upstream does not
   * answer but guest requests are served cached pages. Degraded is still ready: the upstream is every
   * instance's, so taking this one out of a load balancer would only turn the cached pages away.
   * Not ready (503) when the upstream does not answer and nothing stands in for it, and from the
   * moment the instance starts closing.
   */
  registerContractRoute(app, systemRoutes.ready, async ({ request }) => {
    const closing = { envelope: fail({ message: 'Closing', statusCode: 503 }, [{ kind: 'error', text: UNKNOWN_ERROR_TEXT }]) };
    if (app.draining()) return closing;
    const started = performance.now();
    const { envelope } = await app.upstream.call({ method: 'GET', path: '/health', request, timeoutMs: READY_TIMEOUT_MS });
    // A check that was waiting on the upstream when closing began: the instance is going away.
    if (app.draining()) return closing;
    const latencyMs = Math.round(performance.now() - started);
    const pages = app.guestPages;
    if (envelope.status === 'OK') {
      return { envelope: ok({ state: pages?.degraded() ? 'degraded' : 'ready', upstream: 'up', latencyMs }) };
    }
    request.log.warn({ upstreamError: envelope.error }, 'upstream not ready');
    if (pages && (await pages.holdsPages())) return { envelope: ok({ state: 'degraded', upstream: 'down', latencyMs }) };
    return { envelope: fail({ message: 'Upstream is not ready', statusCode: 503 }, [{ kind: 'error', text: UNKNOWN_ERROR_TEXT }]) };
  });
}

export const systemRoutesPlugin = fp(routes, { name: 'system-routes', dependencies: ['upstream'] });
