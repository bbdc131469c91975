import type { Address } from '@shop/contracts/account.ts';
import type { CheckoutField } from './checkout-slice.ts';
import type { OrderingDraft } from './ordering-hash.ts';

const PHONE_MIN_DIGITS = 10;

export const isPhoneValid = (phone: string) => phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;

/** The chosen saved address, when its text is not empty (cart-and-ordering.md §5 "Address"). */
export function chosenAddress(draft: OrderingDraft, addresses: readonly Address[]): Address | undefined {
  const address = addresses.find((entry) => entry.id === draft.currentAddressId);
  return address && address.text.trim() !== '' ? address : undefined;
}

/** The fields in error before sending: phone, address and payment (§5, §8). */
export function invalidFields(draft: OrderingDraft, addresses: readonly Address[]): CheckoutField[] {
  const fields: CheckoutField[] = [];
  if (!isPhoneValid(draft.phone)) fields.push('phone');
  if (!chosenAddress(draft, addresses)) fields.push('address');
  if (typeof draft.paymentType !== 'number') fields.push('payment');
  return fields;
}
