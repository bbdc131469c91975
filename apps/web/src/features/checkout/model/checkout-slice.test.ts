import { describe, expect, it } from 'vitest';
import type { Address } from '@shop/contracts/account.ts';
import type { DatesInfo } from '@shop/contracts/ordering.ts';
import {
  addressChosen,
  checkoutSlice,
  clampFloor,
  draftLoaded,
  fieldChanged,
  fieldErrorsRaised,
  initialCheckoutState,
  paymentChosen,
  personTypeSwitched,
  phoneChanged,
  submitFailed,
  submitStarted,
} from './checkout-slice.ts';
import { draft } from './draft-fixture.ts';
import { hashDraft } from './ordering-hash.ts';

const reduce = checkoutSlice.reducer;
const loaded = reduce(initialCheckoutState, draftLoaded(draft));
const datesInfo: DatesInfo = {
  dates: [],
  delivery: { courierTime: '', pickupTime: '', note: '' },
  deliveryDate: null,
  earlyDeliveryDate: '2026-11-25',
  pickupDate: null,
  firstPickupDate: '2026-11-24',
};
const pickup: Address = {
  id: 7, text: 'ПВЗ Ленина, 1', label: 'Пункт выдачи', address: 'Ленина, 1', cityId: 1, pointId: 3, lat: 55, lng: 37,
  deliveryType: 3, deliveryToDoor: false, deliveryToDoorElevator: false, deliveryToDoorFloor: 1, showDeliveryToDoor: false, pType: 'pickup',
};

describe('checkout slice', () => {
  it('keeps a draft being edited when the server data arrives again', () => {
    const edited = reduce(loaded, phoneChanged('+7 (912) 345-67-89'));
    expect(reduce(edited, draftLoaded(draft)).draft?.phone).toBe('79123456789');
  });

  it('clears a field error when the shopper edits that field', () => {
    const errors = reduce(loaded, fieldErrorsRaised(['phone', 'payment', 'address']));
    expect(reduce(errors, phoneChanged('9')).errors).toEqual({ phone: false, payment: true, address: true });
    expect(reduce(errors, paymentChosen(1)).errors.payment).toBe(false);
  });

  it('takes the point, city and first pickup date from a chosen pickup address', () => {
    const next = reduce(loaded, addressChosen({ address: pickup, datesInfo })).draft;
    expect(next).toMatchObject({ currentAddressId: 7, deliveryType: 3, pointId: 3, deliveryDate: '2026-11-24' });
  });

  it('forgets the INN and company when switched back to an individual', () => {
    let state = reduce(loaded, personTypeSwitched(true));
    state = reduce(state, fieldChanged({ field: 'innIp', value: '7707083893' }));
    state = reduce(state, personTypeSwitched(false));
    expect(state.draft).toMatchObject({ personType: 0, innIp: '', legalName: '' });
  });

  it('rounds and clamps the floor to 1-300', () => {
    expect(clampFloor(2.6)).toBe(3);
    expect(clampFloor(0)).toBe(1);
    expect(clampFloor(999)).toBe(300);
    expect(reduce(loaded, fieldChanged({ field: 'deliveryToDoorFloor', value: 500 })).draft?.deliveryToDoorFloor).toBe(300);
  });

  it('keeps the draft after a failed submit', () => {
    const edited = reduce(loaded, phoneChanged('9123456789'));
    const failed = reduce(reduce(edited, submitStarted()), submitFailed());
    expect(failed.submit).toBe('idle');
    expect(failed.draft?.phone).toBe('9123456789');
  });

  it('hashes only the values: the same values give the same hash', () => {
    expect(hashDraft({ ...draft })).toBe(hashDraft(draft));
    expect(hashDraft({ ...draft, contact: 'x' })).not.toBe(hashDraft(draft));
  });
});
