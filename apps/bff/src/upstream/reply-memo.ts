import type { Envelope } from '@shop/contracts/envelope.ts';
import { normaliseResponse, type NormaliseOptions } from './normalise.ts';

/**
 * Upstream replies repeated word for word (a catalogue page, the menu, a cart nobody changed
 * since the last read) are normalised once. normaliseResponse is pure, so the envelope made from
 * a text under a status is the envelope of every later reply with that text and status: it is
 * kept, frozen so that it can be shared, and handed out again. Frozen, it cannot change, so what
 * is derived from it (its check against a route's contract, its JSON) may be kept by its identity
 * too (http/contract-route.ts). Any reply that differs by one character is read afresh.
 */

export interface ReplyMemoLimits {
  /** Longer texts are normalised every time and not kept. */
  maxTextChars: number;
  /** All kept texts together; the oldest go first. */
  maxChars: number;
}

/** A catalogue page is some 60 K characters; 4 M characters keep dozens of them and many small replies. */
export const DEFAULT_REPLY_MEMO_LIMITS: ReplyMemoLimits = { maxTextChars: 256 * 1024, maxChars: 4 * 1024 * 1024 };

interface Kept {
  httpStatus: number;
  defaultStatusCode: number | undefined;
  envelope: Envelope<unknown>;
}

/** Freezes a value and everything in it: a shared envelope must stay as it was made. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

export function createReplyMemo(limits: ReplyMemoLimits = DEFAULT_REPLY_MEMO_LIMITS) {
  const kept = new Map<string, Kept>();
  let chars = 0;

  function keep(text: string, entry: Kept) {
    const replaced = kept.get(text);
    if (replaced) kept.delete(text);
    else chars += text.length;
    kept.set(text, entry);
    for (const oldest of kept.keys()) {
      if (chars <= limits.maxChars) break;
      kept.delete(oldest);
      chars -= oldest.length;
    }
  }

  return {
    /** normaliseResponse, once per text and status; an envelope that is kept is frozen. */
    normalise(text: string, options: NormaliseOptions): Envelope<unknown> {
      const found = kept.get(text);
      if (found && found.httpStatus === options.httpStatus && found.defaultStatusCode === options.defaultStatusCode) return found.envelope;
      const envelope = normaliseResponse(text, options);
      if (text.length > limits.maxTextChars) return envelope;
      keep(text, { httpStatus: options.httpStatus, defaultStatusCode: options.defaultStatusCode, envelope: deepFreeze(envelope) });
      return envelope;
    },
    /** How many texts are kept, and their length together. */
    get size() {
      return { texts: kept.size, chars };
    },
  };
}
