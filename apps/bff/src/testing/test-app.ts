import type { InjectOptions } from 'fastify';
import { MockAgent } from 'undici';
import { expect } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';

export const UPSTREAM_ORIGIN = 'http://upstream.test';
export const TEST_TIMEOUT_MS = 300;

/** The app against an undici MockAgent that refuses any request nobody intercepted. */
export async function buildTestApp(overrides: Partial<AppOptions> = {}) {
  const mock = new MockAgent({ enableCallHistory: true });
  mock.disableNetConnect();
  const app = await buildApp({
    upstreamUrl: UPSTREAM_ORIGIN,
    upstreamTimeoutMs: TEST_TIMEOUT_MS,
    webDist: '/nonexistent/web/dist',
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    dispatcher: mock,
    ...overrides,
  });
  const upstream = mock.get(UPSTREAM_ORIGIN);
  const upstreamCalls = () => mock.getCallHistory()?.calls() ?? [];
  const close = async () => {
    await app.close();
    await mock.close();
  };
  return { app, mock, upstream, upstreamCalls, close };
}

export const json = { 'content-type': 'application/json' } as const;

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Bad input: a 400 envelope carrying the Russian message, and the upstream never called. */
export async function expectRefusedBeforeUpstream(t: TestApp, options: InjectOptions, text: string) {
  const response = await t.app.inject(options);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ status: 'FAIL', data: null, error: { message: text, statusCode: 400 } });
  expect(t.upstreamCalls()).toHaveLength(0);
}

/** A reply that refused bad input: exactly the 400 envelope with the Russian message, and the upstream never called. */
export function expectRefusalReply(t: Pick<TestApp, 'upstreamCalls'>, response: { statusCode: number; json(): unknown }, text: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    status: 'FAIL',
    data: null,
    messages: [{ kind: 'error', text }],
    error: { message: text, statusCode: 400 },
  });
  expect(t.upstreamCalls()).toHaveLength(0);
}
