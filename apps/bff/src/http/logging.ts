import { trace } from '@opentelemetry/api';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

export const REDACTED = '[redacted]';

/** Query parameters that carry a secret: the monitoring display's key, here and towards the upstream. */
const SECRET_PARAMS = /([?&](?:key|x-api-key)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, `$1${REDACTED}`);

interface LoggedRequest {
  method: string;
  url: string;
  host?: string | undefined;
  ip?: string | undefined;
  socket?: { remotePort?: number | undefined } | undefined;
}

/** Fastify's request fields, with secrets in the address blanked. */
function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Upstream calls are logged as { method, path, status }; the path may carry the monitoring key. */
function upstreamSerializer(upstream: unknown) {
  if (typeof upstream === 'string') return redactUrl(upstream);
  if (typeof upstream === 'object' && upstream !== null && 'path' in upstream && typeof upstream.path === 'string') {
    return { ...upstream, path: redactUrl(upstream.path) };
  }
  return upstream;
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The trace and span a line was written in, when tracing is on and a span is in force. */
export function traceIdsOfLine(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * The BFF's pino options: the monitoring key never reaches a log line, from the query or a header.
 * With `traceIds` (tracing on) each line written within a span names its trace and span.
 */
export function loggerOptions(level: string, { traceIds = false }: { traceIds?: boolean } = {}): LoggerOptions & { level: string } {
  return {
    level,
    ...(traceIds ? { mixin: traceIdsOfLine } : {}),
    redact: {
      paths: ['req.headers["x-api-key"]', 'headers["x-api-key"]', 'req.query.key', 'query.key', 'apiKey', 'monitoringApiKey'],
      censor: REDACTED,
    },
    serializers: { req: requestSerializer, upstream: upstreamSerializer },
  };
}

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogCall = (...args: unknown[]) => void;
type ChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;
type Bindings = Parameters<FastifyBaseLogger['child']>[0];

/**
 * A request's logger that makes its pino child (the request id bound into every line) only when
 * it first writes a line at an enabled level. Most requests write none, and a pino child, made for
 * every request, cost more than the rest of the request's logging and metrics together.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
  ) {}

  #made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  #write(method: LogMethod, args: unknown[]) {
    const logger = this.#child ?? (isLevelEnabled(this.parent, method) ? this.#made() : undefined);
    if (logger) (logger[method] as LogCall).apply(logger, args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }

  error(...args: unknown[]) {
    this.#write('error', args);
  }

  warn(...args: unknown[]) {
    this.#write('warn', args);
  }

  info(...args: unknown[]) {
    this.#write('info', args);
  }

  debug(...args: unknown[]) {
    this.#write('debug', args);
  }

  trace(...args: unknown[]) {
    this.#write('trace', args);
  }

  silent() {}

  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }
}

/** pino's own check; a logger without one is asked to write and decides for itself. */
function isLevelEnabled(logger: FastifyBaseLogger, method: LogMethod): boolean {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check ? check.call(logger, method) : true;
}

/** Fastify's childLoggerFactory: a RequestLogger, unless the route sets a level or serializers of its own. */
export const requestLoggerFactory: ChildLoggerFactory = function (logger, bindings, options) {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options);
  return new RequestLogger(logger, bindings);
};
