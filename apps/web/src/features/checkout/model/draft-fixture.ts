import type { OrderingDraft } from './ordering-hash.ts';

/** An empty ordering draft for the checkout's tests. */
export const draft: OrderingDraft = {
  phone: '',
  currentAddressId: null,
  deliveryType: 0,
  deliveryToDoor: false,
  deliveryToDoorElevator: false,
  deliveryToDoorFloor: 1,
  cityId: 1,
  pointId: null,
  deliveryDate: null,
  deliveryExpress: false,
  paymentType: null,
  contact: '',
  mailInput: '',
  personType: 0,
  innIp: '',
  legalName: '',
};
