import { useCallback } from 'react';
import { useAppDispatch } from '@/lib/store.ts';
import { modalClosed, modalOpened } from '@/lib/ui-slice.ts';
import { isSignedIn, useCurrentUser } from './api/get-user.ts';

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
 * the sign-in modal instead (ARCHITECTURE.md, decisions the specification leaves open).
 */
export function useSignedInAction() {
  const { data: user } = useCurrentUser();
  const { open } = useSignInModal();
  return useCallback(
    (action: () => void) => {
      if (isSignedIn(user)) action();
      else open();
    },
    [user, open],
  );
}
