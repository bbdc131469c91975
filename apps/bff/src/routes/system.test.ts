import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

beforeEach(async () => {
  t = await buildTestApp();
});

afterEach(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('answers without asking the upstream', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'OK', data: { uptimeSeconds: expect.any(Number) } });
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});

describe('GET /api/ready', () => {
  it('is OK when the upstream health answers', async () => {
    answerUpstream(t.upstream, 'GET', '/health', 200, legacy.status({}));
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'OK', data: { state: 'ready', upstream: 'up', latencyMs: expect.any(Number) } });
  });

  it('is a 503 FAIL envelope when the upstream is down and no cached page stands in for it', async () => {
    t.upstream.intercept({ method: 'GET', path: '/health' }).replyWithError(new Error('ECONNREFUSED'));
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'FAIL', data: null, error: { statusCode: 503 } });
  });

  it('is a 503 when the upstream answers FAIL', async () => {
    answerUpstream(t.upstream, 'GET', '/health', 500, legacy.statusFail({ error: 'db down' }));
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(503);
  });
});
