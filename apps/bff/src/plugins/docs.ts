import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The document's tags, a domain each, in the order ENDPOINTS.md lists them; every route names one. */
export const DOMAINS = [
  { name: 'system', description: 'Liveness and readiness' },
  { name: 'page', description: 'Page data for any site path' },
  { name: 'cart', description: 'The shopper’s cart' },
  { name: 'auth', description: 'Sign-in with a code, a password or a social network, and sign-out' },
  { name: 'user', description: 'The current user, preferences and saved addresses' },
  { name: 'places', description: 'Cities, pickup points, addresses and companies by INN' },
  { name: 'catalog', description: 'Catalogue listings, the menu, search and favourites' },
  { name: 'product', description: 'The product page: prices, the variety selector, e-mails on price changes, discount requests' },
  { name: 'comments', description: 'Reviews, the forum and comments on a product' },
  { name: 'widgets', description: 'Widgets: banners, product tiles and the shopper’s own lists' },
  { name: 'images', description: 'Product images' },
  { name: 'ordering', description: 'Checkout: the ordering data of the cart' },
  { name: 'orders', description: 'Orders, payment and the order history' },
  { name: 'monitoring', description: 'The sales monitoring display, behind its key' },
  { name: 'vitals', description: 'Web vitals of real shoppers’ page loads' },
  { name: 'browserErrors', description: 'Errors in shoppers’ browsers' },
] as const;

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
        tags: [...DOMAINS],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
  },
  { name: 'docs', fastify: '5.x' },
);
