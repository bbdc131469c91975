import type { FastifyReply } from 'fastify';
import { hasSession } from './session.ts';

/** Adds tokens to the reply's Vary, each once whatever its letter case. */
export function addVary(reply: FastifyReply, ...tokens: string[]): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', tokens.length === 1 ? (tokens[0] as string) : tokens.join(', '));
    return;
  }
  const listed = String(current)
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean);
  const known = new Set(listed.map((token) => token.toLowerCase()));
  for (const token of tokens) if (!known.has(token.toLowerCase())) listed.push(token);
  reply.header('vary', listed.join(', '));
}

/**
 * A reply built from the shopper's session (the request's cookie, or one the reply begins) is
 * theirs alone: no cache keeps it, the browser's included, and it varies by the cookie. A
 * personal route's reply to a request without any session is still private, and revalidated.
 */
export function markPersonal(reply: FastifyReply, setCookies: readonly string[] | undefined): void {
  const session = hasSession(reply.request.headers.cookie) || (setCookies?.length ?? 0) > 0;
  reply.header('cache-control', session ? 'private, no-store' : 'private, no-cache');
  addVary(reply, 'Cookie');
}
