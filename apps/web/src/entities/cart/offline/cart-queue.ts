import type { Cart } from '@shop/contracts/cart.ts';
import { isLine, withLineQuantity, withoutLine } from '../api/cart-cache.ts';
import type { LineRef } from '../api/cart-cache.ts';
import type { LineChange, WaitingChange } from './waiting-changes.ts';

const sameLine = (a: LineRef, b: LineRef) => a.assortmentId === b.assortmentId && (a.colorId ?? null) === (b.colorId ?? null);

/**
 * Adds a change to the waiting list. Waiting changes to the same line collapse into the shopper's
 * final intent before anything is sent, so the shop sees one change per line: add, then +1, then
 * +1 is one add of 3; add of a line not in the cart, then removal, is nothing at all. A change
 * already sent (the shop may have applied it) is never merged into: the next one queues after it.
 */
export function enqueue(changes: readonly WaitingChange[], change: WaitingChange): WaitingChange[] {
  const index = changes.findLastIndex((waiting) => sameLine(waiting.line, change.line));
  const last = changes[index];
  if (!last || last.sent || change.sent) return [...changes, change];
  const merged = collapse(last, change);
  if (merged === 'apart') return [...changes, change];
  const rest = changes.filter((_, position) => position !== index);
  if (merged === null) return rest;
  return changes.map((waiting, position) => (position === index ? { ...merged, key: last.key, line: last.line, sent: false } : waiting));
}

function collapse(last: LineChange, next: LineChange): LineChange | null | 'apart' {
  if (last.kind === 'remove') return 'apart';
  if (next.kind === 'remove') return last.kind === 'add' && last.fresh ? null : next;
  if (last.kind === 'add') {
    if (next.kind === 'add') return { ...last, quantity: last.quantity + next.quantity };
    return last.fresh ? { ...last, quantity: next.quantity } : next;
  }
  if (next.kind === 'add') return { ...last, quantity: last.quantity + next.quantity };
  return next;
}

/**
 * The cart as it will be once the waiting changes are through, rendered over the last cart the shop
 * sent: quantities and removals on their lines, and the count of positions. A line added while
 * offline is not in that cart: it shows in the count and on its product's control only.
 */
export function withWaitingChanges(cart: Cart, changes: readonly WaitingChange[]): Cart {
  return changes.reduce((shown, change) => {
    const line = shown.cartPageData.products.find((product) => isLine(product, change.line));
    if (change.kind === 'set') return withLineQuantity(shown, change.line, change.quantity);
    if (change.kind === 'remove') {
      return line ? { ...withoutLine(shown, change.line), countpos: Math.max(0, shown.countpos - 1) } : shown;
    }
    if (line) return withLineQuantity(shown, change.line, line.quantity + change.quantity);
    return { ...shown, countpos: shown.countpos + 1 };
  }, cart);
}

export type SendOutcome = { kind: 'done' } | { kind: 'refused'; messages: readonly { text: string }[] } | { kind: 'unreachable' };

export type QueueStore = {
  read: () => readonly WaitingChange[];
  write: (changes: readonly WaitingChange[]) => void;
};

/**
 * Sends the waiting changes in the order they were made, each with its own key, and takes each off
 * the list once the shop has answered it. A change is marked sent before it goes, so if the page
 * closes before the answer, the next page sends it again with the same key and the BFF answers it
 * with the first reply: it is applied exactly once. Stops at the first change the shop cannot be
 * reached for; a refused change is passed to `refused` and taken off.
 */
export async function sendWaiting(
  store: QueueStore,
  send: (change: WaitingChange) => Promise<SendOutcome>,
  refused: (change: WaitingChange, messages: readonly { text: string }[]) => void,
): Promise<'sent' | 'unreachable'> {
  for (;;) {
    const next = store.read()[0];
    if (!next) return 'sent';
    if (!next.sent) store.write(store.read().map((change) => (change.key === next.key ? { ...change, sent: true } : change)));
    const outcome = await send(next);
    if (outcome.kind === 'unreachable') return 'unreachable';
    store.write(store.read().filter((change) => change.key !== next.key));
    if (outcome.kind === 'refused') refused(next, outcome.messages);
  }
}
