import type { Envelope } from '@shop/contracts/envelope.ts';
import { normaliseResponse, type NormaliseOptions } from './normalise.ts';
import { textOf } from './read-whole.ts';

/**
 * Upstream replies repeated byte for byte (a catalogue page, the menu, a cart nobody changed
 * since the last read) are normalised once. normaliseResponse is pure, so the envelope made from
 * a body under a status is the envelope of every later reply with that body and status: it is
 * memoised, frozen so that it can be shared, and handed out again. Frozen, it cannot change, so what
 * is derived from it (its check against a route's contract, its JSON) may be memoised by its identity
 * too (http/contract-route.ts). Any reply that differs by one byte is read afresh. Bodies are
 * found by their length, then compared byte for byte with the few memoised bodies of that length: a
 * repeated body is neither decoded nor copied into a string to be hashed.
 */

export interface ReplyMemoLimits {
  /** Longer bodies are normalised every time and not memoised. */
  maxBodyBytes: number;
  /** All memoised bodies together; the oldest go first. */
  maxBytes: number;
}

/** A catalogue page is some 60 KB; 4 MB keep dozens of them and many small replies. */
export const DEFAULT_REPLY_MEMO_LIMITS: ReplyMemoLimits = { maxBodyBytes: 256 * 1024, maxBytes: 4 * 1024 * 1024 };

interface MemoEntry {
  /** A copy of its own: a body read off a socket may share the memory of a larger read. */
  body: Buffer;
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
  /** The memoised bodies by their length. */
  const byLength = new Map<number, MemoEntry[]>();
  /** Every memoised body, the oldest first. */
  const age = new Set<MemoEntry>();
  let bytes = 0;

  function find(body: Buffer): MemoEntry | undefined {
    const sameLength = byLength.get(body.length);
    if (sameLength === undefined) return undefined;
    for (const entry of sameLength) if (entry.body.equals(body)) return entry;
    return undefined;
  }

  function forget(entry: MemoEntry) {
    age.delete(entry);
    bytes -= entry.body.length;
    const sameLength = byLength.get(entry.body.length) as MemoEntry[];
    if (sameLength.length === 1) byLength.delete(entry.body.length);
    else sameLength.splice(sameLength.indexOf(entry), 1);
  }

  function keep(entry: MemoEntry) {
    const sameLength = byLength.get(entry.body.length);
    if (sameLength === undefined) byLength.set(entry.body.length, [entry]);
    else sameLength.push(entry);
    age.add(entry);
    bytes += entry.body.length;
    for (const oldest of age) {
      if (bytes <= limits.maxBytes) break;
      forget(oldest);
    }
  }

  return {
    /** normaliseResponse of the body as text, once per body and status; an envelope that is memoised is frozen. */
    normalise(body: Buffer, options: NormaliseOptions): Envelope<unknown> {
      if (body.length > limits.maxBodyBytes) return normaliseResponse(textOf(body), options);
      const found = find(body);
      if (found && found.httpStatus === options.httpStatus && found.defaultStatusCode === options.defaultStatusCode) return found.envelope;
      if (found) forget(found);
      const envelope = deepFreeze(normaliseResponse(textOf(body), options));
      keep({ body: Buffer.from(body), httpStatus: options.httpStatus, defaultStatusCode: options.defaultStatusCode, envelope });
      return envelope;
    },
    /** How many bodies are memoised, and their bytes together. */
    get size() {
      return { bodies: age.size, bytes };
    },
  };
}
