import { setMaxListeners } from 'node:events';

/**
 * Upstream deadlines by the slot: every call that starts within one slot (a small fraction of its
 * timeout) shares one AbortSignal, aborted when the last of them has had its whole timeout. A call
 * is thus cut between timeoutMs and timeoutMs + slotMs after it began, over connecting, queueing,
 * headers, redirects and body alike; and a busy BFF makes one signal and one timer per slot
 * instead of one of each per call.
 */

/** The slot is this fraction of the timeout: 1/40 keeps the overshoot under 2.5 %. */
const SLOT_FRACTION = 40;
const MAX_SLOT_MS = 250;

export function slotMsOf(timeoutMs: number): number {
  return Math.min(MAX_SLOT_MS, Math.max(1, Math.floor(timeoutMs / SLOT_FRACTION)));
}

export class DeadlinePassed extends Error {
  override name = 'DeadlinePassed';
}

interface Slot {
  controller: AbortController;
  /** Calls starting before this join the slot; later ones open the next. */
  closesAt: number;
}

export interface Deadlines {
  /** The signal of the slot a call starting now belongs to; aborted once its timeout has passed. */
  signal(timeoutMs: number): AbortSignal;
}

export function createDeadlines(now: () => number = performance.now.bind(performance)): Deadlines {
  const open = new Map<number, Slot>();

  function openSlot(timeoutMs: number, startedAt: number): Slot {
    const slotMs = slotMsOf(timeoutMs);
    const controller = new AbortController();
    // Every call of the slot listens to this one signal.
    setMaxListeners(0, controller.signal);
    // Left to fire even when the client closes: it still bounds calls in flight. A slot with no
    // call left in it must not keep the process alive.
    setTimeout(() => controller.abort(new DeadlinePassed(`no answer within ${timeoutMs} ms`)), timeoutMs + slotMs).unref();
    const slot = { controller, closesAt: startedAt + slotMs };
    open.set(timeoutMs, slot);
    return slot;
  }

  return {
    signal(timeoutMs) {
      const startedAt = now();
      const slot = open.get(timeoutMs);
      return (slot !== undefined && startedAt < slot.closesAt ? slot : openSlot(timeoutMs, startedAt)).controller.signal;
    },
  };
}
