import type { FastifyInstance } from 'fastify';
import { userRoutes } from '@shop/contracts/user.ts';
import { registerContractRoute } from '../http/contract-route.ts';

export async function userRoutesPlugin(app: FastifyInstance) {
  registerContractRoute(app, userRoutes.setSiteVersion, ({ body, request }) =>
    app.upstream.call({ method: 'POST', path: '/api/v1/UserPrefs/setSiteVersion', body: { version: body.version }, request }),
  );
}
