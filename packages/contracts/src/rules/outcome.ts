/**
 * What a shop operation answers: its value, or a refusal with the HTTP status to answer with and
 * the shopper's text. The demo upstream and the mocks both answer their rules' refusals this way.
 */

export interface Refusal {
  ok: false;
  status: number;
  error: string;
  /** The refusal's own code where the legacy interface answers HTTP 200 (401, 403, 409, 429). */
  statusCode?: number;
  /** Several reasons at once; the first is `error`. */
  messages?: readonly string[];
}

export type Outcome<T> = { ok: true; value: T } | Refusal;

export const done = <T>(value: T): Outcome<T> => ({ ok: true, value });

export const refuse = (status: number, error: string, more: Pick<Refusal, 'statusCode' | 'messages'> = {}): Refusal => ({
  ok: false,
  status,
  error,
  ...more,
});

/** The outcome's value made into another, a refusal passed on as it is. */
export const mapOutcome = <T, U>(outcome: Outcome<T>, map: (value: T) => U): Outcome<U> =>
  outcome.ok ? done(map(outcome.value)) : outcome;
