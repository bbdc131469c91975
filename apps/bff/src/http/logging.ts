import type { FastifyServerOptions } from 'fastify';

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

/** The BFF's pino options: the monitoring key never reaches a log line, from the query or a header. */
export function loggerOptions(level: string): LoggerOptions & { level: string } {
  return {
    level,
    redact: {
      paths: ['req.headers["x-api-key"]', 'headers["x-api-key"]', 'req.query.key', 'query.key', 'apiKey', 'monitoringApiKey'],
      censor: REDACTED,
    },
    serializers: { req: requestSerializer, upstream: upstreamSerializer },
  };
}
