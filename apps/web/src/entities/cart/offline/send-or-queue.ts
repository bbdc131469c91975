import type { QueryClient } from '@tanstack/react-query';
import type { LineRef } from '../api/cart-cache.ts';
import type * as SendQueue from './send-queue.ts';
import type { LineChange } from './waiting-changes.ts';

/** The reply of a change that waits for the network: the cart shown already has it. */
export type Queued = { queued: true };
export const isQueued = (reply: unknown): reply is Queued => typeof reply === 'object' && reply !== null && 'queued' in reply;

/** The sender comes in a chunk of its own, loaded once the app is ready (app-ready.ts), not at start. */
let sender: Promise<typeof SendQueue> | undefined;
export const loadSender = () => {
  sender ??= import('./send-queue.ts').catch((error: unknown) => {
    sender = undefined;
    throw error;
  });
  return sender;
};

/**
 * Sends a cart change, through the sender once it is loaded: it gives each change an idempotency
 * key and queues the change while the shop cannot be reached (send-queue.ts). Before it is
 * loaded, the change is sent as it is.
 */
export async function sendOrQueue<T>(
  queryClient: QueryClient,
  line: LineRef,
  change: LineChange,
  send: (headers: Record<string, string>) => Promise<T>,
): Promise<T | Queued> {
  const sender = await loadSender().catch(() => undefined);
  return sender ? sender.sendOrQueue(queryClient, line, change, send) : send({});
}
