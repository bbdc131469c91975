import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { answerUpstream } from '../testing/upstream-mock.ts';
import { REDACTED, loggerOptions, requestLoggerFactory } from './logging.ts';

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app logging as it does in production, at info, into lines the test reads. */
async function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  t = await buildTestApp({ logger: { ...loggerOptions('info'), stream } });
  const { app } = t;
  app.get('/test/debug', async (request) => {
    request.log.debug('not at info');
    return 'ok';
  });
  app.get('/test/child', async (request) => {
    request.log.child({ part: 'cart' }).info('from a child');
    return 'ok';
  });
  app.get('/test/own-level', { logLevel: 'debug' }, async (request) => {
    request.log.debug('at the route’s own level');
    return 'ok';
  });
  await app.ready();
  const child = vi.spyOn(app.log, 'child');
  const byRequest = (id: string) => lines.filter((line) => line.reqId === id);
  return { app, upstream: t.upstream, lines, child, byRequest };
}

describe("a request's logger", () => {
  it('makes no pino child for a request that writes no line, nor for a level that is off', async () => {
    const { app, child, lines } = await appWithLog();
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/test/debug' })).statusCode).toBe(200);
    expect(child).not.toHaveBeenCalled();
    expect(lines.filter((line) => line.msg === 'not at info')).toEqual([]);
  });

  it('writes its lines with the request id, the BFF’s serializers and redaction, as a pino child does', async () => {
    const { app, upstream, byRequest } = await appWithLog();
    answerUpstream(upstream, 'GET', '/api/v1/monitoring/getSalesData/', 503, 'down', {}).times(1);
    await app.inject({ url: '/api/monitoring/sales?key=demo-monitoring-key', headers: { 'x-request-id': 'req-7' } });
    expect(byRequest('req-7')).toContainEqual(
      expect.objectContaining({
        level: 40,
        msg: 'upstream HTTP error',
        upstream: expect.objectContaining({ path: expect.stringContaining(`x-api-key=${REDACTED}`) }),
      }),
    );
    await app.inject({ url: '/test/child', headers: { 'x-request-id': 'req-8' } });
    expect(byRequest('req-8')).toMatchObject([{ level: 30, msg: 'from a child', part: 'cart' }]);
  });

  it('writes at the level of a route that has its own, and at the level it is given', async () => {
    const { app, byRequest } = await appWithLog();
    await app.inject({ url: '/test/own-level', headers: { 'x-request-id': 'req-9' } });
    expect(byRequest('req-9')).toContainEqual(expect.objectContaining({ level: 20, msg: 'at the route’s own level' }));

    const logger = requestLoggerFactory.call(app, app.log, { reqId: 'req-10' }, {}, undefined as never);
    expect(logger.level).toBe('info');
    logger.level = 'debug';
    logger.debug('now at debug');
    expect(byRequest('req-10')).toMatchObject([{ level: 20, msg: 'now at debug' }]);
    expect(app.log.level).toBe('info');
  });
});
