import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isValidInn } from '@shop/contracts/inn.ts';
import { citySchema, companyLookupSchema, pickupPointSchema, standardizedAddressSchema } from '@shop/contracts/places.ts';
import type { InjectOptions } from 'fastify';
import { createTestShop, sessionCookie } from '../testing/test-app.ts';
import type { TestShop } from '../testing/test-app.ts';

let shop: TestShop;
let cookie: string;

const call = (method: InjectOptions['method'], url: string, payload?: object) =>
  shop.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const city = (name: string) => shop.query<{ id: number; sys_city_id: number }>('SELECT id, sys_city_id FROM cities WHERE name = ?', name);

beforeAll(async () => {
  shop = await createTestShop();
});
afterAll(async () => {
  await shop.close();
});
beforeEach(async () => {
  cookie = sessionCookie(await shop.app.inject({ url: '/api/v1/TC/getCitiesList/' }));
});

describe('GET /api/v1/TC/getCitiesList/', () => {
  it('lists about a hundred real cities by name, big ones bold, those with pickup points marked', async () => {
    const reply = await call('GET', '/api/v1/TC/getCitiesList/');
    expect(reply.json().rqStatus).toBe('OK');
    const cities = citySchema.array().parse(reply.json().cities);
    expect(cities.length).toBeGreaterThanOrEqual(100);
    expect(cities.map((entry) => entry.name)).toEqual([...cities.map((entry) => entry.name)].sort((a, b) => a.localeCompare(b, 'ru')));
    expect(cities.find((entry) => entry.name === 'Москва')).toEqual({
      id: 1,
      sysCityId: 1001,
      name: 'Москва',
      lat: 55.7558,
      lng: 37.6173,
      bold: true,
      icon: true,
    });
    expect(cities.find((entry) => entry.name === 'Казань')).toMatchObject({ bold: true, icon: true });
    expect(cities.find((entry) => entry.name === 'Псков')).toMatchObject({ bold: false, icon: true });
    expect(cities.find((entry) => entry.name === 'Анадырь')).toMatchObject({ bold: false, icon: false });
    expect(cities.filter((entry) => entry.bold).length).toBe(16);
  });
});

describe('pickup points', () => {
  it('answers the points of a city by id, near the city', async () => {
    const kazan = city('Казань');
    const reply = await call('GET', `/api/v1/Cities/getPointsByCityId/?id=${kazan.id}`);
    const points = pickupPointSchema.array().parse(reply.json().points);
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) {
      expect(point.cityId).toBe(kazan.id);
      expect(Math.abs(point.lat - 55.7961)).toBeLessThan(0.15);
      expect(Math.abs(point.lng - 49.1064)).toBeLessThan(0.25);
      expect(point.address).toBe(`г. Казань, ${point.text}`);
      expect(['Пункт выдачи', 'Постамат', 'Магазин']).toContain(point.label);
    }
  });

  it('answers the same points by the sysCityId, and one point of that city', async () => {
    const kazan = city('Казань');
    const byId = (await call('GET', `/api/v1/Cities/getPointsByCityId/?id=${kazan.id}`)).json().points;
    const byValue = (await call('GET', `/api/v1/TC/getPointsByCityId/?value=${kazan.sys_city_id}`)).json().points;
    expect(byValue).toEqual(byId);
    const one = await call('GET', `/api/v1/TC/getPoints/?id=${byId[0].id}&value=${kazan.sys_city_id}`);
    expect(one.json()).toEqual({ rqStatus: 'OK', point: byId[0] });
  });

  it('has no points in a small town', async () => {
    const reply = await call('GET', `/api/v1/Cities/getPointsByCityId/?id=${city('Анадырь').id}`);
    expect(reply.json()).toEqual({ rqStatus: 'OK', points: [] });
  });

  it('answers 404 for an unknown city or a point of another city, 400 for a bad id', async () => {
    expect((await call('GET', '/api/v1/Cities/getPointsByCityId/?id=9999')).json()).toEqual({ rqStatus: 'FAIL', error: 'Город не найден' });
    const moscowPoint = shop.query<{ id: number }>('SELECT id FROM pickup_points WHERE city_id = 1 LIMIT 1').id;
    const other = await call('GET', `/api/v1/TC/getPoints/?id=${moscowPoint}&value=${city('Казань').sys_city_id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().error).toBe('Пункт выдачи не найден');
    const bad = await call('GET', '/api/v1/Cities/getPointsByCityId/?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ rqStatus: 'FAIL', error: 'Город должен быть указан числом' });
  });
});

describe('address suggestions', () => {
  const suggest = async (address: string, sysCityId = 1001) =>
    (await call('POST', '/api/v1/Dadata/suggest/', { address, sysCityId })).json();

  it('suggests streets of the city a word of whose name starts with what was typed', async () => {
    const { result } = await suggest('ле');
    expect(result.auto.length).toBeGreaterThan(0);
    for (const entry of result.auto) {
      expect(entry.text.toLowerCase()).toMatch(/ле/);
      expect(entry.value).toBe(`г. Москва, ${entry.text}`);
    }
    expect(result.auto[0].text).toBe('ул. Ленина');
  });

  it('suggests houses once a number is typed', async () => {
    const { result } = await suggest('ленина 1');
    expect(result.auto.slice(0, 3).map((entry: { text: string }) => entry.text)).toEqual([
      'ул. Ленина, д. 1',
      'ул. Ленина, д. 10',
      'ул. Ленина, д. 11',
    ]);
    expect(result.auto).toHaveLength(10);
  });

  it('suggests nothing for a street the city does not have', async () => {
    expect((await suggest('Несуществующая')).result.auto).toEqual([]);
  });

  it('answers 404 for an unknown city and 400 for an empty address', async () => {
    const unknown = await call('POST', '/api/v1/Dadata/suggest/', { address: 'Ленина', sysCityId: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ result: null, response: { status: 'FAIL' }, error: 'Город не найден' });
    const empty = await call('POST', '/api/v1/Dadata/suggest/', { address: ' ', sysCityId: 1001 });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Укажите адрес');
  });
});

describe('address standardisation', () => {
  const standardize = async (data: string, sysCityId = 1001) =>
    standardizedAddressSchema.parse((await call('POST', '/api/v1/Dadata/standardization/', { data, sysCityId })).json().result);

  it('recognises a street and house in any spelling and answers the canonical phrase with coordinates', async () => {
    const one = await standardize('г. Москва, улица Ленина, дом 12, кв. 40');
    expect(one).toMatchObject({ phrase: 'г. Москва, ул. Ленина, д. 12, кв. 40', cityId: 1, totals: { showDeliveryToDoor: true } });
    expect(one.lat).toBeCloseTo(55.75, 0);
    const two = await standardize('ЛЕНИНА 12');
    expect([two.lat, two.lng]).toEqual([one.lat, one.lng]);
  });

  it('gives no phrase for an unknown street, a house beyond the street or no house', async () => {
    for (const data of ['Несуществующая 5', 'Ленина 100000', 'Ленина']) {
      expect(await standardize(data)).toEqual({ phrase: null, cityId: 1, lat: null, lng: null, totals: { showDeliveryToDoor: false } });
    }
  });

  it('offers no door delivery in a small town', async () => {
    const anadyr = city('Анадырь');
    expect(await standardize('Ленина 3', anadyr.sys_city_id)).toMatchObject({
      phrase: 'г. Анадырь, ул. Ленина, д. 3',
      totals: { showDeliveryToDoor: false },
    });
  });
});

describe('POST /api/v1/Dadata/findCompanyByInn/', () => {
  const lookup = async (inn: string) => call('POST', '/api/v1/Dadata/findCompanyByInn/', { inn });

  it('finds an organisation by its 10-digit INN', async () => {
    const reply = await lookup('7707083893');
    expect(companyLookupSchema.parse(reply.json().result)).toEqual({
      resultInfo: { status: 'OK', value: 'ПАО Сбербанк', fullName: 'Публичное акционерное общество «Сбербанк России»' },
    });
  });

  it('finds generated organisations and sole proprietors, all with valid INNs', async () => {
    const organisation = shop.query<{ inn: string }>(
      "SELECT inn FROM companies WHERE length(inn) = 10 AND inn != '7707083893' LIMIT 1",
    ).inn;
    const proprietor = shop.query<{ inn: string }>('SELECT inn FROM companies WHERE length(inn) = 12 LIMIT 1').inn;
    expect((await lookup(organisation)).json().result.resultInfo.value).toMatch(/^(ООО|АО|ПАО|ЗАО) «.+»$/);
    expect((await lookup(proprietor)).json().result.resultInfo).toMatchObject({ status: 'OK', value: expect.stringMatching(/^ИП /) });
    const all = shop.query<{ inns: string }>('SELECT group_concat(inn) AS inns FROM companies').inns.split(',');
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(all.filter((inn) => !isValidInn(inn))).toEqual([]);
  });

  it('answers NOT_FOUND for a valid INN it does not know', async () => {
    expect((await lookup('500100732259')).json().result).toEqual({ resultInfo: { status: 'NOT_FOUND', value: '', fullName: '' } });
  });

  it('refuses a wrong length and a wrong checksum with 400 and their own texts', async () => {
    expect((await lookup('12345')).json()).toMatchObject({ response: { status: 'FAIL' }, error: 'Проверьте ИНН: 10 или 12 цифр' });
    const checksum = await lookup('7707083894');
    expect(checksum.statusCode).toBe(400);
    expect(checksum.json().error).toBe('Проверьте ИНН: контрольные цифры не совпадают');
  });
});
