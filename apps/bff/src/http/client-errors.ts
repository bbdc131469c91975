import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { sendEnvelope } from './contract-route.ts';
import { refusal } from './error-handler.ts';
import { texts } from './texts.ts';

/**
 * Errors Fastify meets before routing (ARCHITECTURE.md "The envelope": every reply is one):
 * an undecodable address (`%ZZ`) and a path parameter over maxParamLength.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
  request.log.info({ code: error.code, status }, 'request refused before routing');
  return sendEnvelope(reply, error.code === 'FST_ERR_BAD_URL' ? refusal(400, texts.badUrl) : refusal(status));
}

const PARSER_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  ERR_HTTP_HEADERS_TIMEOUT: 408,
};

/**
 * Errors of Node's HTTP parser, before Fastify has a request: headers or a request line over the
 * limit (431), a request not received in time (408), a malformed request (400). Answered with the
 * envelope on the raw socket, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = PARSER_STATUS[error.code ?? ''] ?? 400;
  if (socket.writable) {
    const body = JSON.stringify(refusal(status));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy();
}
