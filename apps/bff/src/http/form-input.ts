import { z } from 'zod';
import { DECIMAL_TEXT } from '@shop/contracts/fields.ts';

/** A urlencoded body as @fastify/formbody parses it: a repeated name gives an array. */
export type FormFields = Readonly<Record<string, string | readonly string[] | undefined>>;

type FieldKind = 'number' | 'boolean' | 'text';

/** What a field of a contract schema holds once its wrappers (optional, default, pipe, union) are looked through. */
function kindOf(schema: z.core.$ZodType): FieldKind {
  if (schema instanceof z.ZodNumber) return 'number';
  if (schema instanceof z.ZodBoolean) return 'boolean';
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return kindOf(schema.unwrap());
  if (schema instanceof z.ZodPipe) return kindOf(schema.in);
  if (schema instanceof z.ZodUnion) {
    const kinds = schema.options.map((option) => kindOf(option));
    return kinds.includes('number') ? 'number' : kinds.includes('boolean') ? 'boolean' : 'text';
  }
  if (schema instanceof z.ZodLiteral) return [...schema.values].some((value) => typeof value === 'number') ? 'number' : 'text';
  return 'text';
}

/**
 * A form's text as the type the field declares. Only text that is plainly a number (or a boolean)
 * is turned into one; anything else stays text, so the contract refuses it with the field's own
 * message, as it refuses `"1e1"` or `"0x10"` from JSON.
 */
function coerce(text: string, kind: FieldKind): unknown {
  if (kind === 'number' && DECIMAL_TEXT.test(text)) return Number(text);
  if (kind === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/**
 * The fields of a form that an object schema of the contract names, in the types it declares: an
 * empty text is an absent value where the field is optional (an empty select or hidden input), and
 * names the schema does not know are left out. The result is still validated by that schema.
 */
export function formValuesFor(schema: z.ZodType, fields: FormFields): Record<string, unknown> {
  if (!(schema instanceof z.ZodObject)) return { ...fields };
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (value === undefined || (value === '' && field.isOptional())) continue;
    values[name] = typeof value === 'string' ? coerce(value, kindOf(field)) : value;
  }
  return values;
}
