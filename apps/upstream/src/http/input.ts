import type { z } from 'zod';

/** What a shopper reads when a request cannot be understood at all. */
export const BAD_REQUEST = 'Некорректный запрос';

export type Parsed<T> = { ok: true; data: T } | { ok: false; error: string };

/** Validates request input; the first issue's Russian message is what the shopper sees. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? BAD_REQUEST };
}
