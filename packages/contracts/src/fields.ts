import { z } from 'zod';
import { PHONE_MIN_DIGITS, QUANTITY_MAX, QUANTITY_MIN } from './limits.ts';

/** Field schemas reused by several routes, with the Russian messages a shopper sees. */

export const idSchema = z.coerce
  .number({ error: 'Идентификатор должен быть числом' })
  .int('Идентификатор должен быть целым числом')
  .positive('Идентификатор должен быть положительным');

export const quantitySchema = z.coerce
  .number({ error: 'Количество должно быть числом' })
  .min(QUANTITY_MIN, `Количество должно быть не меньше ${String(QUANTITY_MIN).replace('.', ',')}`)
  .max(QUANTITY_MAX, `Количество должно быть не больше ${QUANTITY_MAX}`);

/** cart-and-ordering.md §5: non-digits removed, at least 10 digits, input at most 20 characters. */
export const phoneSchema = z
  .string({ error: 'Укажите телефон' })
  .max(20, 'Телефон не может быть длиннее 20 символов')
  .transform((value) => value.replace(/\D/g, ''))
  .refine((digits) => digits.length >= PHONE_MIN_DIGITS, 'Телефон должен содержать не меньше 10 цифр');

/** Money: roubles with kopecks. 0 means "price on request" (shown as 'По телефону'). */
export const moneySchema = z.number().nonnegative();
