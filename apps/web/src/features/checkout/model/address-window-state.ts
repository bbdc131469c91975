import type { Address } from '@shop/contracts/account.ts';
import type { PickupPoint, StandardizedAddress } from '@shop/contracts/places.ts';
import { FLOOR_MIN, clampFloor } from '@shop/contracts/rules/checkout-fields.ts';
import { DeliveryType } from '@shop/contracts/browser/checkout.ts';

type Kind = 0 | 3;

/** The address being chosen in the address and map window (cart-and-ordering.md §2, §4). */
export type AddressWindowState = {
  /** The saved address being edited, 'new' for a freshly standardised one, null for none yet. */
  id: number | 'new' | null;
  deliveryType: Kind;
  /** The standardised address of a delivery; '' while none is chosen. */
  address: string;
  /** What the address field shows: typed, or the chosen address. */
  typed: string;
  lat: number | null;
  lng: number | null;
  pointId: number | null;
  deliveryToDoor: boolean;
  deliveryToDoorElevator: boolean;
  deliveryToDoorFloor: number;
  /** The address service says the door is reachable. */
  showDeliveryToDoor: boolean;
  /** A picked suggestion that the address service did not recognise. */
  notRecognised: boolean;
};

/** §4: the window opens with delivery, no address, floor 1. */
export const NEW_ADDRESS: AddressWindowState = {
  id: null,
  deliveryType: DeliveryType.courier,
  address: '',
  typed: '',
  lat: null,
  lng: null,
  pointId: null,
  deliveryToDoor: false,
  deliveryToDoorElevator: false,
  deliveryToDoorFloor: FLOOR_MIN,
  showDeliveryToDoor: false,
  notRecognised: false,
};

/** A saved address opened for editing, or taken from its marker on the map. */
export function addressWindowStateOf(address: Address): AddressWindowState {
  return {
    id: address.id,
    deliveryType: address.deliveryType,
    address: address.deliveryType === DeliveryType.courier ? address.address : '',
    typed: address.deliveryType === DeliveryType.courier ? address.address : '',
    lat: address.lat,
    lng: address.lng,
    pointId: address.pointId,
    deliveryToDoor: address.deliveryToDoor,
    deliveryToDoorElevator: address.deliveryToDoorElevator,
    deliveryToDoorFloor: clampFloor(address.deliveryToDoorFloor),
    showDeliveryToDoor: address.showDeliveryToDoor,
    notRecognised: false,
  };
}

export type AddressWindowAction =
  | { type: 'kindChosen'; kind: Kind }
  | { type: 'typed'; text: string }
  | { type: 'standardised'; result: StandardizedAddress }
  | { type: 'pointChosen'; point: PickupPoint }
  | { type: 'savedAddressChosen'; address: Address }
  | { type: 'toDoorChanged'; value: boolean }
  | { type: 'elevatorChanged'; value: boolean }
  | { type: 'floorChanged'; value: number }
  | { type: 'cityChanged' };

const withoutAddress = (state: AddressWindowState): AddressWindowState => ({
  ...state,
  address: '',
  lat: null,
  lng: null,
  showDeliveryToDoor: false,
  deliveryToDoor: false,
});

export function addressWindowReducer(state: AddressWindowState, action: AddressWindowAction): AddressWindowState {
  switch (action.type) {
    case 'kindChosen':
      return { ...state, deliveryType: action.kind };
    case 'typed':
      // Typing over a chosen address un-chooses it: only a picked suggestion is an address.
      return { ...(action.text === state.address ? state : withoutAddress(state)), typed: action.text, notRecognised: false };
    case 'standardised': {
      const { phrase, lat, lng, totals } = action.result;
      // §4: no phrase clears the selection; a standardised address is a new one ('new').
      if (!phrase) return { ...withoutAddress(state), notRecognised: true };
      return {
        ...state,
        id: 'new',
        deliveryType: DeliveryType.courier,
        address: phrase,
        typed: phrase,
        lat,
        lng,
        showDeliveryToDoor: totals.showDeliveryToDoor,
        deliveryToDoor: totals.showDeliveryToDoor && state.deliveryToDoor,
        notRecognised: false,
      };
    }
    case 'pointChosen':
      return { ...state, deliveryType: DeliveryType.pickup, pointId: action.point.id, id: typeof state.id === 'number' ? state.id : 'new' };
    case 'savedAddressChosen':
      return addressWindowStateOf(action.address);
    case 'toDoorChanged':
      return { ...state, deliveryToDoor: action.value && state.showDeliveryToDoor };
    case 'elevatorChanged':
      return { ...state, deliveryToDoorElevator: action.value };
    case 'floorChanged':
      return { ...state, deliveryToDoorFloor: clampFloor(action.value) };
    case 'cityChanged':
      // §4 "Manual city change": the point and the address are cleared.
      return {
        ...withoutAddress(state),
        typed: '',
        pointId: null,
        id: typeof state.id === 'number' ? 'new' : state.id,
        notRecognised: false,
      };
  }
}

/** §4: Save does nothing while the address (delivery) or the point (pickup) is empty. */
export const isAddressWindowEmpty = (state: AddressWindowState) =>
  state.deliveryType === DeliveryType.courier ? state.address.trim() === '' : state.pointId === null;
