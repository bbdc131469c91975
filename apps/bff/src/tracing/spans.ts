import { SpanStatusCode, type Attributes, type Span, type Tracer } from '@opentelemetry/api';

let tracer: Tracer | undefined;

/** Spans are made from here on (tracing started); until then inSpan only calls. */
export function useTracer(started: Tracer | undefined) {
  tracer = started;
}

/**
 * Runs work in a span of its own, a child of the span in force (the request's), which its own
 * calls upstream are children of. An error it throws marks the span and goes on.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span?: Span) => Promise<T>): Promise<T> {
  if (!tracer) return work();
  return tracer.startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
