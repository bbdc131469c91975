import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { failEnvelopeSchema } from '@shop/contracts/envelope.ts';
import { sendEnvelope } from '../http/contract-route.ts';
import { texts } from '../http/texts.ts';

const imagePathSchema = z
  .string()
  .regex(/^[A-Za-z0-9/_.-]+$/, texts.badImagePath)
  .refine((path) => !path.includes('..'), texts.badImagePath);

const paramsSchema = z.object({ '*': imagePathSchema });

/** Images are public and versioned by the upstream's file names: a day in any cache. */
const IMAGE_CACHE = 'public, max-age=86400';
/** An image opened as a document must not run anything in the shop's origin. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

async function routes(app: FastifyInstance) {
  app.get(
    '/api/img/*',
    {
      schema: {
        summary: 'A product image, streamed from the upstream’s /img/',
        tags: ['images'],
        params: paramsSchema,
        response: { 200: z.any(), '4xx': failEnvelopeSchema, '5xx': failEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { '*': imagePath } = request.params as z.output<typeof paramsSchema>;
      const result = await app.upstream.stream(`/img/${imagePath}`, request, { accepts: ['image/'] });
      if (!result.ok) return sendEnvelope(reply, result.envelope);
      return reply
        .header('content-type', result.contentType ?? 'application/octet-stream')
        .header('cache-control', IMAGE_CACHE)
        .header('content-security-policy', IMAGE_CSP)
        .send(result.body);
    },
  );
}

export const imageRoutesPlugin = fp(routes, { name: 'images-routes', dependencies: ['upstream'] });
