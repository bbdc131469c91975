import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { answerUpstream, legacy, refuseUpstream } from '../testing/upstream-mock.ts';
import { loggerOptions } from '../http/logging.ts';
import { salesDataset } from '../testing/checkout-fixtures.ts';
import { WRONG_KEY_LIMIT } from './monitoring.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;

afterEach(async () => {
  t.mock.assertNoPendingInterceptors();
  await t.close();
});

const refusal = {
  status: 'FAIL',
  data: null,
  messages: [{ kind: 'error', text: 'Неверный ключ мониторинга' }],
  error: { message: 'Неверный ключ мониторинга', statusCode: 401 },
};

describe('monitoring', () => {
  it('reads the sales board with the configured key', async () => {
    t = await buildTestApp({ monitoringApiKey: 'board-key' });
    answerUpstream(t.upstream, 'GET', '/api/v1/monitoring/getSalesData/', 200, legacy.rq(salesDataset));
    const response = await t.app.inject({ url: '/api/monitoring/sales?key=board-key' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'OK', data: salesDataset, messages: [] });
    expect(t.upstreamCalls().at(-1)?.searchParams).toEqual({ 'x-api-key': 'board-key' });
  });

  it('takes the key from the x-api-key header too', async () => {
    t = await buildTestApp({ monitoringApiKey: 'board-key' });
    answerUpstream(t.upstream, 'GET', '/api/v1/monitoring/getSalesData/', 200, legacy.rq(salesDataset));
    const response = await t.app.inject({ url: '/api/monitoring/sales', headers: { 'x-api-key': 'board-key' } });
    expect(response.statusCode).toBe(200);
    const wrong = await t.app.inject({ url: '/api/monitoring/sales', headers: { 'x-api-key': 'guess' } });
    expect(wrong.json()).toEqual(refusal);
  });

  it('never writes the key into a log line, from the query, the header or the upstream address', async () => {
    const lines: string[] = [];
    const stream = { write: (line: string) => void lines.push(line) };
    t = await buildTestApp({ monitoringApiKey: 'board-key-7f3a', logger: { ...loggerOptions('trace'), stream } });
    answerUpstream(t.upstream, 'GET', '/api/v1/monitoring/getSalesData/', 502, 'bad gateway');
    answerUpstream(t.upstream, 'GET', '/api/v1/monitoring/isSalesUpdated/', 200, legacy.status({ updated: false }));
    await t.app.inject({ url: '/api/monitoring/sales?key=board-key-7f3a' });
    await t.app.inject({ url: '/api/monitoring/updates', headers: { 'x-api-key': 'board-key-7f3a' } });
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.join('')).toContain('key=[redacted]');
    expect(lines.join('')).not.toContain('board-key-7f3a');
  });

  it('polls the refresh flag', async () => {
    t = await buildTestApp();
    answerUpstream(t.upstream, 'GET', '/api/v1/monitoring/isSalesUpdated/', 200, legacy.status({ updated: true }));
    const response = await t.app.inject({ url: '/api/monitoring/updates?key=demo-monitoring-key' });
    expect(response.json()).toEqual({ status: 'OK', data: { updated: true }, messages: [] });
  });

  it.each(['/api/monitoring/sales', '/api/monitoring/updates'])(
    '%s answers a wrong or missing key with 401 and no data, without asking the upstream',
    async (path) => {
      t = await buildTestApp({ monitoringApiKey: 'board-key' });
      for (const url of [`${path}?key=demo-monitoring-key`, `${path}?key=`, path]) {
        const response = await t.app.inject({ url });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual(refusal);
      }
      expect(t.upstreamCalls()).toHaveLength(0);
    },
  );

  it('passes the upstream’s own refusal of the key on as 401', async () => {
    t = await buildTestApp();
    refuseUpstream(t.upstream, 'GET', '/api/v1/monitoring/getSalesData/', 'rq', 401, 'Неверный ключ мониторинга');
    const response = await t.app.inject({ url: '/api/monitoring/sales?key=demo-monitoring-key' });
    expect(response.statusCode).toBe(401);
  });

  it('stops a client that keeps guessing the key, telling it when to come back', async () => {
    t = await buildTestApp({ monitoringApiKey: 'board-key' });
    const guesser = '203.0.113.9';
    for (let guess = 0; guess < WRONG_KEY_LIMIT.max; guess += 1) {
      const wrong = await t.app.inject({ url: `/api/monitoring/updates?key=guess-${guess}`, remoteAddress: guesser });
      expect(wrong.statusCode).toBe(401);
    }
    // Past the limit even the right key is refused to that client: a guess must learn nothing.
    for (const url of ['/api/monitoring/updates?key=guess-x', '/api/monitoring/sales?key=board-key']) {
      const refused = await t.app.inject({ url, remoteAddress: guesser });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
      expect(refused.json()).toMatchObject({ status: 'FAIL', data: null, error: { statusCode: 429 } });
    }
    expect(t.upstreamCalls()).toHaveLength(0);
    const metrics = (await t.app.inject({ url: '/api/metrics' })).body;
    for (const route of ['/api/monitoring/updates', '/api/monitoring/sales']) {
      expect(metrics).toContain(`bff_rate_limit_refusals_total{route="${route}",limit="monitoring:wrong-key"} 1`);
    }

    // The display, elsewhere, keeps working.
    answerUpstream(t.upstream, 'GET', '/api/v1/monitoring/getSalesData/', 200, legacy.rq(salesDataset));
    const display = await t.app.inject({ url: '/api/monitoring/sales?key=board-key', remoteAddress: '198.51.100.20' });
    expect(display.statusCode).toBe(200);
  });

  it('stops guesses sent at once at the limit', async () => {
    t = await buildTestApp({ monitoringApiKey: 'board-key' });
    const guesses = await Promise.all(
      Array.from({ length: WRONG_KEY_LIMIT.max + 2 }, (_, guess) =>
        t.app.inject({ url: `/api/monitoring/updates?key=guess-${guess}`, remoteAddress: '203.0.113.10' }),
      ),
    );
    const statuses = guesses.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(WRONG_KEY_LIMIT.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
    expect(t.upstreamCalls()).toHaveLength(0);
  });

  it('never counts the right key, however often the display polls', async () => {
    t = await buildTestApp({ monitoringApiKey: 'board-key' });
    const polls = WRONG_KEY_LIMIT.max + 5;
    answerUpstream(t.upstream, 'GET', '/api/v1/monitoring/isSalesUpdated/', 200, legacy.status({ updated: false })).times(polls);
    for (let poll = 0; poll < polls; poll += 1) {
      const response = await t.app.inject({
        url: '/api/monitoring/updates',
        headers: { 'x-api-key': 'board-key' },
        remoteAddress: '198.51.100.20',
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
