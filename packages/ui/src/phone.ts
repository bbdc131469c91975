import { PHONE_INPUT_MAX, PHONE_MIN_DIGITS } from '@shop/contracts/browser/account.ts';

export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '').slice(0, PHONE_INPUT_MAX);
}

export function isPhoneComplete(digits: string): boolean {
  return phoneDigits(digits).length >= PHONE_MIN_DIGITS;
}

/**
 * The mask (___) ___-__-__ over the last 10 digits, filled as the digits come; any leading digits
 * (a country code) stay in front: '79123456789' -> '7 (912) 345-67-89'.
 */
export function formatPhone(text: string): string {
  const digits = phoneDigits(text);
  if (digits === '') return '';
  const prefix = digits.length > PHONE_MIN_DIGITS ? digits.slice(0, digits.length - PHONE_MIN_DIGITS) : '';
  const local = digits.slice(prefix.length);
  let masked = `(${local.slice(0, 3)}`;
  if (local.length > 3) masked += `) ${local.slice(3, 6)}`;
  if (local.length > 6) masked += `-${local.slice(6, 8)}`;
  if (local.length > 8) masked += `-${local.slice(8, 10)}`;
  return prefix ? `${prefix} ${masked}` : masked;
}
