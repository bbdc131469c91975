import type { OrderingData, OrderingDataInput } from '@shop/contracts/checkout.ts';
import { PHONE_MIN_DIGITS } from '@shop/contracts/browser/account.ts';
import { isInnShaped } from '@shop/contracts/rules/checkout-fields.ts';

/** What the shopper changes in checkout; the server keeps the rest (saved addresses, door availability). */
export type CheckoutDraft = Omit<OrderingData, 'addresses' | 'showDeliveryToDoor'>;

export function draftOf(data: OrderingData): CheckoutDraft {
  const { addresses: _addresses, showDeliveryToDoor: _door, ...draft } = data;
  return draft;
}

/** The e-mail pattern of an `type="email"` field (HTML's own), so the field and the update agree. */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const isEmailValid = (value: string) => EMAIL_PATTERN.test(value);

/**
 * The update the server accepts: a half-typed phone, e-mail or INN stays in the draft and waits
 * until it is whole (cart-and-ordering.md §5: the e-mail is sent only when the field reports
 * itself valid), so typing never sends a value the server refuses.
 */
export function toCheckoutInput(draft: CheckoutDraft): OrderingDataInput {
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
  if (draft.mailInput === '' || isEmailValid(draft.mailInput)) input.mailInput = draft.mailInput;
  if (draft.innIp === '' || isInnShaped(draft.innIp)) input.innIp = draft.innIp;
  return input;
}

const INPUT_FIELDS = [
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
] as const satisfies readonly (keyof OrderingDataInput)[];

/**
 * cart-and-ordering.md §4 "Ordering data updates": a change is a different hash of the values the
 * server would get, so typing the fourth digit of a phone (nothing to send yet) is no change.
 */
export function hashCheckoutInput(input: OrderingDataInput): string {
  return JSON.stringify(INPUT_FIELDS.map((field) => input[field] ?? null));
}

export const hashDraft = (draft: CheckoutDraft): string => hashCheckoutInput(toCheckoutInput(draft));
