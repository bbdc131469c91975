import { z } from 'zod';

/** One toast the UI shows. errorTrace toasts last 15 s (ARCHITECTURE.md, "Normalisation"). */
export const messageSchema = z.object({
  kind: z.enum(['error', 'info', 'success']),
  text: z.string(),
  durationMs: z.number().int().positive().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const envelopeErrorSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  route: z.string().optional(),
  trace: z.string().optional(),
});
export type EnvelopeError = z.infer<typeof envelopeErrorSchema>;

export const redirectSchema = z.object({ url: z.string(), external: z.boolean() });
export type Redirect = z.infer<typeof redirectSchema>;

export type Envelope<T> = {
  status: 'OK' | 'FAIL';
  data: T | null;
  messages: Message[];
  error?: EnvelopeError;
  redirect?: Redirect;
};

/** The envelope around a given payload schema, for validation and for OpenAPI. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.enum(['OK', 'FAIL']),
    data: data.nullable(),
    messages: z.array(messageSchema),
    error: envelopeErrorSchema.optional(),
    redirect: redirectSchema.optional(),
  });
}

export const failEnvelopeSchema = envelopeSchema(z.null());

export { ERROR_ROUTE_404, ERROR_TRACE_TOAST_MS, NOT_CORRECT_JSON, UNDEFINED_ERROR, UNKNOWN_ERROR_TEXT } from './browser/site.ts';

export function ok<T>(data: T, messages: Message[] = [], redirect?: Redirect): Envelope<T> {
  return redirect ? { status: 'OK', data, messages, redirect } : { status: 'OK', data, messages };
}

export function fail(error: EnvelopeError, messages: Message[] = []): Envelope<never> {
  return { status: 'FAIL', data: null, messages, error };
}
