import { describe, expect, it } from 'vitest';
import type { City } from '@shop/contracts/places.ts';
import type { DatesInfo } from '@shop/contracts/checkout.ts';
import { filterCities } from './cities-filter.ts';
import { earliestDate } from './earliest-date.ts';
import { isPayAndSend } from './payment.ts';
import { isSwipeRight } from './swipe.ts';

const city = (id: number, name: string): City => ({ id, sysCityId: 1000 + id, name, lat: 55, lng: 37, bold: false, icon: false });

describe('checkout rules', () => {
  it('finds cities case-insensitively and takes special characters as they are', () => {
    const cities = [city(1, 'Москва'), city(2, 'Санкт-Петербург'), city(3, 'Орёл (Орловская обл.)')];
    expect(filterCities(cities, 'мОС').map((entry) => entry.id)).toEqual([1]);
    expect(filterCities(cities, '(Орл').map((entry) => entry.id)).toEqual([3]);
    expect(filterCities(cities, '.*')).toEqual([]);
    expect(filterCities(cities, '  ')).toHaveLength(3);
  });

  it('reads a swipe right: over 80 px across, under 130 px up or down, within a second', () => {
    expect(isSwipeRight(81, 0, 500)).toBe(true);
    expect(isSwipeRight(80, 0, 500)).toBe(false);
    expect(isSwipeRight(200, 130, 500)).toBe(false);
    expect(isSwipeRight(200, -129, 999)).toBe(true);
    expect(isSwipeRight(200, 0, 1000)).toBe(false);
  });

  it('pays before sending for a card, and for type 6 on desktop only', () => {
    expect(isPayAndSend(1, false)).toBe(true);
    expect(isPayAndSend(1, true)).toBe(true);
    expect(isPayAndSend(6, false)).toBe(true);
    expect(isPayAndSend(6, true)).toBe(false);
    expect(isPayAndSend(4, false)).toBe(false);
    expect(isPayAndSend(null, false)).toBe(false);
  });

  it('takes the first pickup date for pickup, else the earliest delivery date, else the first date', () => {
    const info: DatesInfo = {
      dates: [{ id: '2026-11-24', time: 0, text: '24 ноября', dayOfWeek: 'вторник', weekend: false, disabled: false }],
      delivery: { courierTime: '', pickupTime: '', note: '' },
      deliveryDate: null,
      earlyDeliveryDate: '2026-11-25',
      pickupDate: null,
      firstPickupDate: '2026-11-26',
    };
    expect(earliestDate(info, 3)).toBe('2026-11-26');
    expect(earliestDate(info, 0)).toBe('2026-11-25');
    expect(earliestDate({ ...info, earlyDeliveryDate: null }, 0)).toBe('2026-11-24');
  });
});
