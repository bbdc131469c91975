import { createHash } from 'node:crypto';

/**
 * What a browser error's message or frame may carry of a shopper, taken out before it is counted
 * or logged: an address's query and fragment (a search, a token), e-mails, phone numbers, and
 * runs of digits (an order, a card, a code). The rest stays, so an error still reads as itself.
 */

/** An address (scheme://… or a path from /) up to its query or fragment, then that tail, bar a frame's :line:col. */
const ADDRESS_TAIL = /((?:\b[a-z][\w+.-]*:\/\/|\/)[^\s?#"'()<>]*)[?#][^\s"'()<>]*?((?::\d+){0,2})(?=[\s"'()<>]|$)/giu;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** +7 or 8 (or 7) and ten digits, in any of the ways Russians write them: +7 (912) 345-67-89, 8 912 345 67 89, 89123456789. */
const RUSSIAN_PHONE = /(?:\+7|(?<![\d+])[78])[\s(-]{0,2}\d{3}[\s)-]{0,2}\d{3}[\s-]?\d{2}[\s-]?\d{2}(?!\d)/gu;
/** Six digits or more, single spaces or dashes between them allowed (4111 1111 1111 1111). */
const DIGIT_RUN = /\d(?:[\s-]?\d){5,}/gu;
/** A frame's line and column, which are code positions, not data. */
const POSITION = /(?::\d+){1,2}$/u;

export function scrubMessage(text: string): string {
  return text
    .replace(ADDRESS_TAIL, '$1$2')
    .replace(EMAIL, '<email>')
    .replace(RUSSIAN_PHONE, '<phone>')
    .replace(DIGIT_RUN, '<digits>')
    .trim();
}

/** A top frame (file:line:col): scrubbed as a message, its line and column stored. */
export function scrubFrame(frame: string): string {
  const position = POSITION.exec(frame)?.[0] ?? '';
  return scrubMessage(frame.slice(0, frame.length - position.length)) + position;
}

/** The same error from any browser: its scrubbed message and top frame. */
export function fingerprintOf(message: string, frame: string): string {
  return createHash('sha256').update(`${message}\n${frame}`).digest('hex').slice(0, 16);
}
