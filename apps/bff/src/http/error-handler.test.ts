import { afterEach, describe, expect, it } from 'vitest';
import { UNDEFINED_ERROR, UNKNOWN_ERROR_TEXT } from '@shop/contracts/envelope.ts';
import { buildTestApp } from '../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>> | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWithFailingRoute(exposeErrorTrace = false) {
  t = await buildTestApp({ exposeErrorTrace });
  t.app.get('/api/test/broken', async () => {
    throw new Error('database password is hunter2');
  });
  return t.app;
}

describe('error handler', () => {
  it('turns a thrown error into a 500 envelope without its message or stack', async () => {
    const app = await appWithFailingRoute();
    const response = await app.inject({ url: '/api/test/broken' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 'FAIL',
      data: null,
      messages: [{ kind: 'error', text: UNKNOWN_ERROR_TEXT }],
      error: { message: UNDEFINED_ERROR, statusCode: 500 },
    });
    expect(response.body).not.toContain('hunter2');
  });

  it('adds the stack as the trace only when asked to (development)', async () => {
    const app = await appWithFailingRoute(true);
    const response = await app.inject({ url: '/api/test/broken' });
    expect(response.json().error.trace).toContain('at ');
  });

  it('answers input that fails validation with 400 and the Russian text of the first field', async () => {
    const app = await appWithFailingRoute();
    const response = await app.inject({ method: 'POST', url: '/api/cart/items', payload: { assortmentId: 'x', quantity: -1 } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ message: 'Идентификатор должен быть числом', statusCode: 400 });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const app = await appWithFailingRoute();
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'content-type': 'application/json' },
      payload: '{"assortmentId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'FAIL', data: null, messages: [{ kind: 'error', text: 'Некорректный запрос' }] });
  });

  it('answers a body over 1 MiB with a 413 envelope', async () => {
    const app = await appWithFailingRoute();
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart/one-click-order',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ phone: '9'.repeat(1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { statusCode: 413 } });
    expect(t?.upstreamCalls()).toHaveLength(0);
  });
});
