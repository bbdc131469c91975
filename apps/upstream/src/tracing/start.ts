import type { Tracer } from '@opentelemetry/api';

/**
 * Whether spans are to be made: an OTLP endpoint is named (the BFF that starts this shop hands on
 * its environment), and neither the SDK nor its trace export is turned off.
 */
export function tracingWanted(env: Record<string, string | undefined> = process.env): boolean {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return false;
  return env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true' && env.OTEL_TRACES_EXPORTER?.trim().toLowerCase() !== 'none';
}

export interface Tracing {
  tracer: Tracer;
  /** Sends the spans still waiting in the batch, then stops. */
  shutdown(): Promise<void>;
}

/**
 * Starts the OpenTelemetry SDK when tracingWanted: spans over OTLP/HTTP in batches, sampled as
 * OTEL_TRACES_SAMPLER says (a parent's decision by default, so the BFF's), named OTEL_SERVICE_NAME
 * or shop-upstream. Otherwise nothing of the SDK is loaded.
 */
export async function startTracing(): Promise<Tracing | undefined> {
  if (!tracingWanted()) return undefined;
  const [{ trace }, { NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const resource = resources
    .resourceFromAttributes({ 'service.name': 'shop-upstream' })
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({ resource, spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register();
  return { tracer: trace.getTracer('@shop/upstream'), shutdown: () => provider.shutdown() };
}
