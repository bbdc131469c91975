import { describe, expect, it } from 'vitest';
import { tracingWanted, upstreamCallAttributes } from './start.ts';

describe('tracing', () => {
  it('is on only with an OTLP endpoint, and not when the SDK or its trace export is turned off', () => {
    expect(tracingWanted({})).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false);
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
  });

  it('records an upstream call’s address without the monitoring key', () => {
    expect(upstreamCallAttributes({ origin: 'http://127.0.0.1:4010', path: '/monitoring/sales?key=s3cret&day=1' })).toEqual({
      'url.full': 'http://127.0.0.1:4010/monitoring/sales?key=[redacted]&day=1',
      'url.query': '?key=[redacted]&day=1',
    });
    expect(upstreamCallAttributes({ origin: 'http://127.0.0.1:4010', path: '/cart/getCartData/' })).toMatchObject({ 'url.query': '' });
  });
});
