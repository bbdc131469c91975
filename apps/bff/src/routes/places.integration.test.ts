import { describe, expect, it } from 'vitest';
import { useDemoShop } from '../testing/use-demo-shop.ts';

/** Cities, pickup points and the lookups through the BFF against the real demo upstream. */

const demo = useDemoShop();

const get = async (url: string) => demo.shopper.call({ url });

describe('places against the demo upstream', () => {
  it('lists the cities and finds the same pickup points by city id and by sysCityId', async () => {
    const { cities } = (await get('/api/cities')).json().data;
    const kazan = cities.find((city: { name: string }) => city.name === 'Казань');
    expect(kazan).toMatchObject({ lat: 55.7961, lng: 49.1064, bold: true, icon: true });

    const byId = (await get(`/api/cities/${kazan.id}/points`)).json().data.points;
    const bySys = (await get(`/api/pickup-points?value=${kazan.sysCityId}`)).json().data.points;
    expect(byId.length).toBeGreaterThan(0);
    expect(bySys).toEqual(byId);
    expect((await get(`/api/pickup-points/${byId[0].id}?value=${kazan.sysCityId}`)).json().data.point).toEqual(byId[0]);
    expect((await get(`/api/pickup-points/${byId[0].id}?value=1001`)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown city and 400 for a bad one', async () => {
    expect((await get('/api/cities/9999/points')).statusCode).toBe(404);
    expect((await get('/api/cities/0/points')).json().error).toEqual({
      message: 'Город должен быть указан положительным числом',
      statusCode: 400,
    });
  });

  it('looks companies up by INN; a wrong checksum is not found, not refused', async () => {
    expect((await get('/api/companies/7707083893')).json().data.resultInfo).toMatchObject({ status: 'OK', value: 'ПАО Сбербанк' });
    expect((await get('/api/companies/500100732259')).json().data.resultInfo.status).toBe('NOT_FOUND');
    const checksum = await get('/api/companies/7707083894');
    expect(checksum.statusCode).toBe(200);
    expect(checksum.json().data.resultInfo).toEqual({ status: 'NOT_FOUND', value: '', fullName: '' });
  });

  it('suggests and standardises addresses of the chosen city', async () => {
    const suggestions = await demo.shopper.call({
      method: 'POST',
      url: '/api/address/suggestions',
      payload: { address: 'сов', sysCityId: 1002 },
    });
    expect(suggestions.json().data.auto[0]).toEqual({ text: 'ул. Советская', value: 'г. Санкт-Петербург, ул. Советская' });
    const unknown = await demo.shopper.call({
      method: 'POST',
      url: '/api/address/standardize',
      payload: { data: 'Советская', sysCityId: 1002 },
    });
    expect(unknown.json().data).toEqual({ phrase: null, cityId: 2, lat: null, lng: null, totals: { showDeliveryToDoor: false } });
  });
});
