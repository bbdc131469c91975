import { describe, expect, it } from 'vitest';
import type { Address } from '../account.ts';
import type { PickupPoint } from '../places.ts';
import { EMPTY_ORDERING_DATA } from './ordering-data.ts';
import type { StoredOrderingData } from './ordering-data.ts';
import { CHECKOUT_TEXT, mergeCheckoutInput, missingCheckoutFields, orderAddressText, resolveOrderingData } from './ordering-data.ts';
import type { CheckoutLine, CheckoutLookups } from './ordering-data.ts';

const courierAddress: Address = {
  id: 7,
  text: 'ул. Мира, д. 3',
  label: 'До двери, этаж 5, есть лифт',
  address: 'г. Москва, ул. Мира, д. 3',
  cityId: 1,
  pointId: null,
  lat: 55.75,
  lng: 37.61,
  deliveryType: 0,
  deliveryToDoor: true,
  deliveryToDoorElevator: true,
  deliveryToDoorFloor: 5,
  showDeliveryToDoor: true,
  pType: 'delivery',
};
const point: PickupPoint = {
  id: 2,
  cityId: 1,
  name: 'Склад',
  text: 'ул. Складская, 5',
  label: 'Пункт выдачи',
  address: 'Москва, ул. Складская, 5',
  workHours: '9-21',
  lat: 55.7,
  lng: 37.6,
};
const pickupAddress: Address = {
  ...courierAddress,
  id: 8,
  deliveryType: 3,
  pointId: 2,
  deliveryToDoor: false,
  deliveryToDoorElevator: false,
  showDeliveryToDoor: false,
  pType: 'pickup',
};

const lookups: CheckoutLookups = {
  address: (id) => [courierAddress, pickupAddress].find((entry) => entry.id === id),
  point: (id) => (id === point.id ? point : undefined),
  cityExists: (id) => id === 1,
};
const line = (express: boolean, deliveryDays: number, available = true): CheckoutLine => ({
  price: 1000,
  quantity: 1,
  available,
  salePriceBefore: null,
  massKg: 1,
  express,
  mainPriceFreeShipping: false,
  deliveryDays,
});
const expressCart = [line(true, 0)];
/** The unavailable line would take a week: it does not count. */
const plainCart = [line(false, 1), line(false, 7, false)];
/** A Monday at 10:00 in Moscow: a courier may still come the same day. */
const now = new Date('2026-11-23T07:00:00Z');

const stored = (fields: Partial<StoredOrderingData> = {}): StoredOrderingData => ({ ...EMPTY_ORDERING_DATA, ...fields });
function resolved(
  data: StoredOrderingData,
  options: { lines?: CheckoutLine[]; changes?: Parameters<typeof resolveOrderingData>[1]['changes'] } = {},
) {
  const outcome = resolveOrderingData(data, {
    lookups,
    lines: options.lines ?? plainCart,
    now,
    ...(options.changes ? { changes: options.changes } : {}),
  });
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.value;
}

describe('ordering data', () => {
  it('merges only the fields given', () => {
    expect(mergeCheckoutInput(stored({ phone: '79123456789', paymentType: 4 }), { paymentType: 1 })).toEqual(
      stored({ phone: '79123456789', paymentType: 1 }),
    );
  });

  it('take the delivery of a saved address, and a newly chosen one brings its door options unless the change sets them', () => {
    const chosen = resolved(stored({ currentAddressId: 7, deliveryType: 3, pointId: 2 }), { changes: { currentAddressId: 7 } });
    expect(chosen.data).toMatchObject({
      deliveryType: 0,
      cityId: 1,
      pointId: null,
      deliveryToDoor: true,
      deliveryToDoorElevator: true,
      deliveryToDoorFloor: 5,
    });
    expect(chosen.showDeliveryToDoor).toBe(true);
    const floorSet = resolved(stored({ currentAddressId: 7 }), { changes: { currentAddressId: 7, deliveryToDoorFloor: 2 } });
    expect(floorSet.data.deliveryToDoorFloor).toBe(2);
    const unchanged = resolved(stored({ currentAddressId: 7, deliveryToDoor: false }));
    expect(unchanged.data.deliveryToDoor).toBe(false);
  });

  it('turn door delivery and the lift off where the address has no door delivery, and for pickup', () => {
    const pickup = resolved(stored({ currentAddressId: 8, deliveryToDoor: true, deliveryToDoorElevator: true }));
    expect(pickup.data).toMatchObject({ deliveryType: 3, pointId: 2, deliveryToDoor: false, deliveryToDoorElevator: false });
    expect(pickup.point).toEqual(point);
    const noAddress = resolved(stored({ deliveryToDoor: true, deliveryToDoorElevator: true }));
    expect(noAddress.data).toMatchObject({ deliveryToDoor: false, deliveryToDoorElevator: false });
  });

  it('give a pickup point its city and forget the point for a courier', () => {
    expect(resolved(stored({ deliveryType: 3, pointId: 2 })).data.cityId).toBe(1);
    expect(resolved(stored({ deliveryType: 0, pointId: 2 })).data.pointId).toBeNull();
  });

  it('refuse an unknown address, point or city and a payment the shop does not offer', () => {
    const refusal = (data: StoredOrderingData) => resolveOrderingData(data, { lookups, lines: plainCart, now });
    expect(refusal(stored({ currentAddressId: 99 }))).toMatchObject({ ok: false, status: 404, error: CHECKOUT_TEXT.addressNotFound });
    expect(refusal(stored({ deliveryType: 3, pointId: 99 }))).toMatchObject({ ok: false, status: 404, error: CHECKOUT_TEXT.pointNotFound });
    expect(refusal(stored({ cityId: 99 }))).toMatchObject({ ok: false, status: 404, error: CHECKOUT_TEXT.cityNotFound });
    expect(refusal(stored({ paymentType: 6 }))).toMatchObject({ ok: false, status: 400, error: CHECKOUT_TEXT.paymentNotOffered });
  });

  it('undo express that is not possible, and say so only when the shopper just asked for it', () => {
    expect(resolved(stored({ deliveryExpress: true }), { lines: expressCart }).data.deliveryExpress).toBe(true);
    const asked = resolved(stored({ deliveryExpress: true }), { changes: { deliveryExpress: true } });
    expect(asked.data.deliveryExpress).toBe(false);
    expect(asked.notices).toEqual([CHECKOUT_TEXT.expressNotPossible]);
    expect(resolved(stored({ deliveryExpress: true })).notices).toEqual([]);
  });

  it('clear the INN and legal name of an individual', () => {
    expect(resolved(stored({ personType: 0, innIp: '7707083893', legalName: 'ООО' })).data).toMatchObject({ innIp: '', legalName: '' });
    expect(resolved(stored({ personType: 1, innIp: '7707083893', legalName: 'ООО' })).data).toMatchObject({
      innIp: '7707083893',
      legalName: 'ООО',
    });
  });

  it('move the date to one that can still be chosen, from the slowest available line’s first day, and price the choice', () => {
    const result = resolved(stored({ deliveryDate: '2020-01-01' }));
    expect(result.data.deliveryDate).toBe('2026-11-24');
    expect(result.data.deliveryDate).toBe(result.info.earlyDeliveryDate);
    expect(resolved(stored(), { lines: expressCart }).info.earlyDeliveryDate).toBe('2026-11-23');
    expect(result.info.deliveryDate).toBe(result.data.deliveryDate);
    expect(result.total).toMatchObject({ total: 1000, shipmentPrice: 390, deliveryLabel: 'Курьером' });
  });

  it('name what is missing before an order, in the form’s order', () => {
    expect(missingCheckoutFields(resolved(stored()))).toEqual([
      CHECKOUT_TEXT.phoneMissing,
      CHECKOUT_TEXT.addressMissing,
      CHECKOUT_TEXT.paymentMissing,
    ]);
    expect(
      missingCheckoutFields({
        data: stored({ phone: '79123456789', deliveryType: 3, paymentType: 1 }),
        address: undefined,
        point: undefined,
      }),
    ).toEqual([CHECKOUT_TEXT.pointMissing]);
    expect(missingCheckoutFields(resolved(stored({ phone: '79123456789', currentAddressId: 8, paymentType: 4 })))).toEqual([]);
  });

  it('write the order’s address with its door options', () => {
    expect(orderAddressText(resolved(stored({ currentAddressId: 8 })))).toBe('Самовывоз: Склад, Москва, ул. Складская, 5');
    expect(orderAddressText(resolved(stored({ currentAddressId: 7 }), { changes: { currentAddressId: 7 } }))).toBe(
      'г. Москва, ул. Мира, д. 3, до двери, этаж 5, есть лифт',
    );
    expect(orderAddressText(resolved(stored()))).toBe('');
  });
});
