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

describe('PUT /api/user/site-version', () => {
  it('posts the version to the legacy preferences and passes the cookie back', async () => {
    answerUpstream(t.upstream, 'POST', '/api/v1/UserPrefs/setSiteVersion', 200, legacy.status({ version: 'mobile' }), {
      'set-cookie': 'sid=s9; Path=/; HttpOnly',
    });
    const response = await t.app.inject({ method: 'PUT', url: '/api/user/site-version', payload: { version: 'mobile' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: { version: 'mobile' }, messages: [] });
    expect(JSON.parse(String(t.upstreamCalls().at(-1)?.body))).toEqual({ version: 'mobile' });
    expect([response.headers['set-cookie']].flat()).toEqual(['sid=s9; Path=/; HttpOnly']);
  });

  it('refuses an unknown version with the Russian text before the upstream', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/user/site-version', payload: { version: 'tablet' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Версия сайта: desktop или mobile');
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});
