import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { userRoutes } from '@shop/contracts/user.ts';
import { registerContractRoute } from '../http/contract-route.ts';

async function routes(app: FastifyInstance) {
  registerContractRoute(app, userRoutes.setSiteVersion, ({ body, request }) =>
    app.upstream.call({ method: 'POST', path: '/api/v1/UserPrefs/setSiteVersion', body: { version: body.version }, request }),
  );
}

export const userRoutesPlugin = fp(routes, { name: 'user-routes', dependencies: ['upstream'] });
