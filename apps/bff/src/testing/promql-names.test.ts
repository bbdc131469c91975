import { describe, expect, it } from 'vitest';
import { metricNamesOf } from './promql-names.ts';

describe('metricNamesOf', () => {
  it('finds the metrics of selectors, ranges and bare names', () => {
    expect(
      metricNamesOf(
        'sum by (kind) (rate(bff_upstream_failures_total[5m])) / on() group_left() sum(rate(bff_upstream_request_duration_seconds_count{method="GET"}[$__rate_interval])) > 0.05',
      ),
    ).toEqual(['bff_upstream_failures_total', 'bff_upstream_request_duration_seconds_count']);
    expect(metricNamesOf('bff_redis_up == 0')).toEqual(['bff_redis_up']);
    expect(metricNamesOf('bff_process_resident_memory_bytes')).toEqual(['bff_process_resident_memory_bytes']);
  });

  it('leaves out functions, keywords, label names and values, durations and numbers', () => {
    expect(
      metricNamesOf(
        'histogram_quantile(0.99, sum by (le, route) (rate(http_seconds_bucket{route=~"/|/[*]", le!="1e3"}[1h] offset 10m))) > 2.5e0 and vector(1) unless absent(up) or x > bool Inf',
      ),
    ).toEqual(['http_seconds_bucket', 'up', 'x']);
  });
});
