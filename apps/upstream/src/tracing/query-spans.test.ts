import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { querySummary, traceQueries } from './query-spans.ts';
import { traceRequests } from './request-spans.ts';

const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer = provider.getTracer('test');

beforeAll(() => {
  provider.register();
});
afterAll(async () => {
  await provider.shutdown();
  // The files of this worker share its globals: none is left changed.
  trace.disable();
  context.disable();
  propagation.disable();
});

describe('query spans', () => {
  it('name a statement by its operation and table', () => {
    expect(querySummary('SELECT id FROM products WHERE id = ?')).toBe('SELECT products');
    expect(querySummary('  -- the cart\n INSERT INTO cart_lines (a) VALUES (?)')).toBe('INSERT cart_lines');
    expect(querySummary('UPDATE "sessions" SET seen = ?')).toBe('UPDATE sessions');
    expect(querySummary('PRAGMA user_version')).toBe('PRAGMA');
  });

  it('count every query of a request into one span under the BFF’s call, and none outside a request', async () => {
    const db = new BetterSqlite3(':memory:');
    const app = Fastify();
    traceRequests(app, tracer);
    traceQueries(db, tracer);
    db.prepare('CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT)').run();
    const insert = db.prepare('INSERT INTO products (name) VALUES (?)');
    const read = db.prepare('SELECT name FROM products WHERE id = ?');
    insert.run('Дрель');
    app.get('/product/:id', async () => {
      insert.run('Шуруповёрт');
      return { a: read.get(1), b: read.pluck().get(2) };
    });

    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const response = await app.inject({ url: '/product/1', headers: { traceparent: `00-${traceId}-b7ad6b7169203331-01` } });
    expect(response.json()).toEqual({ a: { name: 'Дрель' }, b: 'Шуруповёрт' });

    const [queries, request] = exporter.getFinishedSpans();
    expect(request).toMatchObject({ name: 'GET /product/:id', kind: SpanKind.SERVER, parentSpanContext: { spanId: 'b7ad6b7169203331' } });
    expect(queries).toMatchObject({
      name: 'sqlite queries',
      kind: SpanKind.CLIENT,
      parentSpanContext: { spanId: request?.spanContext().spanId },
      attributes: { 'db.system.name': 'sqlite', 'db.operation.batch.size': 3, 'db.query.summary': 'INSERT products, SELECT products' },
    });
    expect(queries?.spanContext().traceId).toBe(traceId);
    expect(exporter.getFinishedSpans()).toHaveLength(2);
    await app.close();
    db.close();
  });
});
