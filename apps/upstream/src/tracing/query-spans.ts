import { context, SpanKind, SpanStatusCode, trace, type Span, type Tracer } from '@opentelemetry/api';
import type { Database, Statement } from 'better-sqlite3';

type Run = (...params: unknown[]) => unknown;

const TRACED_METHODS = ['run', 'get', 'all'] as const;

/** A statement's operation and the table it reads or writes ('SELECT products'). */
export function querySummary(sql: string): string {
  const words = sql.replace(/--[^\n]*/g, ' ').trim();
  const operation = /^\w+/.exec(words)?.[0]?.toUpperCase() ?? 'SQL';
  const table = /\b(?:FROM|INTO|UPDATE|JOIN)\s+["`]?(\w+)/i.exec(words)?.[1];
  return table ? `${operation} ${table}` : operation;
}

interface QueryWork {
  span: Span;
  count: number;
  ms: number;
  lastEnd: number;
  summaries: Set<string>;
}

/** Each request span's queries so far. */
const workOf = new WeakMap<Span, QueryWork>();

const epochMs = (now: number) => performance.timeOrigin + now;

/**
 * Counts every query of a request, made with a statement prepared from here on, into one span: from
 * its first query to its last, with how many ran, their time together and what they were. A
 * request asks for up to hundreds of small queries (a main page's cards), too many for a span each;
 * outside a request (the demo data's generation) queries count nowhere.
 */
export function traceQueries(db: Database, tracer: Tracer) {
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => traced(prepare(sql), querySummary(sql), tracer)) as Database['prepare'];
}

/** Closes the request's query span, if it ran any: called as the request's own span ends. */
export function endQueries(requestSpan: Span) {
  const work = workOf.get(requestSpan);
  if (!work) return;
  workOf.delete(requestSpan);
  work.span.setAttributes({
    'db.operation.batch.size': work.count,
    'shop.db.query_ms': Math.round(work.ms * 1000) / 1000,
    'db.query.summary': [...work.summaries].join(', '),
  });
  work.span.end(epochMs(work.lastEnd));
}

function traced(statement: Statement, summary: string, tracer: Tracer): Statement {
  const methods = statement as unknown as Record<(typeof TRACED_METHODS)[number], Run>;
  for (const method of TRACED_METHODS) {
    const untraced = methods[method];
    methods[method] = function (this: Statement, ...params: unknown[]) {
      const request = trace.getActiveSpan();
      if (!request) return untraced.apply(this, params);
      const start = performance.now();
      let work = workOf.get(request);
      if (!work) {
        const span = tracer.startSpan(
          'sqlite queries',
          { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'sqlite' }, startTime: epochMs(start) },
          context.active(),
        );
        work = { span, count: 0, ms: 0, lastEnd: start, summaries: new Set() };
        workOf.set(request, work);
      }
      try {
        return untraced.apply(this, params);
      } catch (error) {
        work.span.recordException(error as Error);
        work.span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        const end = performance.now();
        work.count += 1;
        work.ms += end - start;
        work.lastEnd = end;
        work.summaries.add(summary);
      }
    };
  }
  return statement;
}
