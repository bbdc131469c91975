import { redactUrl } from '../http/logging.ts';
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { SiteVersion } from '@shop/contracts/enums.ts';
import { fail } from '@shop/contracts/envelope.ts';
import type { BrowserErrorKind } from '@shop/contracts/browser-errors.ts';
import type { VitalName, VitalsRoute } from '@shop/contracts/vitals.ts';
import { sendEnvelope } from '../http/contract-route.ts';
import { digestOf, tooManyAttempts } from '../http/rate-limits.ts';
import { texts } from '../http/texts.ts';
import type { GuestPageSource } from '../shared-state/guest-pages.ts';
import type { CacheOutcome } from '../shared-state/shared-cache.ts';
import { CounterFamily, HistogramFamily, type CounterSeries, type HistogramSeries } from './metric-series.ts';

export const METRICS_PATH = '/api/metrics';

/**
 * Wrong scrape tokens one client address may send within the window, as wrong monitoring keys
 * (routes/monitoring.ts): past it every scrape from that address is refused (429, retry-after)
 * until the window ends, the right token included. Prometheus sends the right one, which is never
 * counted, so it scrapes on while a stranger guessing elsewhere is stopped.
 */
export const WRONG_TOKEN_LIMIT = { max: 10, timeWindow: 10 * 60_000 } as const;
const WRONG_TOKEN = 'metrics:wrong-token';

/** A request slower than this is logged at info even when it succeeded. */
export const SLOW_REQUEST_MS = 1_000;

const LATENCY_BUCKETS_S = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/**
 * Browser timings, seconds. Every measure's "good" and "poor" bounds are among them (INP 0.2 and
 * 0.5, TTFB 0.8 and 1.8, FCP 1.8 and 3, LCP 2.5 and 4), so the share of good or poor pages is read
 * straight off a bucket (ops/prometheus/alerts.yml).
 */
export const VITAL_TIMING_BUCKETS_S = [0.025, 0.05, 0.1, 0.15, 0.2, 0.3, 0.5, 0.8, 1, 1.5, 1.8, 2.5, 3, 4, 6, 10, 20, 60];
/** Layout shift scores: good up to 0.1, poor above 0.25. */
export const VITAL_CLS_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2];

export interface Metrics {
  /** A shared cache lookup; the route 'page' counts guest requests for server-rendered pages. */
  cache(route: string, outcome: CacheOutcome | GuestPageSource): void;
  rateLimited(route: string, limit: string): void;
  /** An upstream round trip; `outcome` is the HTTP status, 'timeout' or 'unreachable'. */
  upstream(method: string, outcome: string, seconds: number): void;
  replayed(): void;
  /** Reports bff_redis_up from the given reading at every scrape; absent when never called (no Redis). */
  watchRedis(up: () => boolean): void;
  /** One web vitals measure from a shopper's browser: milliseconds, CLS a score. */
  webVital(name: VitalName, routeType: VitalsRoute, layout: SiteVersion, value: number): void;
  /** One error in a shopper's browser; `release` is the build's id, or 'unknown' for another build's. */
  browserError(kind: BrowserErrorKind, routeType: VitalsRoute, layout: SiteVersion, release: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

export interface ObservabilityOptions {
  /** When set, GET /api/metrics wants `authorization: Bearer <token>`. */
  metricsToken?: string | undefined;
  /** Without a token the metrics are refused to everyone: outside the demo they are nobody's to read openly. */
  metricsTokenRequired?: boolean;
}

const DEBUG_LEVELS = new Set(['debug', 'trace']);
const debugEnabled = (level: string) => DEBUG_LEVELS.has(level);

/** The entry for `key`, made on first use. */
function childOf<K, C>(children: Map<K, C>, key: K, make: () => C): C {
  let child = children.get(key);
  if (child === undefined) {
    child = make();
    children.set(key, child);
  }
  return child;
}

/** prom-client's sums of the active handle, request and resource gauges by type: gauges named like counters, against Prometheus' conventions. */
const PROM_CLIENT_TOTAL_GAUGES = [
  'bff_nodejs_active_handles_total',
  'bff_nodejs_active_requests_total',
  'bff_nodejs_active_resources_total',
];

const UPSTREAM_FAILURES = ['timeout', 'unreachable', 'server_error'] as const;
type UpstreamFailure = (typeof UPSTREAM_FAILURES)[number];

/** What an upstream round trip's outcome counts as among the failures, if it is one. */
function upstreamFailureOf(outcome: string): UpstreamFailure | undefined {
  if (outcome === 'timeout' || outcome === 'unreachable') return outcome;
  return outcome.startsWith('5') ? 'server_error' : undefined;
}

/** How a guest request's page was answered; each is shown from the first scrape on, 0 until it happens. */
const GUEST_PAGE_SOURCES = ['fresh', 'stale', 'stale-if-error', 'loaded', 'uncached'] as const satisfies readonly GuestPageSource[];

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics and the request log. The metrics of every request and upstream call are
 * counted by metric-series.ts (a series is found once per route and status and held, so the hot path
 * is two Map lookups, an increment and a bucket loop); the rest, process metrics included, by
 * prom-client, one registry per app. /api/metrics writes both. The request metrics and log run in
 * a single onResponse hook.
 */
export const observabilityPlugin = fp<ObservabilityOptions>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'bff_' });
    // The gauges by type stay: sum() of them gives the same.
    for (const name of PROM_CLIENT_TOTAL_GAUGES) registry.removeSingleMetric(name);

    // Recorded on every request and upstream call: counted by metric-series.ts, not prom-client.
    const requests = new CounterFamily('bff_http_requests_total', 'Requests answered, by route, method and status', [
      'route',
      'method',
      'status',
    ]);
    const latency = new HistogramFamily(
      'bff_http_request_duration_seconds',
      'Time from the request arriving to the reply sent, by route and method',
      ['route', 'method'],
      LATENCY_BUCKETS_S,
    );
    const upstreamLatency = new HistogramFamily(
      'bff_upstream_request_duration_seconds',
      'Upstream round trips, by method and outcome (HTTP status, timeout, unreachable)',
      ['method', 'outcome'],
      LATENCY_BUCKETS_S,
    );
    const cache = new Counter({
      name: 'bff_shared_cache_requests_total',
      help: 'Shared cache lookups by route and outcome (hit, miss, coalesced onto a call in flight)',
      labelNames: ['route', 'outcome'] as const,
      registers: [registry],
    });
    // Every label set is shown from the start: a rate over a series that appears with its first failure misses that failure.
    for (const outcome of GUEST_PAGE_SOURCES) cache.inc({ route: 'page', outcome }, 0);
    const upstreamFailures = new Counter({
      name: 'bff_upstream_failures_total',
      help: 'Upstream round trips that failed, by kind (timeout, unreachable, server_error: a 5xx status)',
      labelNames: ['kind'] as const,
      registers: [registry],
    });
    for (const kind of UPSTREAM_FAILURES) upstreamFailures.inc({ kind }, 0);
    const refusals = new Counter({
      name: 'bff_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by route and limit',
      labelNames: ['route', 'limit'] as const,
      registers: [registry],
    });
    const replays = new Counter({
      name: 'bff_idempotent_replays_total',
      help: 'Order requests answered with the first reply for their idempotency key',
      registers: [registry],
    });
    const vitalLabels = ['metric', 'route_type', 'layout'] as const;
    const vitalTimings = new Histogram({
      name: 'web_vitals_timing_seconds',
      help: "Web vitals timings measured in shoppers' browsers (LCP, INP, FCP, TTFB, AppReady), by measure, page route type and layout",
      labelNames: vitalLabels,
      buckets: VITAL_TIMING_BUCKETS_S,
      registers: [registry],
    });
    const vitalLayoutShift = new Histogram({
      name: 'web_vitals_cls',
      help: "Cumulative layout shift measured in shoppers' browsers, by page route type and layout",
      labelNames: vitalLabels,
      buckets: VITAL_CLS_BUCKETS,
      registers: [registry],
    });
    const browserErrors = new Counter({
      name: 'bff_browser_errors_total',
      help: "Errors in shoppers' browsers, by kind (error, rejection, boundary, chunk, hydration), page route type, layout and release",
      labelNames: ['kind', 'route_type', 'layout', 'release'] as const,
      registers: [registry],
    });

    /** Each route's series, found by method then route without building a key. */
    const routes = new Map<string, Map<string, { latency: HistogramSeries; statuses: Map<number, CounterSeries> }>>();
    const upstreamSeries = new Map<string, Map<string, HistogramSeries>>();

    function record(request: FastifyRequest, reply: FastifyReply) {
      const route = request.routeOptions.url ?? 'unmatched';
      const method = request.method;
      const status = reply.statusCode;
      const byRoute = childOf(routes, method, () => new Map());
      const series = childOf(byRoute, route, () => ({ latency: latency.of(route, method), statuses: new Map() }));
      childOf(series.statuses, status, () => requests.of(route, method, String(status))).inc();
      const histogram = series.latency;
      const elapsedMs = reply.elapsedTime;
      histogram.observe(elapsedMs / 1000);

      // One line per request at debug; at info only failures and slow ones (Fastify's own two lines are off).
      if (status >= 500 || elapsedMs >= SLOW_REQUEST_MS) {
        request.log.info(
          { method, url: redactUrl(request.url), statusCode: status, responseTimeMs: Math.round(elapsedMs) },
          'request completed',
        );
      } else if (debugEnabled(request.log.level)) {
        request.log.debug({ method, url: request.url, statusCode: status, responseTimeMs: Math.round(elapsedMs) }, 'request completed');
      }
    }

    app.addHook('onResponse', (request, reply, done) => {
      record(request, reply);
      done();
    });

    app.decorate('metrics', {
      cache: (route, outcome) => cache.labels(route, outcome).inc(),
      rateLimited: (route, limit) => refusals.labels(route, limit).inc(),
      upstream: (method, outcome, seconds) => {
        childOf(
          childOf(upstreamSeries, method, () => new Map()),
          outcome,
          () => upstreamLatency.of(method, outcome),
        ).observe(seconds);
        const failure = upstreamFailureOf(outcome);
        if (failure !== undefined) upstreamFailures.inc({ kind: failure });
      },
      replayed: () => replays.inc(),
      watchRedis: (up) => {
        new Gauge({
          name: 'bff_redis_up',
          help: 'Whether this BFF uses Redis (1) or has given up on it for a while (0)',
          registers: [registry],
          collect() {
            this.set(up() ? 1 : 0);
          },
        });
      },
      // Beacons carry milliseconds, as browsers measure them; Prometheus wants seconds.
      webVital: (name, routeType, layout, value) =>
        name === 'CLS'
          ? vitalLayoutShift.labels(name, routeType, layout).observe(value)
          : vitalTimings.labels(name, routeType, layout).observe(value / 1000),
      browserError: (kind, routeType, layout, release) => browserErrors.labels(kind, routeType, layout, release).inc(),
    } satisfies Metrics);

    const expected = options.metricsToken ? digest(`Bearer ${options.metricsToken}`) : undefined;
    const closed = expected === undefined && options.metricsTokenRequired === true;
    if (closed) app.log.warn('METRICS_TOKEN is not set: GET /api/metrics is refused to everyone');
    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      if (closed) {
        return sendEnvelope(reply, fail({ message: texts.metricsClosed, statusCode: 403 }, [{ kind: 'error', text: texts.metricsClosed }]));
      }
      if (expected) {
        const client = `${WRONG_TOKEN}:${digestOf(request.ip)}`;
        const refuse = (ttlMs: number) => {
          const refusal = tooManyAttempts(app, request, WRONG_TOKEN, ttlMs);
          return sendEnvelope(reply.headers(refusal.headers), refusal.envelope);
        };
        const guessed = await app.attempts.count(client);
        if (guessed.count >= WRONG_TOKEN_LIMIT.max) return refuse(guessed.ttlMs);
        const given = request.headers.authorization;
        if (given === undefined || !timingSafeEqual(digest(given), expected)) {
          // A missing token guesses nothing. A wrong one is counted, and the count it makes decides,
          // so guesses sent at once are stopped at the limit too.
          if (given !== undefined) {
            const counted = await app.attempts.fail(client, WRONG_TOKEN_LIMIT.timeWindow);
            if (counted.count > WRONG_TOKEN_LIMIT.max) return refuse(counted.ttlMs);
          }
          return sendEnvelope(
            reply,
            fail({ message: texts.metricsRefused, statusCode: 401 }, [{ kind: 'error', text: texts.metricsRefused }]),
          );
        }
      }
      const text = `${await registry.metrics()}\n${[requests, latency, upstreamLatency].map((family) => family.text()).join('\n\n')}\n`;
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
    });
  },
  { name: 'observability', fastify: '5.x' },
);
