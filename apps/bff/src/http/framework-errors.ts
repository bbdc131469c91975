import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@shop/contracts/envelope.ts';
import { sendEnvelope } from './contract-route.ts';
import { texts } from './texts.ts';

/**
 * Requests the router refuses before any route (a malformed URL, a path segment over the
 * router's length limit) are answered with the envelope too, with the router's 4xx status.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ code: error.code }, 'request refused by the router');
  return sendEnvelope(reply, fail({ message: texts.badRequest, statusCode: status }, [{ kind: 'error', text: texts.badRequest }]));
}
