import { skipToken, useQuery, type QueryClient } from '@tanstack/react-query';
import type { LineRef } from '../api/cart-cache.ts';

/** A cart change as the shopper made it: an add of a quantity, a quantity set, a removal. */
export type LineChange =
  | { kind: 'add'; quantity: number /** The line was not in the cart when it was added. */; fresh: boolean }
  | { kind: 'set'; quantity: number /** Id of the line's unit (multism). */; multism: number }
  | { kind: 'remove' };

/** A change waiting for the network, with the idempotency key made when the shopper made it. */
export type WaitingChange = LineChange & {
  key: string;
  line: LineRef;
  /** It has been sent at least once, so the shop may have applied it: it is never merged into. */
  sent: boolean;
};

/**
 * The changes live in the page's localStorage, one list per browser profile, so a change made
 * offline survives the page being closed and is sent once when it is opened again. The sender
 * (send-queue.ts, loaded once the app is ready) keeps a copy under this query key for the screen.
 */
export const WAITING_STORAGE_KEY = 'shop:cart-waiting';
export const waitingQueryKey = ['cart-waiting'] as const;

/** Another shopper now owns the session (sign-in, sign-out): their cart is not this one. */
export function clearWaitingChanges(queryClient: QueryClient): void {
  try {
    localStorage.removeItem(WAITING_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
  queryClient.setQueryData(waitingQueryKey, []);
}

/**
 * What waits for the network on one line: undefined when nothing does; otherwise the quantity a
 * waiting add of a line not yet in the cart brings it to (null for other changes).
 */
export function useWaitingLine({ assortmentId, colorId = null }: LineRef): { addedQuantity: number | null } | undefined {
  return useQuery({
    queryKey: waitingQueryKey,
    queryFn: skipToken,
    select: (changes: readonly WaitingChange[]) => {
      const last = changes.findLast(({ line }) => line.assortmentId === assortmentId && (line.colorId ?? null) === colorId);
      return last && { addedQuantity: last.kind === 'add' && last.fresh ? last.quantity : null };
    },
  }).data;
}
