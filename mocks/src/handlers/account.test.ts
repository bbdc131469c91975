import { describe, expect, it } from 'vitest';
import { userSchema } from '@shop/contracts/account.ts';
import { isValidInn } from '@shop/contracts/inn.ts';
import { citySchema, pickupPointSchema } from '@shop/contracts/places.ts';
import { MOCK_AUTH_CODE, MOCK_BUYER, buyerUserFixture, guestUserFixture } from '../fixtures/account.ts';
import { citiesFixture, companiesFixture, pickupPointsFixture } from '../fixtures/places.ts';
import { callMock as call } from '../testing/call.ts';
import { useMockShop } from '../testing/use-mock-shop.ts';

useMockShop();

describe('account and places fixtures', () => {
  it('parse against the contracts', () => {
    expect(() => userSchema.parse(guestUserFixture)).not.toThrow();
    expect(() => userSchema.parse(buyerUserFixture)).not.toThrow();
    expect(() => citySchema.array().parse(citiesFixture)).not.toThrow();
    expect(() => pickupPointSchema.array().parse(pickupPointsFixture)).not.toThrow();
  });

  it('have companies with valid INNs of both lengths, and a city without pickup points', () => {
    expect(companiesFixture.every((company) => isValidInn(company.inn))).toBe(true);
    expect(new Set(companiesFixture.map((company) => company.inn.length))).toEqual(new Set([10, 12]));
    expect(citiesFixture.some((city) => !city.icon)).toBe(true);
  });
});

describe('sign-in handlers', () => {
  it('send a code, refuse a wrong one, sign in under the phone with the mock code and keep the cart', async () => {
    const cartBefore = (await call('GET', '/api/cart')).envelope.data.countpos;
    const sent = await call('POST', '/api/auth/code', { phone: '+7 912 345-67-89' });
    expect(sent.envelope.data.destination).toBe('+7 *** ***-67-89');
    expect((await call('POST', '/api/auth/code/check', { code: '000000', phone: '9123456789' })).status).toBe(401);
    const right = await call('POST', '/api/auth/code/check', { code: MOCK_AUTH_CODE, phone: '9123456789' });
    expect(right.envelope.data.user).toMatchObject({ id: MOCK_BUYER.id, username: '+79123456789', phone: '79123456789' });
    expect((await call('GET', '/api/cart')).envelope.data.countpos).toBe(cartBefore);
  });

  it('log the buyer in with the password, refuse a wrong one, and log out into a guest with an empty cart', async () => {
    expect((await call('POST', '/api/auth/login', { email: MOCK_BUYER.email, password: 'wrong-one' })).status).toBe(401);
    expect(
      (await call('POST', '/api/auth/login', { email: MOCK_BUYER.email, password: MOCK_BUYER.password })).envelope.data.user.username,
    ).toBe(MOCK_BUYER.username);
    const out = await call('POST', '/api/auth/logout');
    expect(out.envelope.data.user).toMatchObject({ id: false, username: 'Гость' });
    expect((await call('GET', '/api/cart')).envelope.data.countpos).toBe(0);
  });

  it('refuse bad input like the BFF', async () => {
    const both = await call('POST', '/api/auth/code', { phone: '9123456789', email: 'a@b.ru' });
    expect(both.status).toBe(400);
    expect(both.envelope.messages[0].text).toBe('Укажите что-то одно: телефон или e-mail');
  });
});

describe('user and places handlers', () => {
  it('choose a city, suggest and save an address there, then remove it', async () => {
    expect((await call('PUT', '/api/user/city', { id: 5 })).envelope.data).toEqual({ cityName: 'Казань', cityId: 5, sysCityId: 1005 });
    expect((await call('GET', '/api/user')).envelope.data.user.cityData.cityId).toBe(5);

    const [suggestion] = (await call('POST', '/api/address/suggestions', { address: 'лен 1', sysCityId: 1005 })).envelope.data.auto;
    expect(suggestion).toEqual({ text: 'ул. Ленина, д. 1', value: 'г. Казань, ул. Ленина, д. 1' });
    const standard = (await call('POST', '/api/address/standardize', { data: suggestion.value, sysCityId: 1005 })).envelope.data;
    expect(standard).toMatchObject({ phrase: 'г. Казань, ул. Ленина, д. 1', totals: { showDeliveryToDoor: true } });

    const saved = await call('POST', '/api/user/addresses', {
      address: standard.phrase,
      cityId: 5,
      deliveryType: 0,
      deliveryToDoor: true,
      deliveryToDoorFloor: 3,
    });
    expect(saved.envelope.data.addresses[0]).toMatchObject({ label: 'До двери, этаж 3, без лифта', pType: 'delivery' });
    const point = await call('POST', '/api/user/addresses', { cityId: 5, pointId: 852, deliveryType: 3 });
    expect(point.envelope.data.addresses[0]).toMatchObject({ pointId: 852, pType: 'pickup' });
    const removed = await call('DELETE', `/api/user/addresses/${saved.envelope.data.id}`);
    expect(removed.envelope.data.addresses.map((address: { pointId: number }) => address.pointId)).toEqual([852]);
  });

  it('refuse a floor out of range with the contract’s text', async () => {
    const floor = await call('POST', '/api/user/addresses', { address: 'Ленина 1', cityId: 1, deliveryType: 0, deliveryToDoorFloor: 301 });
    expect(floor.status).toBe(400);
    expect(floor.envelope.messages[0].text).toBe('Этаж — целое число от 1 до 300');
  });

  it('answer the pickup points of a city by id and by sysCityId', async () => {
    const byId = (await call('GET', '/api/cities/5/points')).envelope.data.points;
    expect(byId.length).toBeGreaterThan(0);
    expect((await call('GET', '/api/pickup-points?value=1005')).envelope.data.points).toEqual(byId);
    expect((await call('GET', `/api/pickup-points/${byId[0].id}?value=1001`)).status).toBe(404);
  });

  it('look companies up and check the INN', async () => {
    expect((await call('GET', '/api/companies/7707083893')).envelope.data.resultInfo.value).toBe('ПАО Сбербанк');
    expect((await call('GET', '/api/companies/500100732259')).envelope.data.resultInfo.status).toBe('NOT_FOUND');
    const bad = await call('GET', '/api/companies/7707083894');
    expect(bad.status).toBe(200);
    expect(bad.envelope.data.resultInfo.status).toBe('NOT_FOUND');
  });
});
