import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User } from '@shop/contracts/account.ts';
import { useAppDispatch } from '@/lib/store.ts';
import { modalClosed, modalOpened } from '@/lib/ui-slice.ts';
import { isSignedIn, userQueryKey } from './api/get-user.ts';

/** The one sign-in modal of the shop, opened from anywhere. */
export const SIGN_IN_MODAL = 'user/sign-in';

export function useSignInModal() {
  const dispatch = useAppDispatch();
  return {
    open: useCallback(() => dispatch(modalOpened(SIGN_IN_MODAL)), [dispatch]),
    close: useCallback(() => dispatch(modalClosed(SIGN_IN_MODAL)), [dispatch]),
  };
}

/**
 * Wraps an action only a signed-in shopper may take (favourites, comments, ratings): a guest gets
 * the sign-in modal instead (ARCHITECTURE.md, decisions the specification leaves open). The shopper
 * is read at the click (the header keeps the ['user'] query loaded), so the many buttons that use
 * this do not re-render when the shopper arrives.
 */
export function useSignedInAction() {
  const queryClient = useQueryClient();
  const { open } = useSignInModal();
  return useCallback(
    (action: () => void) => {
      if (isSignedIn(queryClient.getQueryData<User>(userQueryKey))) action();
      else open();
    },
    [queryClient, open],
  );
}
