import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pageRoutes } from '@shop/contracts/page.ts';
import { registerContractRoute } from '../http/contract-route.ts';

/** Any site path is fetched from the upstream as is, without the menu. */
async function routes(app: FastifyInstance) {
  registerContractRoute(app, pageRoutes.getPage, ({ query, request }) =>
    app.upstream.call({ method: 'GET', path: query.path, pageFetch: true, request }),
  );
}

export const pageRoutesPlugin = fp(routes, { name: 'page-routes', dependencies: ['upstream'] });
