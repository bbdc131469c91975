import type { Attributes, Tracer } from '@opentelemetry/api';
import { redactUrl } from '../http/logging.ts';

/** Where spans go and how many: the standard OpenTelemetry variables, nothing of the shop's own. */
type TracingEnv = Record<string, string | undefined>;

/**
 * Whether spans are to be made: an OTLP endpoint is named, and neither the SDK nor its trace
 * export is turned off (OTEL_SDK_DISABLED, OTEL_TRACES_EXPORTER=none).
 */
export function tracingWanted(env: TracingEnv = process.env): boolean {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  return env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true' && env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() !== 'none';
}

/** An upstream call's address as its span records it: the monitoring key blanked, as in the logs. */
export function upstreamCallAttributes({ origin, path }: { origin: string; path: string }): Attributes {
  const query = path.indexOf('?');
  return {
    'url.full': redactUrl(`${origin}${path}`),
    'url.query': query === -1 ? '' : redactUrl(path.slice(query)),
  };
}

export interface Tracing {
  tracer: Tracer;
  /** Sends the spans still waiting in the batch, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK when tracingWanted: spans go out over OTLP/HTTP in batches, sampled
 * as OTEL_TRACES_SAMPLER says, named OTEL_SERVICE_NAME or the given default, with the W3C
 * traceparent read from requests and written on upstream calls (undici's diagnostics channels,
 * which see the bundled client as they see any). Otherwise nothing of the SDK is loaded.
 */
export async function startTracing(defaultServiceName: string): Promise<Tracing | undefined> {
  if (!tracingWanted()) return undefined;
  const [{ trace }, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources, { UndiciInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/instrumentation-undici'),
    ]);
  const resource = resources
    .resourceFromAttributes({ 'service.name': defaultServiceName })
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register();
  // Calls made outside a request (readiness, the sitemap's build) start no trace of their own.
  const undici = new UndiciInstrumentation({ requireParentforSpans: true, startSpanHook: upstreamCallAttributes });
  return {
    tracer: trace.getTracer('@shop/bff'),
    async shutdown() {
      undici.disable();
      await provider.shutdown();
    },
  };
}
