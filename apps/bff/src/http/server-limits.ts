import type { ServerOptions } from 'node:http';

/**
 * How long the BFF waits for a shopper's client. Node's defaults wait for ever for a request body
 * (requestTimeout 0) and on an idle socket (connectionTimeout 0), so a slow client could hold a
 * socket as long as it liked.
 */
export interface ServerLimits {
  /** The whole request, headers and body, must arrive within this. */
  requestTimeoutMs: number;
  /** The request headers must arrive within this (at most requestTimeoutMs). */
  headersTimeoutMs: number;
  /** An idle keep-alive socket is closed after this; above a load balancer's idle timeout (60 s). */
  keepAliveTimeoutMs: number;
  /** A socket with no traffic either way is closed after this: it must outlast an upstream call. */
  connectionTimeoutMs: number;
}

export function serverLimits(upstreamTimeoutMs: number): ServerLimits {
  return {
    requestTimeoutMs: 30_000,
    headersTimeoutMs: 15_000,
    keepAliveTimeoutMs: 72_000,
    connectionTimeoutMs: upstreamTimeoutMs + 15_000,
  };
}

export function serverOptionsOf(limits: ServerLimits): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  return {
    requestTimeout: limits.requestTimeoutMs,
    connectionTimeout: limits.connectionTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout,
      // Node checks the two timeouts above on this beat (30 s by default): check often enough.
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersTimeout / 2))),
    },
  };
}
