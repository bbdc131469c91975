import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { citiesFixture, companyLookup, pickupPointsFixture, standardizeAddress, suggestAddresses } from '../fixtures/places.ts';

const routes = contract.places;
const CITY_NOT_FOUND = 'Город не найден';

const bySysId = (sysCityId: number) => citiesFixture.find((city) => city.sysCityId === sysCityId);
const pointsOf = (cityId: number) => pickupPointsFixture.filter((point) => point.cityId === cityId);

export const placesHandlers = [
  handle(routes.cities, () => ok({ cities: citiesFixture })),

  handle(routes.cityPoints, ({ params }) =>
    citiesFixture.some((city) => city.id === params.id) ? ok({ points: pointsOf(params.id) }) : failure(404, CITY_NOT_FOUND),
  ),

  handle(routes.pickupPoints, ({ query }) => {
    const city = bySysId(query.value);
    return city ? ok({ points: pointsOf(city.id) }) : failure(404, CITY_NOT_FOUND);
  }),

  handle(routes.pickupPoint, ({ params, query }) => {
    const city = bySysId(query.value);
    const point = pickupPointsFixture.find((entry) => entry.id === params.id && entry.cityId === city?.id);
    return point ? ok({ point }) : failure(404, city ? 'Пункт выдачи не найден' : CITY_NOT_FOUND);
  }),

  handle(routes.addressSuggestions, ({ body }) => {
    const city = bySysId(body.sysCityId);
    return city ? ok({ auto: suggestAddresses(city, body.address) }) : failure(404, CITY_NOT_FOUND);
  }),

  handle(routes.standardizeAddress, ({ body }) => {
    const city = bySysId(body.sysCityId);
    return city ? ok(standardizeAddress(city, body.data)) : failure(404, CITY_NOT_FOUND);
  }),

  handle(routes.company, ({ params }) => ok(companyLookup(params.inn))),
];
