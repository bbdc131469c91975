import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@shop/contracts/envelope.ts';
import { sendEnvelope } from './contract-route.ts';
import { WEB_APP_NOT_BUILT, texts } from './texts.ts';

export interface NotFoundOptions {
  /** apps/web/dist holds an index.html that @fastify/static serves. */
  webAppBuilt: boolean;
  /** Draws a page address on the server (page-drawing.ts); true when it has replied. */
  drawPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

export const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const wantsHtml = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') && (request.headers.accept ?? '').includes('text/html');

/** /api/* answers an envelope; a page address gets the SPA (history fallback); other misses a 404 envelope. */
export function createNotFoundHandler(options: NotFoundOptions) {
  return async function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
    if (isApiPath(request.url)) {
      return sendEnvelope(
        reply,
        fail({ message: texts.apiNotFound, statusCode: 404 }, [{ kind: 'error', text: texts.apiNotFound }]),
      );
    }
    if (!options.webAppBuilt) {
      return reply.code(503).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(WEB_APP_NOT_BUILT);
    }
    if (wantsHtml(request)) {
      if (options.drawPage && (await options.drawPage(request, reply))) return reply;
      return reply.code(200).header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendEnvelope(reply, fail({ message: texts.pageNotFound, statusCode: 404 }, [{ kind: 'error', text: texts.pageNotFound }]));
  };
}
