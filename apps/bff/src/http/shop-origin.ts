import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Whether a URL's host name (as `new URL(...).hostname` gives it, IPv6 in brackets) names this
 * machine: `localhost`, an IPv4 address in 127.0.0.0/8, `::1` or an IPv4-mapped loopback address.
 * A name that merely starts with `127.` (`127.evil.example`, `127.0.0.1.nip.io`) is a domain
 * anyone can point anywhere, so it is not one.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
  if (host === 'localhost') return true;
  switch (isIP(host)) {
    case 4:
      return host.split('.')[0] === '127';
    case 6:
      // The URL parser writes ::ffff:127.0.0.1 as ::ffff:7f00:1.
      return host === '::1' || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(host);
    default:
      return false;
  }
}

/** The origin a request names by its protocol and Host, when that is a loopback host; else undefined. */
export function loopbackOriginOf(request: FastifyRequest): string | undefined {
  try {
    const own = new URL(`${request.protocol}://${request.host}`);
    return isLoopbackHost(own.hostname) ? own.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shop's public origin for a request: PUBLIC_URL when it is set, never the request's Host
 * (which any client writes as it likes). Without PUBLIC_URL only a shop reached on a loopback host
 * (the demo, a developer's machine) is known by its own address; anywhere else the origin is
 * unknown (undefined) and whatever needs it is refused or marked as not to be indexed.
 */
export function shopOriginOf(request: FastifyRequest, publicUrl: string | undefined): string | undefined {
  return publicUrl ?? loopbackOriginOf(request);
}
