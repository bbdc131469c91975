import { z } from 'zod';
import { PHONE_MIN_DIGITS } from './browser/account.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from './browser/cart.ts';

/** Field schemas reused by several routes, with the Russian messages a shopper sees. */

const INTEGER_TEXT = /^-?\d{1,16}$/;
/** A number written as text: plain decimal digits, with a point for a decimal. */
export const DECIMAL_TEXT = /^-?\d{1,16}(?:\.\d{1,16})?$/;

/**
 * A number as JSON sends it, or as a path or query string carries it: plain decimal digits (with
 * a point for a decimal), nothing else. z.coerce would also take `true`, `[5]`, `"0x10"`, `"1e1"`
 * or `""` (as 0); here they fail with the field's own message.
 */
export function numberInput(message: string, format: 'integer' | 'decimal' = 'integer') {
  return z.union(
    [
      z.number(),
      z
        .string()
        .regex(format === 'integer' ? INTEGER_TEXT : DECIMAL_TEXT)
        .transform(Number),
    ],
    {
      error: message,
    },
  );
}

export const idSchema = numberInput('Идентификатор должен быть числом').pipe(
  z.number().int('Идентификатор должен быть целым числом').positive('Идентификатор должен быть положительным'),
);

export const quantitySchema = numberInput('Количество должно быть числом', 'decimal').pipe(
  z
    .number()
    .min(QUANTITY_MIN, `Количество должно быть не меньше ${String(QUANTITY_MIN).replace('.', ',')}`)
    .max(QUANTITY_MAX, `Количество должно быть не больше ${QUANTITY_MAX}`),
);

/** cart-and-ordering.md §5: non-digits removed, at least 10 digits, input at most 20 characters. */
export const phoneSchema = z
  .string({ error: 'Укажите телефон' })
  .max(20, 'Телефон не может быть длиннее 20 символов')
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length >= PHONE_MIN_DIGITS, 'Телефон должен содержать не меньше 10 цифр');

/** Money: roubles with kopecks. 0 means "price on request" (shown as 'По телефону'). */
export const moneySchema = z.number().nonnegative();
