import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { innSchema } from '@shop/contracts/inn.ts';
import { addressTextSchema, cityIdSchema, pickupPointIdSchema, sysCityIdSchema } from '@shop/contracts/places.ts';
import type { Store } from '../db/store.ts';
import { BAD_REQUEST, readInput } from '../http/input.ts';
import { failBody, okBody } from '../http/reply-shapes.ts';
import type { ReplyShape } from '../http/reply-shapes.ts';
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

const notFound = (reply: FastifyReply, shape: ReplyShape, error: string) => reply.code(404).send(failBody(shape, { error }));

/** Cities, pickup points and the address and company lookups (cart-and-ordering.md §7). */
export function placesRoutes(app: FastifyInstance, store: Store): void {
  const { places } = store;
  const service = createPlacesService(places);

  app.get('/api/v1/TC/getCitiesList/', { config: { shape: 'rqStatus' } }, async () => okBody('rqStatus', { cities: service.cities() }));

  app.get('/api/v1/Cities/getPointsByCityId/', { config: { shape: 'rqStatus' } }, async (request, reply) => {
    const input = readInput(reply, byCityId, request.query);
    if (!input) return reply;
    if (!places.city(input.id)) return notFound(reply, 'rqStatus', PLACES_TEXT.cityNotFound);
    return okBody('rqStatus', { points: places.pointsOfCity(input.id).map(pointView) });
  });

  // `value` of the TC paths is the city's sysCityId (the spec names the parameter only).
  app.get('/api/v1/TC/getPointsByCityId/', { config: { shape: 'rqStatus' } }, async (request, reply) => {
    const input = readInput(reply, bySysCityId, request.query);
    if (!input) return reply;
    const city = places.cityBySysId(input.value);
    if (!city) return notFound(reply, 'rqStatus', PLACES_TEXT.cityNotFound);
    return okBody('rqStatus', { points: places.pointsOfCity(city.id).map(pointView) });
  });

  app.get('/api/v1/TC/getPoints/', { config: { shape: 'rqStatus' } }, async (request, reply) => {
    const input = readInput(reply, pointQuery, request.query);
    if (!input) return reply;
    const city = places.cityBySysId(input.value);
    if (!city) return notFound(reply, 'rqStatus', PLACES_TEXT.cityNotFound);
    const point = places.point(input.id);
    if (!point || point.city_id !== city.id) return notFound(reply, 'rqStatus', PLACES_TEXT.pointNotFound);
    return okBody('rqStatus', { point: pointView(point) });
  });

  app.post(`${ADDRESS_SERVICE}/suggest/`, { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, suggestBody, request.body);
    if (!input) return reply;
    const city = places.cityBySysId(input.sysCityId);
    if (!city) return notFound(reply, 'result', PLACES_TEXT.cityNotFound);
    return okBody('result', { auto: service.suggest(city, input.address) });
  });

  app.post(`${ADDRESS_SERVICE}/standardization/`, { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, standardizeBody, request.body);
    if (!input) return reply;
    const city = places.cityBySysId(input.sysCityId);
    if (!city) return notFound(reply, 'result', PLACES_TEXT.cityNotFound);
    return okBody('result', { ...service.standardize(city, input.data) });
  });

  app.post(`${ADDRESS_SERVICE}/findCompanyByInn/`, { config: { shape: 'result' } }, async (request, reply) => {
    const input = readInput(reply, innBody, request.body);
    if (!input) return reply;
    return okBody('result', service.company(input.inn));
  });
}
