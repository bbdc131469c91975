import type { OrderingData, OrderingDataInput } from '@shop/contracts/ordering.ts';

/** What the shopper changes in checkout; the server keeps the rest (addresses, door availability). */
export type OrderingDraft = Omit<OrderingData, 'addresses' | 'showDeliveryToDoor'>;

export const DRAFT_FIELDS = [
  'phone',
  'currentAddressId',
  'deliveryType',
  'deliveryToDoor',
  'deliveryToDoorElevator',
  'deliveryToDoorFloor',
  'cityId',
  'pointId',
  'deliveryDate',
  'deliveryExpress',
  'paymentType',
  'contact',
  'mailInput',
  'personType',
  'innIp',
  'legalName',
] as const satisfies readonly (keyof OrderingDraft)[];

export function draftOf(data: OrderingData): OrderingDraft {
  const { addresses: _addresses, showDeliveryToDoor: _door, ...draft } = data;
  return draft;
}

/** cart-and-ordering.md §4 "Ordering data updates": a change is a different hash of the values. */
export function hashDraft(draft: OrderingDraft | null): string {
  if (!draft) return '';
  return JSON.stringify(DRAFT_FIELDS.map((field) => draft[field]));
}

const PHONE_MIN_DIGITS = 10;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The update the server accepts: a half-typed phone, e-mail or INN waits until it is whole
 * (§5: the e-mail is sent only when the field reports itself valid).
 */
export function toOrderingInput(draft: OrderingDraft): OrderingDataInput {
  const input: OrderingDataInput = {
    currentAddressId: draft.currentAddressId,
    deliveryType: draft.deliveryType,
    deliveryToDoor: draft.deliveryToDoor,
    deliveryToDoorElevator: draft.deliveryToDoorElevator,
    deliveryToDoorFloor: draft.deliveryToDoorFloor,
    cityId: draft.cityId,
    pointId: draft.pointId,
    deliveryDate: draft.deliveryDate,
    deliveryExpress: draft.deliveryExpress,
    paymentType: draft.paymentType,
    contact: draft.contact,
    personType: draft.personType,
    legalName: draft.legalName,
  };
  if (draft.phone === '' || draft.phone.length >= PHONE_MIN_DIGITS) input.phone = draft.phone;
  if (draft.mailInput === '' || EMAIL_PATTERN.test(draft.mailInput)) input.mailInput = draft.mailInput;
  if (draft.innIp === '' || /^(\d{10}|\d{12})$/.test(draft.innIp)) input.innIp = draft.innIp;
  return input;
}
