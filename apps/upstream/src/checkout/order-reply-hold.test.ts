import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { holdFirstOrderReplies } from './order-reply-hold.ts';

const HOLD_MS = 400;
let app = Fastify();
afterEach(() => app.close());

async function orderApp() {
  app = Fastify();
  holdFirstOrderReplies(app, HOLD_MS);
  let placed = 0;
  app.post('/cart/send/', async () => ({ status: 'OK', orderNumber: (placed += 1) }));
  app.get('/ordering/', async () => ({ status: 'OK' }));
  await app.ready();
  return app;
}

async function timed(send: () => Promise<{ json(): unknown }>) {
  const started = performance.now();
  const body = (await send()).json();
  return { body, ms: performance.now() - started };
}

describe('the held first reply to an order', () => {
  it('holds the first reply to a key, not its repeat, another key or another route', async () => {
    const shop = await orderApp();
    const send = (key: string) => () =>
      shop.inject({ method: 'POST', url: '/cart/send/', headers: { 'idempotency-key': key }, payload: {} });
    const first = await timed(send('key-aaaaaaaa'));
    expect(first.ms).toBeGreaterThanOrEqual(HOLD_MS - 5);
    const repeat = await timed(send('key-aaaaaaaa'));
    expect(repeat.ms).toBeLessThan(HOLD_MS / 2);
    expect((await timed(send('key-bbbbbbbb'))).ms).toBeGreaterThanOrEqual(HOLD_MS - 5);
    expect((await timed(() => shop.inject({ method: 'GET', url: '/ordering/' }))).ms).toBeLessThan(HOLD_MS / 2);
  });
});
