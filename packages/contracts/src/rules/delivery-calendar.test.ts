import { describe, expect, it } from 'vitest';
import { datesInfo, effectiveDate } from './delivery-calendar.ts';

/** Moscow is UTC+3: 2026-11-24 is a Tuesday, 2026-11-29 a Sunday. */
const at = (moscow: string) => new Date(`${moscow}+03:00`);

describe('courier dates', () => {
  it('start today before noon (Moscow) and tomorrow after, for 14 days', () => {
    const morning = datesInfo({ now: at('2026-11-24T11:59'), maxDeliveryDays: 0, hasPoint: false, chosen: null });
    expect(morning.dates).toHaveLength(14);
    expect(morning.dates[0]).toMatchObject({ id: '2026-11-24', text: '24 ноября', dayOfWeek: 'вторник', disabled: false });
    expect(morning.earlyDeliveryDate).toBe('2026-11-24');

    const afternoon = datesInfo({ now: at('2026-11-24T12:00'), maxDeliveryDays: 0, hasPoint: false, chosen: null });
    expect(afternoon.dates[0]?.id).toBe('2026-11-25');
    expect(afternoon.dates.at(-1)?.id).toBe('2026-12-08');
  });

  it('shows Saturday as a weekend day couriers work and Sunday disabled', () => {
    const { dates } = datesInfo({ now: at('2026-11-24T09:00'), maxDeliveryDays: 0, hasPoint: false, chosen: null });
    expect(dates.find((day) => day.id === '2026-11-28')).toMatchObject({ weekend: true, disabled: false, dayOfWeek: 'суббота' });
    expect(dates.find((day) => day.id === '2026-11-29')).toMatchObject({ weekend: true, disabled: true, dayOfWeek: 'воскресенье' });
  });

  it('disables the days before the slowest line can come, and moves off a Sunday', () => {
    const info = datesInfo({ now: at('2026-11-26T09:00'), maxDeliveryDays: 3, hasPoint: false, chosen: null });
    expect(info.dates.filter((day) => day.disabled).map((day) => day.id)).toEqual([
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-12-06',
    ]);
    expect(info.earlyDeliveryDate).toBe('2026-11-30');
    // Pickup points are open on Sundays.
    expect(info.firstPickupDate).toBe('2026-11-29');
  });

  it('gives the Unix time of Moscow midnight', () => {
    const [day] = datesInfo({ now: at('2026-11-24T09:00'), maxDeliveryDays: 0, hasPoint: false, chosen: null }).dates;
    expect(day?.time).toBe(Date.parse('2026-11-24T00:00:00+03:00') / 1000);
  });
});

describe('the date an order goes with', () => {
  const now = at('2026-11-24T09:00');
  const info = datesInfo({ now, maxDeliveryDays: 1, hasPoint: true, chosen: null });

  it('keeps a date that can be chosen and replaces one that cannot by the earliest', () => {
    expect(effectiveDate(info, { deliveryType: 0, express: false, chosen: '2026-11-27', now })).toBe('2026-11-27');
    expect(effectiveDate(info, { deliveryType: 0, express: false, chosen: '2026-11-29', now })).toBe('2026-11-25');
    expect(effectiveDate(info, { deliveryType: 0, express: false, chosen: '2026-11-24', now })).toBe('2026-11-25');
    expect(effectiveDate(info, { deliveryType: 0, express: false, chosen: null, now })).toBe('2026-11-25');
  });

  it('takes the pickup date for pickup and today for express until 17:00', () => {
    expect(effectiveDate(info, { deliveryType: 3, express: false, chosen: '2026-12-01', now })).toBe('2026-11-25');
    expect(effectiveDate(info, { deliveryType: 0, express: true, chosen: null, now })).toBe('2026-11-24');
    expect(effectiveDate(info, { deliveryType: 0, express: true, chosen: null, now: at('2026-11-24T17:30') })).toBe('2026-11-25');
  });
});
