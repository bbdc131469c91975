/**
 * What an account operation answers. A refusal the shopper can act on is HTTP 200 with the reason's
 * code in the body (401 wrong code or password, 409 conflict, 429 too soon); unknown things are 404.
 */
export type Refusal = { ok: false; http: 200 | 404; statusCode: 401 | 404 | 409 | 429; error: string };
export type Outcome<T> = { ok: true; value: T } | Refusal;

export const refuse = (statusCode: 401 | 409 | 429, error: string): Refusal => ({ ok: false, http: 200, statusCode, error });
export const notFound = (error: string): Refusal => ({ ok: false, http: 404, statusCode: 404, error });
export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });
