import type { Envelope } from '@shop/contracts/envelope.ts';
import { normaliseResponse, type NormaliseOptions } from './normalise.ts';
import { textOf } from './read-whole.ts';

/**
 * Upstream replies repeated byte for byte (a catalogue page, the menu, a cart nobody changed
 * since the last read) are normalised once. normaliseResponse is pure, so the envelope made from
 * a body under a status is the envelope of every later reply with that body and status: it is
 * kept, frozen so that it can be shared, and handed out again. Frozen, it cannot change, so what
 * is derived from it (its check against a route's contract, its JSON) may be kept by its identity
 * too (http/contract-route.ts). Any reply that differs by one byte is read afresh. Bodies are
 * looked up by their bytes read as Latin-1 (one character a byte, a copy rather than a decoding):
 * a repeated body is never decoded from UTF-8 again.
 */

export interface ReplyMemoLimits {
  /** Longer bodies are normalised every time and not kept. */
  maxBodyBytes: number;
  /** All kept bodies together; the oldest go first. */
  maxBytes: number;
}

/** A catalogue page is some 60 KB; 4 MB keep dozens of them and many small replies. */
export const DEFAULT_REPLY_MEMO_LIMITS: ReplyMemoLimits = { maxBodyBytes: 256 * 1024, maxBytes: 4 * 1024 * 1024 };

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
  /** By the body's bytes as Latin-1. */
  const kept = new Map<string, Kept>();
  let bytes = 0;

  function keep(key: string, entry: Kept) {
    if (kept.has(key)) kept.delete(key);
    else bytes += key.length;
    kept.set(key, entry);
    for (const oldest of kept.keys()) {
      if (bytes <= limits.maxBytes) break;
      kept.delete(oldest);
      bytes -= oldest.length;
    }
  }

  return {
    /** normaliseResponse of the body as text, once per body and status; an envelope that is kept is frozen. */
    normalise(body: Buffer, options: NormaliseOptions): Envelope<unknown> {
      if (body.length > limits.maxBodyBytes) return normaliseResponse(textOf(body), options);
      const key = body.toString('latin1');
      const found = kept.get(key);
      if (found && found.httpStatus === options.httpStatus && found.defaultStatusCode === options.defaultStatusCode) return found.envelope;
      const envelope = deepFreeze(normaliseResponse(textOf(body), options));
      keep(key, { httpStatus: options.httpStatus, defaultStatusCode: options.defaultStatusCode, envelope });
      return envelope;
    },
    /** How many bodies are kept, and their bytes together. */
    get size() {
      return { bodies: kept.size, bytes };
    },
  };
}
