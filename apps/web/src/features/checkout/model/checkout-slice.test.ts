import { describe, expect, it } from 'vitest';
import type { Address } from '@shop/contracts/account.ts';
import type { DatesInfo } from '@shop/contracts/checkout.ts';
import { EMPTY_ORDERING_DATA } from '@shop/contracts/rules/ordering-data.ts';
import {
  addressChosen,
  checkoutClosed,
  checkoutSlice,
  companyLookedUp,
  datesArrived,
  draftLoaded,
  fieldChanged,
  fieldErrorsRaised,
  initialCheckoutState,
  innChanged,
  levelChanged,
  orderPlaced,
  checkoutSynced,
  paymentChosen,
  personTypeSwitched,
  phoneChanged,
  submitFailed,
  submitStarted,
} from './checkout-slice.ts';
import { hashDraft } from './checkout-draft.ts';

const reduce = checkoutSlice.reducer;
const draft = { ...EMPTY_ORDERING_DATA, cityId: 1 };
const loaded = reduce(initialCheckoutState, draftLoaded({ draft, serverHash: hashDraft(draft) }));
const datesInfo: DatesInfo = {
  dates: [],
  delivery: { courierTime: '9:00−18:00', pickupTime: '9:00−21:00', note: '' },
  deliveryDate: null,
  earlyDeliveryDate: '2026-11-25',
  pickupDate: null,
  firstPickupDate: '2026-11-24',
};
const address = (patch: Partial<Address>): Address => ({
  id: 7,
  text: 'г. Москва, ул. Мира, д. 1',
  label: 'Доставка курьером',
  address: 'г. Москва, ул. Мира, д. 1',
  cityId: 1,
  pointId: null,
  lat: 55.7,
  lng: 37.6,
  deliveryType: 0,
  deliveryToDoor: true,
  deliveryToDoorElevator: true,
  deliveryToDoorFloor: 5,
  showDeliveryToDoor: true,
  pType: 'delivery',
  ...patch,
});

describe('checkout slice', () => {
  it('keeps a draft being edited when the server data arrives again', () => {
    const edited = reduce(loaded, phoneChanged('+7 (912) 345-67-89'));
    expect(reduce(edited, draftLoaded({ draft, serverHash: 'x' })).draft?.phone).toBe('79123456789');
  });

  it('keeps digits only in the phone, at most 20', () => {
    expect(reduce(loaded, phoneChanged('8 (912) 345-67-89 доб. 1234567890')).draft?.phone).toBe('89123456789123456789');
  });

  it('clears a field error when the shopper edits that field', () => {
    const errors = reduce(loaded, fieldErrorsRaised(['phone', 'payment', 'address']));
    expect(reduce(errors, phoneChanged('9')).errors).toEqual({ phone: false, payment: true, address: true });
    expect(reduce(errors, paymentChosen(1)).errors.payment).toBe(false);
    expect(reduce(errors, addressChosen({ address: address({}), datesInfo })).errors.address).toBe(false);
  });

  it('moves a chosen date to the earliest when the cart changes under it and an earlier date becomes possible', () => {
    const courier = reduce(loaded, addressChosen({ address: address({}), datesInfo }));
    const later = reduce(courier, fieldChanged({ field: 'deliveryDate', value: '2026-12-08' }));
    // The same dates again (an update's reply, a second opening with the same cart): the choice stays.
    expect(reduce(later, datesArrived(datesInfo)).draft?.deliveryDate).toBe('2026-12-08');
    const earlier = reduce(later, datesArrived({ ...datesInfo, earlyDeliveryDate: '2026-11-24' }));
    expect(earlier.draft?.deliveryDate).toBe('2026-11-24');
    expect(reduce(earlier, datesArrived({ ...datesInfo, earlyDeliveryDate: '2026-11-24' })).draft?.deliveryDate).toBe('2026-11-24');
  });

  it('takes the point, city and first pickup date from a chosen pickup address, and drops express', () => {
    const express = { ...loaded, draft: { ...draft, deliveryExpress: true } };
    const pickup = address({ id: 8, deliveryType: 3, pointId: 3, cityId: 5, pType: 'pickup', deliveryToDoor: false });
    const next = reduce(express, addressChosen({ address: pickup, datesInfo })).draft;
    expect(next).toMatchObject({
      currentAddressId: 8,
      deliveryType: 3,
      pointId: 3,
      cityId: 5,
      deliveryDate: '2026-11-24',
      deliveryExpress: false,
    });
  });

  it('takes the door options and the earliest courier date from a chosen delivery address', () => {
    const next = reduce(loaded, addressChosen({ address: address({}), datesInfo })).draft;
    expect(next).toMatchObject({
      currentAddressId: 7,
      deliveryType: 0,
      pointId: null,
      deliveryToDoor: true,
      deliveryToDoorFloor: 5,
      deliveryDate: '2026-11-25',
    });
  });

  it('keeps digits of the INN, at most 12, and forgets the company when it is emptied', () => {
    let state = reduce(loaded, personTypeSwitched('legal'));
    state = reduce(state, innChanged('77-07-08-38-93 999'));
    expect(state.draft?.innIp).toBe('770708389399');
    state = reduce(state, innChanged('7707083893'));
    state = reduce(state, companyLookedUp({ inn: '7707083893', fullName: 'ПАО Сбербанк' }));
    expect(state.draft?.legalName).toBe('ПАО Сбербанк');
    expect(reduce(state, innChanged('')).draft).toMatchObject({ innIp: '', legalName: '' });
  });

  it('ignores a lookup of an INN that is no longer typed', () => {
    let state = reduce(reduce(loaded, personTypeSwitched('legal')), innChanged('7707083894'));
    state = reduce(state, companyLookedUp({ inn: '7707083893', fullName: 'ПАО Сбербанк' }));
    expect(state.draft?.legalName).toBe('');
  });

  it('forgets the INN and company when switched back to an individual', () => {
    let state = reduce(loaded, personTypeSwitched('legal'));
    expect(state.draft?.personType).toBe(1);
    state = reduce(state, innChanged('7707083893'));
    state = reduce(state, companyLookedUp({ inn: '7707083893', fullName: 'ПАО Сбербанк' }));
    state = reduce(state, personTypeSwitched('individual'));
    expect(state.draft).toMatchObject({ personType: 0, innIp: '', legalName: '' });
  });

  it('takes the date the server moved to, and the hash it has', () => {
    const state = reduce(loaded, checkoutSynced({ hash: 'server', deliveryDate: '2026-11-27' }));
    expect(state.syncedHash).toBe('server');
    expect(state.draft?.deliveryDate).toBe('2026-11-27');
    expect(reduce(state, checkoutSynced({ hash: 'again', deliveryDate: null })).draft?.deliveryDate).toBe('2026-11-27');
  });

  it('keeps the draft and the attempt after a failed submit', () => {
    const edited = reduce(loaded, phoneChanged('9123456789'));
    const failed = reduce(reduce(edited, submitStarted({ key: 'k', hash: 'h' })), submitFailed());
    expect(failed.submit).toBe('idle');
    expect(failed.attempt).toEqual({ key: 'k', hash: 'h' });
    expect(failed.draft?.phone).toBe('9123456789');
  });

  it('starts the next checkout from nothing once the order is placed', () => {
    const placed = reduce(reduce(loaded, submitStarted({ key: 'k', hash: 'h' })), orderPlaced());
    expect(placed).toEqual(initialCheckoutState);
  });

  it('opens again at the first step with no error marks, keeping the draft', () => {
    let state = reduce(reduce(loaded, levelChanged(2)), fieldErrorsRaised(['payment']));
    state = reduce(reduce(state, phoneChanged('9123456789')), checkoutClosed());
    expect(state.level).toBe(0);
    expect(state.errors.payment).toBe(false);
    expect(state.draft?.phone).toBe('9123456789');
  });
});
