import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../http/logging.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { inSpan, useTracer } from './spans.ts';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('test');

beforeAll(() => {
  provider.register();
  useTracer(tracer);
});
afterAll(async () => {
  useTracer(undefined);
  await provider.shutdown();
  // The files of this worker share its globals: none is left changed.
  trace.disable();
  context.disable();
  propagation.disable();
});

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
  exporter.reset();
});

/** The app traced as tracing/start.ts has it, logging at info into lines the test reads. */
async function tracedApp() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) };
  t = await buildTestApp({ tracer, logger: { ...loggerOptions('info', { traceIds: true }), stream } });
  t.app.get('/test/things/:id', async (request) => {
    await inSpan('thing work', {}, async () => request.log.info('working'));
    return 'ok';
  });
  t.app.post('/test/things', async (request) => {
    request.log.info('posted');
    return 'ok';
  });
  t.app.get('/test/broken', async () => {
    throw new Error('broken');
  });
  await t.app.ready();
  return { app: t.app, lines };
}

const TRACE_ID = '0af7651916cd43dd8448eb211c80319c';
const CALLER_SPAN_ID = 'b7ad6b7169203331';

describe('request spans', () => {
  it('continue the caller’s traceparent, named by route, with the work and the log lines of the request inside', async () => {
    const { app, lines } = await tracedApp();
    const response = await app.inject({
      url: '/test/things/7?key=secret',
      headers: { traceparent: `00-${TRACE_ID}-${CALLER_SPAN_ID}-01` },
    });
    expect(response.statusCode).toBe(200);

    const [work, request] = exporter.getFinishedSpans();
    expect(request).toMatchObject({ name: 'GET /test/things/:id', kind: SpanKind.SERVER, parentSpanContext: { spanId: CALLER_SPAN_ID } });
    expect(request?.spanContext().traceId).toBe(TRACE_ID);
    expect(request?.attributes).toMatchObject({
      'http.route': '/test/things/:id',
      'url.path': '/test/things/7',
      'http.response.status_code': 200,
    });
    expect(work).toMatchObject({ name: 'thing work', parentSpanContext: { spanId: request?.spanContext().spanId } });
    expect(lines.find((line) => line.msg === 'working')).toMatchObject({ trace_id: TRACE_ID, span_id: work?.spanContext().spanId });
  });

  it('hold a request whose body came over a socket, and mark a failed one, whose completion line names its trace', async () => {
    const { app, lines } = await tracedApp();
    // Over a socket: the body's chunks come in the connection's async context, not the request's.
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const posted = await fetch(`${origin}/test/things`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
    });
    expect(posted.status).toBe(200);
    expect((await fetch(`${origin}/test/broken`)).status).toBe(500);

    const [post, broken] = exporter.getFinishedSpans();
    expect(post).toMatchObject({ name: 'POST /test/things', parentSpanContext: undefined });
    expect(lines.find((line) => line.msg === 'posted')).toMatchObject({ trace_id: post?.spanContext().traceId });
    expect(broken).toMatchObject({ name: 'GET /test/broken', status: { code: 2 }, attributes: { 'http.response.status_code': 500 } });
    expect(broken?.events.map((event) => event.name)).toEqual(['exception']);
    expect(lines.find((line) => line.msg === 'request completed')).toMatchObject({
      statusCode: 500,
      trace_id: broken?.spanContext().traceId,
    });
  });
});
