import { describe, expect, it } from 'vitest';
import { CounterFamily, HistogramFamily } from './metric-series.ts';

describe('request metric series in the Prometheus text format', () => {
  it('count by label values, each series written once with its labels in order', () => {
    const requests = new CounterFamily('bff_http_requests_total', 'Requests answered', ['route', 'method', 'status']);
    requests.of('/api/cart', 'GET', '200').inc();
    requests.of('/api/cart', 'GET', '200').inc();
    requests.of('/api/cart', 'GET', '502').inc();
    expect(requests.text()).toBe(
      [
        '# HELP bff_http_requests_total Requests answered',
        '# TYPE bff_http_requests_total counter',
        'bff_http_requests_total{route="/api/cart",method="GET",status="200"} 2',
        'bff_http_requests_total{route="/api/cart",method="GET",status="502"} 1',
      ].join('\n'),
    );
  });

  it('escape backslashes, quotes and newlines in label values', () => {
    const family = new CounterFamily('c', 'h', ['route']);
    family.of('a\\b"c\nd').inc();
    expect(family.text()).toContain('c{route="a\\\\b\\"c\\nd"} 1');
  });

  it('put an observation equal to a bound in that bound’s bucket, and write buckets cumulatively', () => {
    const latency = new HistogramFamily('h', 'Latency', ['method'], [0.01, 0.1, 1]);
    const series = latency.of('GET');
    for (const seconds of [0.005, 0.01, 0.05, 2]) series.observe(seconds);
    expect(latency.text()).toBe(
      [
        '# HELP h Latency',
        '# TYPE h histogram',
        'h_bucket{le="0.01",method="GET"} 2',
        'h_bucket{le="0.1",method="GET"} 3',
        'h_bucket{le="1",method="GET"} 3',
        'h_bucket{le="+Inf",method="GET"} 4',
        'h_sum{method="GET"} 2.065',
        'h_count{method="GET"} 4',
      ].join('\n'),
    );
  });

  it('write only the help and type of a family nothing was recorded in', () => {
    expect(new CounterFamily('c', 'h', ['route']).text()).toBe('# HELP c h\n# TYPE c counter');
  });

  it('refuse label values that do not match the label names', () => {
    expect(() => new CounterFamily('c', 'h', ['route', 'method']).of('/api/cart')).toThrow();
  });
});
