import type { OrderingData } from './checkout.ts';

/** cart-and-ordering.md §9: 0 courier, 3 pickup. */
export const DeliveryType = { courier: 0, pickup: 3 } as const;
/** cart-and-ordering.md §3 "Payment option": 1 online card, 4 invoice, 6 pay and send on desktop. */
export const PaymentType = { card: 1, invoice: 4, payAndSend: 6 } as const;
/** cart-and-ordering.md §3: personType 0 individual, non-zero legal entity or sole trader. */
export const PersonType = { individual: 0, legal: 1 } as const;

/** The ordering data a session keeps: everything but what the server derives on each read. */
export type StoredOrderingData = Omit<OrderingData, 'addresses' | 'showDeliveryToDoor'>;

/** cart-and-ordering.md §4: checkout opens with courier delivery, no address and floor 1. */
export const EMPTY_ORDERING_DATA: Readonly<StoredOrderingData> = {
  phone: '',
  currentAddressId: null,
  deliveryType: DeliveryType.courier,
  deliveryToDoor: false,
  deliveryToDoorElevator: false,
  deliveryToDoorFloor: 1,
  cityId: null,
  pointId: null,
  deliveryDate: null,
  deliveryExpress: false,
  paymentType: null,
  contact: '',
  mailInput: '',
  personType: PersonType.individual,
  innIp: '',
  legalName: '',
};
