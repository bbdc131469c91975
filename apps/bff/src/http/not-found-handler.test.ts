import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('not-found handler', () => {
  it.each([
    ['GET', '/api/no-such-route'],
    ['POST', '/api/cart/nothing'],
    ['GET', '/api'],
  ] as const)('answers %s %s with a 404 FAIL envelope', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ status: 'FAIL', data: null, error: { message: 'Такого адреса API нет', statusCode: 404 } });
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});
