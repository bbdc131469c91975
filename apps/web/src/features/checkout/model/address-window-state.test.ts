import { describe, expect, it } from 'vitest';
import { pickupPointsFixture } from '@shop/mocks/fixtures/places.ts';
import { NEW_ADDRESS, addressWindowReducer, isAddressWindowEmpty } from './address-window-state.ts';

const recognised = { phrase: 'г. Москва, ул. Мира, д. 3', cityId: 1, lat: 55.8, lng: 37.6, totals: { showDeliveryToDoor: true } };
const point = pickupPointsFixture[0];
if (!point) throw new Error('no pickup point in the fixtures');

describe('the address window', () => {
  it('opens on delivery with no address and floor 1, and Save does nothing then', () => {
    expect(NEW_ADDRESS).toMatchObject({ deliveryType: 0, address: '', deliveryToDoorFloor: 1 });
    expect(isAddressWindowEmpty(NEW_ADDRESS)).toBe(true);
    expect(isAddressWindowEmpty({ ...NEW_ADDRESS, deliveryType: 3 })).toBe(true);
  });

  it("makes a standardised address the new one ('new'), with door delivery where the service allows it", () => {
    const state = addressWindowReducer({ ...NEW_ADDRESS, typed: 'Мира 3' }, { type: 'standardised', result: recognised });
    expect(state).toMatchObject({ id: 'new', address: recognised.phrase, typed: recognised.phrase, showDeliveryToDoor: true });
    expect(isAddressWindowEmpty(state)).toBe(false);
  });

  it('clears the chosen address when the service recognises no phrase', () => {
    const chosen = addressWindowReducer(NEW_ADDRESS, { type: 'standardised', result: recognised });
    const state = addressWindowReducer(chosen, { type: 'standardised', result: { ...recognised, phrase: null } });
    expect(state).toMatchObject({ address: '', showDeliveryToDoor: false, notRecognised: true });
    expect(isAddressWindowEmpty(state)).toBe(true);
  });

  it('un-chooses the address when the shopper types over it', () => {
    const chosen = addressWindowReducer(NEW_ADDRESS, { type: 'standardised', result: recognised });
    expect(addressWindowReducer(chosen, { type: 'typed', text: 'г. Москва, ул. Мира, д. 35' }).address).toBe('');
  });

  it('offers the door only where it is reachable, and rounds and clamps the floor to 1-300', () => {
    expect(addressWindowReducer(NEW_ADDRESS, { type: 'toDoorChanged', value: true }).deliveryToDoor).toBe(false);
    const chosen = addressWindowReducer(NEW_ADDRESS, { type: 'standardised', result: recognised });
    expect(addressWindowReducer(chosen, { type: 'toDoorChanged', value: true }).deliveryToDoor).toBe(true);
    expect(addressWindowReducer(chosen, { type: 'floorChanged', value: 4.6 }).deliveryToDoorFloor).toBe(5);
    expect(addressWindowReducer(chosen, { type: 'floorChanged', value: 0 }).deliveryToDoorFloor).toBe(1);
    expect(addressWindowReducer(chosen, { type: 'floorChanged', value: 1000 }).deliveryToDoorFloor).toBe(300);
  });

  it('switches to pickup when a point is chosen (a marker of the other kind), and clears point and address on a city change', () => {
    const chosen = addressWindowReducer(NEW_ADDRESS, { type: 'standardised', result: recognised });
    const pickup = addressWindowReducer(chosen, { type: 'pointChosen', point });
    expect(pickup).toMatchObject({ deliveryType: 3, pointId: point.id });
    expect(addressWindowReducer(pickup, { type: 'cityChanged' })).toMatchObject({ pointId: null, address: '', typed: '' });
  });
});
