import { z } from 'zod';
import { isInnShaped } from './rules/checkout-fields.ts';

/** Taxpayer number (ИНН): 10 digits for an organisation, 12 for a sole proprietor or a person. */

const WEIGHTS_10 = [2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8];
const WEIGHTS_12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8];

const checkDigit = (digits: string, weights: readonly number[]) =>
  String((weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 11) % 10);

/**
 * The check digits that end a valid INN, for its leading 9 digits (organisation: one check digit)
 * or 10 digits (sole proprietor: two). The one place the checksum is computed.
 */
export function innCheckDigits(leading: string): string {
  if (/^\d{9}$/.test(leading)) return checkDigit(leading, WEIGHTS_10);
  if (/^\d{10}$/.test(leading)) {
    const eleventh = checkDigit(leading, WEIGHTS_11);
    return eleventh + checkDigit(leading + eleventh, WEIGHTS_12);
  }
  throw new Error('An INN starts with 9 or 10 digits before its check digits');
}

export const INN_TEXT = {
  format: 'Проверьте ИНН: 10 или 12 цифр',
  checksum: 'Проверьте ИНН: контрольные цифры не совпадают',
} as const;

/** The shape is right: 10 or 12 digits. */
export { isInnShaped };

/** 10 or 12 digits whose last digits are the checksum of the others. */
export function isValidInn(value: string): boolean {
  if (!isInnShaped(value)) return false;
  const leading = value.slice(0, value.length === 10 ? 9 : 10);
  return value === leading + innCheckDigits(leading);
}

/** cart-and-ordering.md §5: 10 or 12 digits; the checksum is checked too, with its own message. */
export const innSchema = z
  .string({ error: INN_TEXT.format })
  .trim()
  .refine(isInnShaped, { message: INN_TEXT.format, abort: true })
  .refine(isValidInn, { message: INN_TEXT.checksum, abort: true });

/** The lookup's parameter: 10 or 12 digits; the checksum decides found or not, never a refusal. */
export const innShapedSchema = z.string({ error: INN_TEXT.format }).trim().refine(isInnShaped, { message: INN_TEXT.format, abort: true });
