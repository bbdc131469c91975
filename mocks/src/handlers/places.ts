import { contract } from '@shop/contracts/routes.ts';
import { failure, handle, ok } from '../contract-handler.ts';
import { citiesFixture, companyLookup, pickupPointsFixture, standardizeAddress, suggestAddresses } from '../fixtures/places.ts';

const routes = contract.places;
const CITY_NOT_FOUND = 'Город не найден';

const pointsOf = (cityId: number | undefined) => pickupPointsFixture.filter((point) => point.cityId === cityId);
/** The city of a sysCityId, as the shop's places service takes it: answered, or 404 when there is none. */
const inCity = <T>(sysCityId: number, answer: (city: (typeof citiesFixture)[number]) => T) => {
  const city = citiesFixture.find((entry) => entry.sysCityId === sysCityId);
  return city ? ok(answer(city)) : failure(404, CITY_NOT_FOUND);
};

export const placesHandlers = [
  handle(routes.cities, () => ok({ cities: citiesFixture })),
  handle(routes.cityPoints, ({ params }) =>
    citiesFixture.some((city) => city.id === params.id) ? ok({ points: pointsOf(params.id) }) : failure(404, CITY_NOT_FOUND),
  ),
  handle(routes.pickupPoints, ({ query }) => inCity(query.value, (city) => ({ points: pointsOf(city.id) }))),
  handle(routes.pickupPoint, ({ params, query }) => {
    const city = citiesFixture.find((entry) => entry.sysCityId === query.value);
    const point = pointsOf(city?.id).find((entry) => entry.id === params.id);
    return point ? ok({ point }) : failure(404, city ? 'Пункт выдачи не найден' : CITY_NOT_FOUND);
  }),
  handle(routes.addressSuggestions, ({ body }) => inCity(body.sysCityId, (city) => ({ auto: suggestAddresses(city, body.address) }))),
  handle(routes.standardizeAddress, ({ body }) => inCity(body.sysCityId, (city) => standardizeAddress(city, body.data))),
  handle(routes.company, ({ params }) => ok(companyLookup(params.inn))),
];
