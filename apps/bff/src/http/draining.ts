import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the instance starts closing (SIGTERM): it finishes what it has and takes nothing new. */
    draining(): boolean;
    /** Starts draining before the close itself (server.ts: the drain before a load balancer's connections are refused). */
    startDraining(): void;
  }
}

/**
 * Once closing starts, every reply says `connection: close` and every socket left idle is closed:
 * Node closes only the sockets idle at that moment, so a keep-alive connection whose request was
 * in flight would otherwise stay open after its reply, and the close wait for its keep-alive
 * timeout (72 s) while the load balancer sent it more. Its next request goes to another instance.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance) {
  let draining = false;
  app.decorate('draining', () => draining);
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onResponse', async () => {
    if (draining) app.server.closeIdleConnections();
  });
}
