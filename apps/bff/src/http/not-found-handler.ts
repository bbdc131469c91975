import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@shop/contracts/envelope.ts';
import { sendEnvelope } from './contract-route.ts';
import { texts } from './texts.ts';

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * What no route answers: an unknown API path, a missing file, a method no route takes. Always the
 * 404 envelope; page addresses have a route of their own (page-route.ts).
 */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const text = isApiPath(request.url) ? texts.apiNotFound : texts.pageNotFound;
  return sendEnvelope(reply, fail({ message: text, statusCode: 404 }, [{ kind: 'error', text }]));
}
