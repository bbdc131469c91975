import { isValidInn } from '@shop/contracts/inn.ts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { placesRoutes } from '@shop/contracts/places.ts';
import { registerContractRoute } from '../http/contract-route.ts';

/** The address service's segment on the legacy side (chosen by the demo upstream; see its README). */
const ADDRESS_SERVICE = '/api/v1/Dadata';

const SHARED = { shared: {} } as const;

/** Cities, pickup points and the address and company lookups (cart-and-ordering.md §7). */
async function routes(app: FastifyInstance) {
  const { upstream } = app;

  // Cities and points are the same for every shopper: cached in the shared cache.
  registerContractRoute(
    app,
    placesRoutes.cities,
    ({ request }) => upstream.call({ method: 'GET', path: '/api/v1/TC/getCitiesList/', request }),
    SHARED,
  );

  registerContractRoute(
    app,
    placesRoutes.cityPoints,
    ({ params, request }) => upstream.call({ method: 'GET', path: '/api/v1/Cities/getPointsByCityId/', query: { id: params.id }, request }),
    SHARED,
  );

  registerContractRoute(
    app,
    placesRoutes.pickupPoints,
    ({ query, request }) => upstream.call({ method: 'GET', path: '/api/v1/TC/getPointsByCityId/', query: { value: query.value }, request }),
    SHARED,
  );

  registerContractRoute(
    app,
    placesRoutes.pickupPoint,
    ({ params, query, request }) =>
      upstream.call({ method: 'GET', path: '/api/v1/TC/getPoints/', query: { id: params.id, value: query.value }, request }),
    SHARED,
  );

  registerContractRoute(app, placesRoutes.addressSuggestions, ({ body, request }) =>
    upstream.call({
      method: 'POST',
      path: `${ADDRESS_SERVICE}/suggest/`,
      body: { address: body.address, sysCityId: body.sysCityId },
      request,
    }),
  );

  registerContractRoute(app, placesRoutes.standardizeAddress, ({ body, request }) =>
    upstream.call({
      method: 'POST',
      path: `${ADDRESS_SERVICE}/standardization/`,
      body: { data: body.data, sysCityId: body.sysCityId },
      request,
    }),
  );

  registerContractRoute(app, placesRoutes.company, ({ params, request }) =>
    // cart-and-ordering.md §8: a lookup that fails is the fallback placeholder, not an error.
    isValidInn(params.inn)
      ? upstream.call({ method: 'POST', path: `${ADDRESS_SERVICE}/findCompanyByInn/`, body: { inn: params.inn }, request })
      : Promise.resolve({ envelope: { status: 'OK' as const, data: NOT_FOUND_COMPANY, messages: [] } }),
  );
}

const NOT_FOUND_COMPANY = { resultInfo: { status: 'NOT_FOUND' as const, value: '', fullName: '' } };

export const placesRoutesPlugin = fp(routes, { name: 'places-routes', dependencies: ['upstream'] });
