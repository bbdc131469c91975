import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI from the contract schemas every route declares: JSON at /api/docs/json, UI at /api/docs. */
export const docsPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Shop BFF',
          description: 'Every reply is the envelope { status, data, messages, error?, redirect? }.',
          version: '1.0.0',
        },
        tags: [
          { name: 'system', description: 'Liveness and readiness' },
          { name: 'page', description: 'Page data for site paths' },
          { name: 'cart', description: 'The shopper’s cart' },
          { name: 'user', description: 'Shopper preferences' },
          { name: 'images', description: 'Product images' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  },
  { name: 'docs', fastify: '5.x' },
);
