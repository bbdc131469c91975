import { describe, expect, it } from 'vitest';
import { VITALS_PER_BEACON, isVitalValueSendable, vitalsBeaconSchema } from './vitals.ts';

const beacon = {
  route: 'catalog',
  layout: 'mobile',
  metrics: [
    { name: 'LCP', value: 1834.2 },
    { name: 'CLS', value: 0.042 },
    { name: 'AppReady', value: 912 },
  ],
};

const firstMessage = (value: unknown) => vitalsBeaconSchema.safeParse(value).error?.issues[0]?.message;

describe('web vitals beacon', () => {
  it('takes the measures of a page with its route type and layout', () => {
    expect(vitalsBeaconSchema.parse(beacon)).toEqual(beacon);
    expect(vitalsBeaconSchema.parse({ ...beacon, route: 'monitoring', layout: 'desktop' }).route).toBe('monitoring');
  });

  it('keeps only the fields it knows: nothing else of the shopper is stored', () => {
    const parsed = vitalsBeaconSchema.parse({
      ...beacon,
      url: '/o/ИМ-000001/?token=x',
      userId: 7,
      metrics: [{ name: 'TTFB', value: 80, id: 'v5-1' }],
    });
    expect(parsed).toEqual({ route: 'catalog', layout: 'mobile', metrics: [{ name: 'TTFB', value: 80 }] });
  });

  it('refuses a measure not on the list', () => {
    expect(firstMessage({ ...beacon, metrics: [{ name: 'FID', value: 10 }] })).toBe('Показатель: LCP, INP, CLS, FCP, TTFB, AppReady');
  });

  it('refuses values that are not finite, negative or out of their measure’s range', () => {
    expect(firstMessage({ ...beacon, metrics: [{ name: 'LCP', value: -1 }] })).toBe('Время не может быть меньше 0');
    expect(firstMessage({ ...beacon, metrics: [{ name: 'INP', value: 300_001 }] })).toBe('Время должно быть не больше 300000 мс');
    expect(firstMessage({ ...beacon, metrics: [{ name: 'CLS', value: 101 }] })).toBe('Сдвиг макета должен быть не больше 100');
    expect(firstMessage({ ...beacon, metrics: [{ name: 'FCP', value: Number.POSITIVE_INFINITY }] })).toBeDefined();
    expect(firstMessage({ ...beacon, metrics: [{ name: 'FCP', value: Number.NaN }] })).toBeDefined();
    expect(firstMessage({ ...beacon, metrics: [{ name: 'FCP', value: '120' }] })).toBe('Время должно быть числом');
  });

  it('refuses route types and layouts outside their lists', () => {
    expect(firstMessage({ ...beacon, route: '/catalog/drills/' })).toBe('Тип страницы: один из типов страниц сервера');
    expect(firstMessage({ ...beacon, layout: 'tablet' })).toBe('Версия сайта: desktop или mobile');
  });

  it('wants at least one measure and at most a beacon’s worth', () => {
    expect(firstMessage({ ...beacon, metrics: [] })).toBe('Нет ни одного замера');
    const many = Array.from({ length: VITALS_PER_BEACON + 1 }, () => ({ name: 'FCP', value: 1 }));
    expect(firstMessage({ ...beacon, metrics: many })).toBe(`Не больше ${VITALS_PER_BEACON} замеров за раз`);
    expect(vitalsBeaconSchema.safeParse({ ...beacon, metrics: many.slice(1) }).success).toBe(true);
  });

  it('lets the browser drop what the BFF would refuse before sending it', () => {
    expect(isVitalValueSendable('LCP', 2400)).toBe(true);
    expect(isVitalValueSendable('CLS', 0)).toBe(true);
    expect(isVitalValueSendable('CLS', 250)).toBe(false);
    expect(isVitalValueSendable('TTFB', Number.NaN)).toBe(false);
    expect(isVitalValueSendable('INP', -3)).toBe(false);
  });
});
