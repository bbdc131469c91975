import type { QueryClient } from '@tanstack/react-query';
import { loadSender } from '@/entities/cart/offline/send-or-queue.ts';
import type { RefusalHandler } from '@/entities/cart/offline/send-queue.ts';

/**
 * Loads the sender of cart changes made offline once the app is ready (so the first load carries
 * none of it, and it is there when the network goes): it sends what a closed page left waiting and
 * whatever waits each time the shop can be reached again. A change the shop refuses stays on
 * screen as a toast until the shopper closes it.
 */
export function startCartSender(queryClient: QueryClient, refused: RefusalHandler): void {
  loadSender()
    .then(({ startSending }) => startSending(queryClient, refused))
    .catch(() => {
      // Not loaded (the network went first): changes made offline show the network error, as before.
    });
}
