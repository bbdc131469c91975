import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@shop/contracts/account.ts';
import { cartQueryKey } from '@/entities/cart/api/cart-cache.ts';
import { clearWaitingChanges } from '@/entities/cart/offline/waiting-changes.ts';
import { userQueryKey } from './get-user.ts';

/** Every page's data (entities/page: ['page', path]). */
const pageQueryPrefix = ['page'] as const;

/**
 * The shopper's own widgets: product-widgets-monitoring.md §7 reinitialises widget types 6 to 10
 * after sign-in — product_history (6), product_favorites (7), category_history (8),
 * category_favorites (9) and announcements (10). The widgets feature keys its queries
 * ['widgets', …]; the keyed ones (announcements) do not name their type in the key, so the whole
 * prefix is invalidated. Only widgets on screen refetch, the others are marked stale.
 */
export const userWidgetsQueryPrefix = ['widgets'] as const;

/**
 * Another shopper now owns the session (sign-in, registration, code check or logout): the reply's
 * user goes into the cache as it is, and what depends on the shopper is loaded again — the cart
 * (the guest's lines join the user's; logout empties it), the page data and the user widgets
 * (cart-and-ordering.md §4 "Cart"). Cart changes still waiting for the network were the previous
 * shopper's: they are dropped.
 */
export async function applyUserChange(queryClient: QueryClient, user: User): Promise<void> {
  clearWaitingChanges(queryClient);
  await queryClient.cancelQueries({ queryKey: userQueryKey });
  queryClient.setQueryData(userQueryKey, user);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cartQueryKey }),
    queryClient.invalidateQueries({ queryKey: pageQueryPrefix }),
    queryClient.invalidateQueries({ queryKey: userWidgetsQueryPrefix }),
  ]);
}

export function useApplyUserChange() {
  const queryClient = useQueryClient();
  return useCallback((user: User) => applyUserChange(queryClient, user), [queryClient]);
}
