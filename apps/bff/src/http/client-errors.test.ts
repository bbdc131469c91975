import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** What a raw socket receives for `text` until the server closes it, and how long that took. */
async function rawExchange(port: number, text: string): Promise<{ reply: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve({ reply, ms: performance.now() - started }));
  });
}

const envelopeOf = (reply: string) => JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as unknown;

describe('refusals before a route: every one is the envelope, in Russian', () => {
  it('an undecodable address (%ZZ) is a 400 envelope', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ url: '/api/cart/items/%ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 'FAIL',
      data: null,
      messages: [{ kind: 'error', text: 'Некорректный адрес запроса' }],
      error: { message: 'Некорректный адрес запроса', statusCode: 400 },
    });
  });

  it('a path parameter over the length limit is a 414 envelope', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${'1'.repeat(200)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toMatchObject({ status: 'FAIL', error: { message: 'Слишком длинный адрес запроса', statusCode: 414 } });
  });

  it('a body of a type the route does not take is a 415 envelope', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      status: 'FAIL',
      error: { message: 'Неподдерживаемый формат данных запроса', statusCode: 415 },
    });
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it("headers over Node's limit are a 431 envelope from the parser", async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { reply } = await rawExchange(port, `GET /api/health HTTP/1.1\r\nhost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(reply).toMatch(/^HTTP\/1\.1 431 /);
    expect(envelopeOf(reply)).toMatchObject({ status: 'FAIL', error: { message: 'Слишком большие заголовки запроса', statusCode: 431 } });
  });

  it('a request whose body never arrives whole is answered 408 and its socket freed within the limit', async () => {
    t = await buildTestApp({
      serverLimits: { requestTimeoutMs: 300, headersTimeoutMs: 300, keepAliveTimeoutMs: 1_000, connectionTimeoutMs: 5_000 },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const { reply, ms } = await rawExchange(
      port,
      'POST /api/cart/items HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{"assortmentId":',
    );
    expect(ms).toBeLessThan(3_000);
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(envelopeOf(reply)).toMatchObject({
      status: 'FAIL',
      error: { statusCode: 408, message: 'Запрос не был получен целиком вовремя' },
    });
  });
});
