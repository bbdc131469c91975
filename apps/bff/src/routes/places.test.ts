import { describe, expect, it } from 'vitest';
import type { City, PickupPoint } from '@shop/contracts/places.ts';
import { useTestApp } from '../testing/use-test-app.ts';
import { answerUpstream, legacy } from '../testing/upstream-mock.ts';

const t = useTestApp();

const lastCall = () => t.upstreamCalls().at(-1);
const sentBody = () => JSON.parse(String(lastCall()?.body));

const kazan: City = { id: 5, sysCityId: 1005, name: 'Казань', lat: 55.7961, lng: 49.1064, bold: true, icon: true };
const point: PickupPoint = {
  id: 852,
  cityId: 5,
  name: 'Постамат №1',
  text: 'ул. Ленина, д. 11',
  label: 'Постамат',
  address: 'г. Казань, ул. Ленина, д. 11',
  workHours: 'Круглосуточно',
  lat: 55.8387,
  lng: 49.1066,
};

const expectRefusedBeforeUpstream = (response: { statusCode: number; json: () => { error: { message: string } } }, text: string) => {
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toEqual({ message: text, statusCode: 400 });
  expect(t.upstreamCalls()).toHaveLength(0);
};

describe('cities and pickup points', () => {
  it('lists the cities', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getCitiesList/', 200, legacy.rq({ cities: [kazan] }));
    expect((await t.app.inject({ url: '/api/cities' })).json()).toEqual({ status: 'OK', data: { cities: [kazan] }, messages: [] });
  });

  it('answers the points of a city by its id', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/Cities/getPointsByCityId/', 200, legacy.rq({ points: [point] }));
    const response = await t.app.inject({ url: '/api/cities/5/points' });
    expect(response.json().data).toEqual({ points: [point] });
    expect(lastCall()?.searchParams).toEqual({ id: '5' });
  });

  it('passes an unknown city on as 404 and refuses a bad id', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/Cities/getPointsByCityId/', 404, legacy.rqFail({ error: 'Город не найден' }));
    const unknown = await t.app.inject({ url: '/api/cities/999/points' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ message: 'Город не найден', statusCode: 404 });
  });

  it('refuses a city id that is not a number before the upstream', async () => {
    expectRefusedBeforeUpstream(await t.app.inject({ url: '/api/cities/kazan/points' }), 'Город должен быть указан числом');
  });

  it('answers the points by sysCityId and one point', async () => {
    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getPointsByCityId/', 200, legacy.rq({ points: [point] }));
    await t.app.inject({ url: '/api/pickup-points?value=1005' });
    expect(lastCall()?.searchParams).toEqual({ value: '1005' });

    answerUpstream(t.upstream, 'GET', '/api/v1/TC/getPoints/', 200, legacy.rq({ point }));
    const one = await t.app.inject({ url: '/api/pickup-points/852?value=1005' });
    expect(one.json().data).toEqual({ point });
    expect(lastCall()?.searchParams).toEqual({ id: '852', value: '1005' });
  });

  it('wants the city of the points', async () => {
    expectRefusedBeforeUpstream(await t.app.inject({ url: '/api/pickup-points' }), 'Код города должен быть числом');
  });
});

describe('address lookups', () => {
  it('asks for suggestions in the city', async () => {
    const auto = [{ text: 'ул. Ленина, д. 1', value: 'г. Казань, ул. Ленина, д. 1' }];
    answerUpstream(t.upstream, 'POST', '/api/v1/Dadata/suggest/', 200, legacy.result({ auto }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/address/suggestions',
      payload: { address: ' Ленина 1 ', sysCityId: 1005 },
    });
    expect(response.json().data).toEqual({ auto });
    expect(sentBody()).toEqual({ address: 'Ленина 1', sysCityId: 1005 });
  });

  it('refuses an empty or an over-long address before the upstream', async () => {
    expectRefusedBeforeUpstream(
      await t.app.inject({ method: 'POST', url: '/api/address/suggestions', payload: { address: '', sysCityId: 1005 } }),
      'Укажите адрес',
    );
    expectRefusedBeforeUpstream(
      await t.app.inject({ method: 'POST', url: '/api/address/standardize', payload: { data: 'x'.repeat(301), sysCityId: 1005 } }),
      'Адрес не может быть длиннее 300 символов',
    );
  });

  it('standardises an address, and an unrecognised one comes back without a phrase', async () => {
    const recognised = { phrase: 'г. Казань, ул. Ленина, д. 1', cityId: 5, lat: 55.79, lng: 49.1, totals: { showDeliveryToDoor: true } };
    answerUpstream(t.upstream, 'POST', '/api/v1/Dadata/standardization/', 200, legacy.result(recognised));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/address/standardize', payload: { data: 'Ленина 1', sysCityId: 1005 } })).json().data,
    ).toEqual(recognised);
    expect(sentBody()).toEqual({ data: 'Ленина 1', sysCityId: 1005 });

    const unknown = { phrase: null, cityId: 5, lat: null, lng: null, totals: { showDeliveryToDoor: false } };
    answerUpstream(t.upstream, 'POST', '/api/v1/Dadata/standardization/', 200, legacy.result(unknown));
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/address/standardize', payload: { data: 'где-то', sysCityId: 1005 } })).json().data,
    ).toEqual(unknown);
  });
});

describe('GET /api/companies/:inn', () => {
  it('looks the company up by INN', async () => {
    const found = { resultInfo: { status: 'OK', value: 'ПАО Сбербанк', fullName: 'Публичное акционерное общество «Сбербанк России»' } };
    answerUpstream(t.upstream, 'POST', '/api/v1/Dadata/findCompanyByInn/', 200, legacy.result(found));
    expect((await t.app.inject({ url: '/api/companies/7707083893' })).json().data).toEqual(found);
    expect(sentBody()).toEqual({ inn: '7707083893' });
  });

  it('answers NOT_FOUND as a success the form reads', async () => {
    const missing = { resultInfo: { status: 'NOT_FOUND', value: '', fullName: '' } };
    answerUpstream(t.upstream, 'POST', '/api/v1/Dadata/findCompanyByInn/', 200, legacy.result(missing));
    const response = await t.app.inject({ url: '/api/companies/500100732259' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(missing);
  });

  it.each([
    ['12345', 'Проверьте ИНН: 10 или 12 цифр'],
    ['77070838931', 'Проверьте ИНН: 10 или 12 цифр'],
    ['770708389x', 'Проверьте ИНН: 10 или 12 цифр'],
  ])('refuses %s with 400 before the upstream', async (inn, text) => {
    expectRefusedBeforeUpstream(await t.app.inject({ url: `/api/companies/${inn}` }), text);
  });

  it('answers a wrong checksum as a company not found, without asking the upstream', async () => {
    const response = await t.app.inject({ url: '/api/companies/7707083894' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ resultInfo: { status: 'NOT_FOUND', value: '', fullName: '' } });
    expect(t.upstreamCalls()).toHaveLength(0);
  });
});
