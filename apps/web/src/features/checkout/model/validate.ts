import type { Address } from '@shop/contracts/account.ts';
import { PHONE_MIN_DIGITS } from '@shop/contracts/browser/account.ts';
import type { CheckoutDraft } from './checkout-draft.ts';

export type CheckoutField = 'phone' | 'address' | 'payment';

/** cart-and-ordering.md §5 "Phone": fewer than 10 digits is invalid. */
export const isPhoneValid = (phone: string) => phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;

/** The chosen saved address, when its text is not empty (§5 "Address"). */
export function chosenAddress(draft: CheckoutDraft, addresses: readonly Address[]): Address | undefined {
  const address = addresses.find((entry) => entry.id === draft.currentAddressId);
  return address && address.text.trim() !== '' ? address : undefined;
}

/** The fields in error before sending: phone, address and payment (§5, §8). */
export function invalidFields(draft: CheckoutDraft, addresses: readonly Address[]): CheckoutField[] {
  const fields: CheckoutField[] = [];
  if (!isPhoneValid(draft.phone)) fields.push('phone');
  if (!chosenAddress(draft, addresses)) fields.push('address');
  if (typeof draft.paymentType !== 'number') fields.push('payment');
  return fields;
}

/** The mobile step that holds a field: contacts, way of getting, payment (§2 "Checkout modal, mobile"). */
export const STEP_OF_FIELD: Record<CheckoutField, 0 | 1 | 2> = { phone: 0, address: 1, payment: 2 };
