import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { innSchema } from '@shop/contracts/inn.ts';
import { addressTextSchema, cityIdSchema, pickupPointIdSchema, sysCityIdSchema } from '@shop/contracts/places.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, legacyRoute } from '../http/input.ts';
import { okBody } from '../http/reply-shapes.ts';
import { done, refuse } from '@shop/contracts/rules/outcome.ts';
import type { CityRow } from './store.ts';
import { createPlacesService, pointView } from './places-service.ts';

export const PLACES_TEXT = {
  cityNotFound: 'Город не найден',
  pointNotFound: 'Пункт выдачи не найден',
} as const;

const byCityId = z.object({ id: cityIdSchema }, { error: BAD_REQUEST });
const bySysCityId = z.object({ value: sysCityIdSchema }, { error: BAD_REQUEST });
const pointQuery = z.object({ id: pickupPointIdSchema, value: sysCityIdSchema }, { error: BAD_REQUEST });
const suggestBody = z.object({ address: addressTextSchema, sysCityId: sysCityIdSchema }, { error: BAD_REQUEST });
const standardizeBody = z.object({ data: addressTextSchema, sysCityId: sysCityIdSchema }, { error: BAD_REQUEST });
const innBody = z.object({ inn: innSchema }, { error: BAD_REQUEST });

/** The address service's path segment (cart-and-ordering.md §7 leaves it open). */
export const ADDRESS_SERVICE = '/api/v1/Dadata';

/** Cities, pickup points and the address and company lookups (cart-and-ordering.md §7). */
export function registerPlacesRoutes(app: FastifyInstance, store: Store): void {
  const { places } = store;
  const service = createPlacesService(places);

  app.get('/api/v1/TC/getCitiesList/', { config: { shape: 'rqStatus' } }, async () => okBody('rqStatus', { cities: service.cities() }));

  legacyRoute(app, 'GET', '/api/v1/Cities/getPointsByCityId/', 'rqStatus', { query: byCityId }, (input) =>
    places.city(input.id) ? done({ points: places.pointsOfCity(input.id).map(pointView) }) : refuse(404, PLACES_TEXT.cityNotFound),
  );

  /** `value` of the TC paths and `sysCityId` of the address service are the city's sysCityId (the spec names the parameter only). */
  const inCity = <T extends object>(sysCityId: number, answer: (city: CityRow) => T) => {
    const city = places.cityBySysId(sysCityId);
    return city ? done(answer(city)) : refuse(404, PLACES_TEXT.cityNotFound);
  };

  legacyRoute(app, 'GET', '/api/v1/TC/getPointsByCityId/', 'rqStatus', { query: bySysCityId }, (input) =>
    inCity(input.value, (city) => ({ points: places.pointsOfCity(city.id).map(pointView) })),
  );

  legacyRoute(app, 'GET', '/api/v1/TC/getPoints/', 'rqStatus', { query: pointQuery }, (input) => {
    const city = places.cityBySysId(input.value);
    if (!city) return refuse(404, PLACES_TEXT.cityNotFound);
    const point = places.point(input.id);
    return point && point.city_id === city.id ? done({ point: pointView(point) }) : refuse(404, PLACES_TEXT.pointNotFound);
  });

  legacyRoute(app, 'POST', `${ADDRESS_SERVICE}/suggest/`, 'result', { body: suggestBody }, (input) =>
    inCity(input.sysCityId, (city) => ({ auto: service.suggest(city, input.address) })),
  );

  legacyRoute(app, 'POST', `${ADDRESS_SERVICE}/standardization/`, 'result', { body: standardizeBody }, (input) =>
    inCity(input.sysCityId, (city) => service.standardize(city, input.data)),
  );

  legacyRoute(app, 'POST', `${ADDRESS_SERVICE}/findCompanyByInn/`, 'result', { body: innBody }, (input) =>
    done(service.company(input.inn)),
  );
}
