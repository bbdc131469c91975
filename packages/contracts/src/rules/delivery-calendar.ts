import type { DatesInfo, DeliveryDateOption } from '../checkout.ts';
import { DeliveryType } from '../browser/checkout.ts';
import { onFirstUse } from './on-first-use.ts';

/**
 * The delivery calendar of checkout (cart-and-ordering.md §4 "Address selection", §9), the one
 * copy the demo upstream and the mocks use.
 *
 * §9 names the courier window but not the order deadline or working days. Orders placed before
 * 12:00 Moscow time may be delivered the same day (when every line is in stock for it); couriers
 * work Monday to Saturday: Saturday is highlighted as a weekend day but deliverable, Sunday is
 * listed disabled. Pickup points are open every day.
 */

/** Moscow has been UTC+3 all year since 2014. */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export const COURIER_TIME_WINDOW = '9:00−18:00';
export const PICKUP_TIME_WINDOW = '9:00−21:00';
export const DATE_NOTE = 'Доставка с 9:00 до 18:00, курьер позвонит за час до приезда';
export const COURIER_CUTOFF_HOUR = 12;
export const COURIER_DAYS_LISTED = 14;
/** Express (4 hours) orders placed after 17:00 go out the next morning. */
export const EXPRESS_LAST_ORDER_HOUR = 17;

// The web loads this module for the time windows alone: its formatters wait until a day is written.
const dayText = onFirstUse(() => new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }));
const weekdayText = onFirstUse(() => new Intl.DateTimeFormat('ru-RU', { weekday: 'long', timeZone: 'UTC' }));

export interface CalendarDay extends DeliveryDateOption {
  weekday: number;
}

const moscowMidnight = (now: Date) => {
  const moscow = new Date(now.getTime() + MOSCOW_OFFSET_MS);
  return Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate());
};

export const moscowHour = (now: Date) => new Date(now.getTime() + MOSCOW_OFFSET_MS).getUTCHours();

/** The Moscow day `offset` days from today. */
export function calendarDay(now: Date, offset: number): CalendarDay {
  const midnight = moscowMidnight(now) + offset * DAY_MS;
  const date = new Date(midnight);
  const weekday = date.getUTCDay();
  return {
    id: date.toISOString().slice(0, 10),
    time: (midnight - MOSCOW_OFFSET_MS) / 1000,
    text: dayText().format(date),
    dayOfWeek: weekdayText().format(date),
    weekend: weekday === 0 || weekday === 6,
    disabled: false,
    weekday,
  };
}

/** '24 ноября' and 'вторник' of a date id. */
export function describeDay(id: string): { text: string; dayOfWeek: string } | null {
  const date = new Date(`${id}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return { text: dayText().format(date), dayOfWeek: weekdayText().format(date) };
}

export interface DatesInput {
  now: Date;
  /** The slowest line's days to delivery (0 for goods that can go today). */
  maxDeliveryDays: number;
  /** A pickup point is chosen. */
  hasPoint: boolean;
  chosen: string | null;
}

export function datesInfo(input: DatesInput): DatesInfo {
  const start = moscowHour(input.now) < COURIER_CUTOFF_HOUR ? 0 : 1;
  const minimum = Math.max(start, input.maxDeliveryDays);
  const dates = Array.from({ length: COURIER_DAYS_LISTED }, (_, index) => {
    const offset = start + index;
    const { weekday, ...day } = calendarDay(input.now, offset);
    return { ...day, disabled: offset < minimum || weekday === 0 };
  });
  const firstPickupDate = calendarDay(input.now, minimum).id;
  return {
    dates,
    delivery: { courierTime: COURIER_TIME_WINDOW, pickupTime: PICKUP_TIME_WINDOW, note: DATE_NOTE },
    deliveryDate: input.chosen,
    earlyDeliveryDate: dates.find((day) => !day.disabled)?.id ?? null,
    pickupDate: input.hasPoint ? firstPickupDate : null,
    firstPickupDate,
  };
}

/** The express date: today, or tomorrow for orders placed late in the day. */
export const expressDate = (now: Date) => calendarDay(now, moscowHour(now) < EXPRESS_LAST_ORDER_HOUR ? 0 : 1).id;

/**
 * The date an order goes with: pickup at the first pickup date; express today; the courier on
 * the chosen date while it can still be chosen, else on the earliest one.
 */
export function effectiveDate(
  info: DatesInfo,
  choice: { deliveryType: number; express: boolean; chosen: string | null; now: Date },
): string | null {
  if (choice.deliveryType === DeliveryType.pickup) return info.pickupDate ?? info.firstPickupDate;
  if (choice.express) return expressDate(choice.now);
  const chosen = info.dates.find((day) => day.id === choice.chosen && !day.disabled);
  return chosen?.id ?? info.earlyDeliveryDate;
}
