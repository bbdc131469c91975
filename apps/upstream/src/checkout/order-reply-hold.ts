import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@shop/contracts/orders.ts';

const ORDER_PATH = '/cart/send/';

/**
 * DEMO_ORDER_REPLY_DELAY_MS, for the cluster's browser test: the first reply to each idempotency
 * key is held after the order is placed, so a BFF instance can be killed while an order it sent is
 * done here but not yet answered. A repeat of the key is the upstream's replay and is not held.
 */
export function holdFirstOrderReplies(app: FastifyInstance, delayMs: number): void {
  const answered = new Set<string>();
  app.addHook('onSend', async (request, _reply, payload) => {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (request.method !== 'POST' || request.routeOptions.url !== ORDER_PATH || typeof key !== 'string' || answered.has(key))
      return payload;
    answered.add(key);
    request.log.warn({ delayMs }, 'holding the order reply');
    await new Promise((done) => setTimeout(done, delayMs));
    return payload;
  });
}
